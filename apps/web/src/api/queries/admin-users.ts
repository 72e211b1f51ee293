import type { QueryClient } from '@tanstack/react-query';
import { fetchUsers } from '../admin';
import { adminQuery, useAdminPage } from './admin-page';
import { refetchAfterJobChange } from './admin-jobs';

/** GET /api/admin/users/: every account, filtered by type and a search, page by page. */
const ADMIN_USERS = ['admin', 'users'] as const;

export interface AdminUsersFilter {
  type?: string;
  q?: string;
  /** One account, by its id (the reports link to an employer's). */
  id?: string;
}

export const adminUsersQuery = (filter: AdminUsersFilter, page: number, pageSize: number) =>
  adminQuery([...ADMIN_USERS, filter, pageSize, page], (signal) => fetchUsers(filter, page, pageSize, signal));

export const useAdminUsers = (filter: AdminUsersFilter, page: number, pageSize: number) =>
  useAdminPage(adminUsersQuery(filter, page, pageSize));

/**
 * After an account is verified, suspended or its suspension lifted: the users, and the jobs and reports (which show the employer's badges;
 * a suspension closes its jobs) and the audit log, are fetched again.
 */
export const refetchAfterAccountChange = (client: QueryClient) => refetchAfterJobChange(client, ADMIN_USERS);
