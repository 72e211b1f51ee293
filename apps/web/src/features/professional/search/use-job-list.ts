import { useQueries, useQueryClient } from '@tanstack/react-query';
import { uniqueById } from '../../../lib/paging';
import { retryUnlessRefused } from '../../../lib/query-retry';
import { fetchJobs, jobListKey, jobsPath, type JobsPage } from '../api/jobs-api';
import { listQuery, type JobSearch } from './search-params';

export interface JobList {
  /** True until the first page of this search has arrived. */
  pending: boolean;
  /** Why the first page failed (a 400 names the wrong parameter). */
  error: unknown;
  items: JobsPage['items'];
  total: number;
  exact: boolean;
  hasMore: boolean;
  loadingMore: boolean;
  /** Why a further page failed, and a way to ask again. */
  moreError: unknown;
  retry: () => void;
}

/**
 * The pages of a search shown so far, each cached under the search's normalised query and its number: Back to
 * an earlier search shows it at once, and a reloaded address with `page=3` fetches pages 1 to 3 in turn.
 */
export function useJobList(search: JobSearch, enabled: boolean): JobList {
  const queryClient = useQueryClient();
  const query = listQuery(search);
  const numbers = Array.from({ length: search.page }, (_, i) => i + 1);
  const results = useQueries({
    queries: numbers.map((page) => ({
      queryKey: jobListKey(query, page),
      queryFn: ({ signal }: { signal: AbortSignal }) => fetchJobs(jobsPath(query, page), signal),
      // A page is asked for once the one before says there is a next one.
      enabled: enabled && (page === 1 || Boolean(queryClient.getQueryData<JobsPage>(jobListKey(query, page - 1))?.next)),
      retry: retryUnlessRefused,
    })),
  });

  const first = results[0]!;
  const loaded: JobsPage[] = [];
  for (const result of results) {
    if (!result.data) break;
    loaded.push(result.data);
  }
  const last = loaded.at(-1);
  const items = uniqueById(loaded);
  const further = results.slice(loaded.length);
  const failed = further.find((result) => result.isError);
  return {
    pending: first.isPending,
    error: first.error,
    items,
    total: Math.max(last?.total ?? items.length, items.length),
    exact: last?.exact ?? true,
    hasMore: loaded.length === results.length && Boolean(last?.next),
    loadingMore: further.some((result) => result.fetchStatus === 'fetching'),
    moreError: failed?.error ?? null,
    retry: () => void (failed ?? first).refetch(),
  };
}
