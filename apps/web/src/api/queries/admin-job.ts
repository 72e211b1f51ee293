import { useQuery } from '@tanstack/react-query';
import { fetchJob } from '../admin';
import { adminQuery } from './admin-page';
import { ADMIN_JOBS } from './admin-jobs';

/** GET /api/admin/jobs/<id>/: one job for staff, with its company. Under ADMIN_JOBS: a change to a job refreshes it. */
export const adminJobQuery = (id: number) => adminQuery([...ADMIN_JOBS, 'one', id], (signal) => fetchJob(id, signal));

/** Fetched again each time the job is opened. */
export const useAdminJob = (id: number) => useQuery({ ...adminJobQuery(id), refetchOnMount: 'always' });
