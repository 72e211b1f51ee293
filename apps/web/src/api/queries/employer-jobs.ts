import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { PAGE_SIZE_DEFAULT } from '@talent/shared';
import { fetchEmployerJobs } from '../employer-jobs';
import { queryClient } from '../../lib/query';
import { retryUnlessRefused } from '../../lib/query-retry';

/** GET /hiring/employer-jobs/: the employer's hiring history, page by page. */
export const EMPLOYER_JOBS_KEY = ['employer-jobs'] as const;

export const employerJobsQuery = (page: number) =>
  queryOptions({
    queryKey: [...EMPLOYER_JOBS_KEY, page],
    queryFn: ({ signal }) => fetchEmployerJobs(page, PAGE_SIZE_DEFAULT, signal),
    retry: retryUnlessRefused,
  });

/**
 * The history is fetched again on every visit, so that a status set by staff shows the next time the employer
 * looks: here, as the route is entered (while the page's code is on its way), whatever the cache holds.
 */
export const prefetchEmployerJobs = () => queryClient.prefetchQuery({ ...employerJobsQuery(1), staleTime: 0 });

/** One page of the history; the page shown stays until the next one arrives. */
export const useEmployerJobs = (page: number) =>
  useQuery({ ...employerJobsQuery(page), placeholderData: keepPreviousData });
