import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { APPLICATIONS_PATH, fetchApplications } from '../applications';
import { readAgainOnLanguageChange } from '../../lib/language-bound-queries';
import { queryClient } from '../../lib/query';

/** GET /hiring/applications/: the professional's applications, page after page. */
export const APPLICATIONS_KEY = ['applications'] as const;
readAgainOnLanguageChange(APPLICATIONS_KEY);

export const applicationsQuery = () =>
  infiniteQueryOptions({
    queryKey: APPLICATIONS_KEY,
    queryFn: ({ pageParam, signal }) => fetchApplications(pageParam, signal),
    initialPageParam: APPLICATIONS_PATH,
    getNextPageParam: (last) => last.next ?? undefined,
  });

/**
 * Staff and employers act on applications, so the list is fetched again on every visit: here, as the route is
 * entered (while the page's code is on its way), whatever the cache holds.
 */
export const prefetchApplications = () => queryClient.prefetchInfiniteQuery({ ...applicationsQuery(), staleTime: 0 });

export const useApplications = () => useInfiniteQuery(applicationsQuery());
