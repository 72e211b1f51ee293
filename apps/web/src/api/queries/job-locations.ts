import { queryOptions } from '@tanstack/react-query';
import { locationKey } from '@talent/shared';
import { fetchLocationSuggestions } from '../job-search';

/** GET /hiring/jobs/locations/: towns of open jobs starting with a prefix, kept by the prefix as the API reads it. */
export const jobLocationsKey = (prefix: string) => ['job-locations', locationKey(prefix)] as const;

export const jobLocationsQuery = (prefix: string) =>
  queryOptions({
    queryKey: jobLocationsKey(prefix),
    queryFn: ({ signal }) => fetchLocationSuggestions(prefix, signal),
    // Towns change slowly, and a suggestion that fails is simply not shown.
    staleTime: 5 * 60_000,
    retry: false,
  });
