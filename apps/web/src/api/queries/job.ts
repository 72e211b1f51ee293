import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchJob } from '../jobs';
import { retryUnlessRefused } from '../../lib/query-retry';
import { JOBS_KEY } from './job-list';

/** GET /hiring/jobs/<id>/: one open job. Under JOBS_KEY, so that applying refreshes it with the lists. */
export const jobQuery = (id: number) =>
  queryOptions({
    queryKey: [...JOBS_KEY, 'one', id] as const,
    queryFn: ({ signal }) => fetchJob(id, signal),
    retry: retryUnlessRefused,
  });

export const useJob = (id: number) => useQuery(jobQuery(id));
