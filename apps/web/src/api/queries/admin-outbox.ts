import { fetchOutbox } from '../admin';
import { adminQuery, useAdminPage } from './admin-page';

/** GET /api/admin/outbox/: the mail the site wrote, sent or waiting, newest first. */
const ADMIN_OUTBOX = ['admin', 'outbox'] as const;

export const adminOutboxQuery = (page: number, pageSize: number) =>
  adminQuery([...ADMIN_OUTBOX, pageSize, page], (signal) => fetchOutbox(page, pageSize, signal));

export const useAdminOutbox = (page: number, pageSize: number) => useAdminPage(adminOutboxQuery(page, pageSize));
