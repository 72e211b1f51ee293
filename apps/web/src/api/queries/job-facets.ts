import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { JobFacets } from '@talent/shared';
import { fetchJobFacets } from '../job-search';
import { facetsQuery, parseJobSearch, type JobSearch } from '../../lib/job-search-params';
import { queryClient } from '../../lib/query';
import { retryUnlessRefused } from '../../lib/query-retry';
import { JOBS_KEY } from './jobs-key';

/** GET /hiring/jobs/facets/: how many jobs each filter value would give. Under JOBS_KEY, refreshed with the jobs. */
export const jobFacetsKey = (query: string) => [...JOBS_KEY, 'facets', query] as const;

export const jobFacetsQuery = (query: string) =>
  queryOptions({
    queryKey: jobFacetsKey(query),
    queryFn: ({ signal }) => fetchJobFacets(query, signal),
    retry: retryUnlessRefused,
  });

/** Starts the counts of the search in an address as the route is entered (see prefetchJobList). */
export function prefetchJobFacets(search: string): Promise<void> {
  const { search: parsed, invalid } = parseJobSearch(new URLSearchParams(search));
  if (invalid.length > 0) return Promise.resolve();
  return queryClient.prefetchQuery(jobFacetsQuery(facetsQuery(parsed)));
}

/**
 * The counts beside the filter options, or null while there are none to show. The previous search's counts
 * stay until the new ones arrive, so the options do not flicker at each change.
 */
export function useJobFacets(search: JobSearch, enabled: boolean): JobFacets | null {
  const facets = useQuery({ ...jobFacetsQuery(facetsQuery(search)), enabled, placeholderData: keepPreviousData });
  return facets.data ?? null;
}
