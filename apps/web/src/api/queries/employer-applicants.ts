import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { fetchApplicants } from '../employer-jobs';
import { retryUnlessRefused } from '../../lib/query-retry';

/** GET /hiring/employer-jobs/<id>/applicants/: the applicants staff forwarded for one request. */
export const applicantsKey = (jobId: number) => ['employer-applicants', jobId] as const;
export const APPLICANTS_PAGE_SIZE = 10;

export const employerApplicantsQuery = (jobId: number, page: number) =>
  queryOptions({
    queryKey: [...applicantsKey(jobId), page],
    queryFn: ({ signal }) => fetchApplicants(jobId, page, APPLICANTS_PAGE_SIZE, signal),
    retry: retryUnlessRefused,
  });

/** Fetched again each time the request is opened, as staff may have forwarded someone since. */
export const useEmployerApplicants = (jobId: number, page: number) =>
  useQuery({ ...employerApplicantsQuery(jobId, page), refetchOnMount: 'always', placeholderData: keepPreviousData });
