import { fetchApplications } from '../admin';
import { adminQuery, useAdminPage } from './admin-page';

/** GET /api/admin/jobs/<id>/applications/: a job's applications, best skill match first. Every status change invalidates it. */
export const ADMIN_APPLICATIONS = ['admin', 'applications'] as const;

export const adminJobApplicationsQuery = (jobId: number, page: number, pageSize: number) =>
  adminQuery([...ADMIN_APPLICATIONS, jobId, pageSize, page], (signal) =>
    fetchApplications(jobId, page, pageSize, signal),
  );

export const useAdminJobApplications = (jobId: number, page: number, pageSize: number) =>
  useAdminPage(adminJobApplicationsQuery(jobId, page, pageSize));
