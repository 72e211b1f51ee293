import { queryOptions, useQueries, useQueryClient } from '@tanstack/react-query';
import { fetchJobs, jobsPath, type JobsPage } from '../jobs';
import { listQuery, parseJobSearch, type JobSearch } from '../../lib/job-search-params';
import { uniqueById } from '../../lib/paging';
import { queryClient } from '../../lib/query';
import { retryUnlessRefused } from '../../lib/query-retry';
import { JOBS_KEY } from './jobs-key';

// GET /hiring/jobs/: the professional's job list, page by page, for a search.

/** Under JOBS_KEY, so that what refreshes the jobs (new skills, an application) refreshes their counts too. */
export const jobListKey = (query: string, page: number) => [...JOBS_KEY, 'list', query, page] as const;

export const jobListQuery = (query: string, page: number) =>
  queryOptions({
    queryKey: jobListKey(query, page),
    queryFn: ({ signal }) => fetchJobs(jobsPath(query, page), signal),
    retry: retryUnlessRefused,
  });

/**
 * Starts the first page of the search in an address (/recommended-jobs?q=...) as the route is entered, while
 * the page's code is still on its way. A search the address cannot express is left to the page, which says so.
 */
export function prefetchJobList(search: string): Promise<void> {
  const { search: parsed, invalid } = parseJobSearch(new URLSearchParams(search));
  if (invalid.length > 0) return Promise.resolve();
  return queryClient.prefetchQuery(jobListQuery(listQuery(parsed), 1));
}

export interface JobList {
  /** True until the first page of this search has arrived. */
  pending: boolean;
  /** Offline, the first page waits for the connection (none was saved for this search). */
  paused: boolean;
  /** When the first page shown was loaded (milliseconds since the epoch; 0 before). */
  savedAt: number;
  /** The first page shown is being read again. */
  refreshing: boolean;
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
  const client = useQueryClient();
  const query = listQuery(search);
  const numbers = Array.from({ length: search.page }, (_, i) => i + 1);
  const results = useQueries({
    queries: numbers.map((page) => ({
      ...jobListQuery(query, page),
      // A page is asked for once the one before says there is a next one.
      enabled: enabled && (page === 1 || Boolean(client.getQueryData<JobsPage>(jobListKey(query, page - 1))?.next)),
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
    paused: first.isPending && first.fetchStatus === 'paused',
    savedAt: first.dataUpdatedAt,
    refreshing: !first.isPending && first.fetchStatus === 'fetching',
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
