import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { JobStatus } from '@talent/shared';
import { fetchJobs } from '../admin';
import { ADMIN_AUDIT } from './admin-audit-log';
import { adminQuery, useAdminPage } from './admin-page';
import { ADMIN_REPORTS } from './admin-reports';

/**
 * GET /api/admin/jobs/: every job, or those of one status (and of one employer), page by page. Every change to a job
 * invalidates ADMIN_JOBS, which holds the lists and each job (admin-job.ts).
 */
export const ADMIN_JOBS = ['admin', 'jobs'] as const;

const adminJobsQuery = (status: JobStatus | undefined, employer: string | undefined, page: number, pageSize: number) =>
  adminQuery([...ADMIN_JOBS, 'list', status ?? 'all', employer ?? 'any', pageSize, page], (signal) =>
    fetchJobs({ status, employer }, page, pageSize, signal),
  );

export const useAdminJobs = (status: JobStatus | undefined, page: number, pageSize: number, employer?: string) =>
  useAdminPage(adminJobsQuery(status, employer, page, pageSize));

/**
 * After a staff action on a job: the jobs (lists and each job), the reports (which show each job's status) and the
 * audit log are fetched again, with `also`.
 */
export const refetchAfterJobChange = (client: QueryClient, ...also: QueryKey[]) =>
  Promise.all(
    [ADMIN_JOBS, ADMIN_REPORTS, ADMIN_AUDIT, ...also].map((queryKey) => client.invalidateQueries({ queryKey })),
  );
