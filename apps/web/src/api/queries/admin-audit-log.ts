import { fetchAuditLog } from '../admin';
import { adminQuery, useAdminPage } from './admin-page';

/** GET /api/admin/audit-log/: who did what, newest first. Every staff action invalidates it. */
export const ADMIN_AUDIT = ['admin', 'audit'] as const;

export const adminAuditLogQuery = (page: number, pageSize: number) =>
  adminQuery([...ADMIN_AUDIT, pageSize, page], (signal) => fetchAuditLog(page, pageSize, signal));

export const useAdminAuditLog = (page: number, pageSize: number) => useAdminPage(adminAuditLogQuery(page, pageSize));
