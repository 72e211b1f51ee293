import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { JobFacets } from '@talent/shared';
import { retryUnlessRefused } from '../../../lib/query-retry';
import { fetchJobFacets, jobFacetsKey } from '../api/jobs-api';
import { facetsQuery, type JobSearch } from './search-params';

/**
 * The counts beside the filter options, or null while there are none to show. The previous search's counts
 * stay until the new ones arrive, so the options do not flicker at each change.
 */
export function useJobFacets(search: JobSearch, enabled: boolean): JobFacets | null {
  const query = facetsQuery(search);
  const facets = useQuery({
    queryKey: jobFacetsKey(query),
    queryFn: ({ signal }) => fetchJobFacets(query, signal),
    enabled,
    retry: retryUnlessRefused,
    placeholderData: keepPreviousData,
  });
  return facets.data ?? null;
}
