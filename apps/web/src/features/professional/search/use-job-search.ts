import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import {
  changed,
  cleared,
  parseJobSearch,
  toAddress,
  type InvalidValue,
  type JobSearch,
} from '../../../lib/job-search-params';

export interface JobSearchControls {
  search: JobSearch;
  invalid: InvalidValue[];
  /** A new search: a history entry of its own (Back undoes it), unless `replace` (typing on in the search box). */
  change: (change: Partial<JobSearch>, options?: { replace?: boolean }) => void;
  /** One more page of the same search; no history entry, Back is for searches. */
  showMore: () => void;
  clearAll: () => void;
  /** The search without its unreadable values. */
  dropInvalid: () => void;
}

/** The search of the jobs page lives in its address, so that it can be shared, reloaded and undone with Back. */
export function useJobSearch(): JobSearchControls {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { search, invalid } = useMemo(() => parseJobSearch(params), [params]);
  // A debounced change may fire after other changes: it applies to the latest search, not the one it saw.
  const latest = useRef(search);
  useLayoutEffect(() => {
    latest.current = search;
  }, [search]);

  const go = useCallback(
    (next: JobSearch, replace: boolean) => {
      latest.current = next;
      navigate({ search: toAddress(next) }, { replace });
    },
    [navigate],
  );
  const change = useCallback(
    (update: Partial<JobSearch>, options: { replace?: boolean } = {}) =>
      go(changed(latest.current, update), options.replace ?? false),
    [go],
  );
  const showMore = useCallback(() => go({ ...latest.current, page: latest.current.page + 1 }, true), [go]);
  const clearAll = useCallback(() => go(cleared(latest.current), false), [go]);
  const dropInvalid = useCallback(() => go(latest.current, false), [go]);
  return { search, invalid, change, showMore, clearAll, dropInvalid };
}
