import { fetchReports } from '../admin';
import { adminQuery, useAdminPage } from './admin-page';

/** GET /api/admin/reports/: the reported jobs, open or settled, most reported first. Settling them invalidates it. */
export const ADMIN_REPORTS = ['admin', 'reports'] as const;

export type ReportsStatus = 'open' | 'resolved';

export const adminReportsQuery = (status: ReportsStatus, page: number, pageSize: number) =>
  adminQuery([...ADMIN_REPORTS, status, pageSize, page], (signal) => fetchReports(status, page, pageSize, signal));

export const useAdminReports = (status: ReportsStatus, page: number, pageSize: number) =>
  useAdminPage(adminReportsQuery(status, page, pageSize));
