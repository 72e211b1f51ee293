import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchJob } from '../jobs';
import { queryClient } from '../../lib/query';
import { retryUnlessRefused } from '../../lib/query-retry';
import { JOBS_KEY } from './jobs-key';

/** GET /hiring/jobs/<id>/: one open job. Under JOBS_KEY, so that applying refreshes it with the lists. */
export const jobQuery = (id: number) =>
  queryOptions({
    queryKey: [...JOBS_KEY, 'one', id] as const,
    queryFn: ({ signal }) => fetchJob(id, signal),
    retry: retryUnlessRefused,
  });

export const useJob = (id: number) => useQuery(jobQuery(id));

/** The job an address's `:id` names; 0, which no job has (the API answers 404), when it is not a number. */
export const jobIdOf = (param: string | undefined) => (/^\d{1,15}$/.test(param ?? '') ? Number(param) : 0);

/** Starts the job of a page's address (/jobs/<id>) as the route is entered; the page asks again if this failed. */
export function prefetchJob(pathname: string): Promise<void> {
  const id = jobIdOf(pathname.split('/')[2]);
  return id ? queryClient.prefetchQuery(jobQuery(id)) : Promise.resolve();
}
