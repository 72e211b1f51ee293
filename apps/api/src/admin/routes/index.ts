import type { FastifyInstance } from 'fastify';
import { requireStaff } from '../../plugins/auth.js';
import adminApplications from './applications.js';
import adminAuditLog from './audit-log.js';
import adminJobs from './jobs.js';
import adminUsers from './users.js';
import adminOutbox from './outbox.js';
import adminReports from './reports.js';
import adminMessages from './messages.js';

/**
 * The staff API under /api/admin/, behind the console at /admin. Every route of this scope is for staff only:
 * 401 without a valid token, 403 for any other user. The check runs on request, before validation, so that
 * nobody else learns anything about these endpoints.
 */
export default async function adminRoutes(app: FastifyInstance) {
  app.addHook('onRequest', app.authenticate);
  app.addHook('onRequest', requireStaff);
  await app.register(adminJobs);
  await app.register(adminApplications);
  await app.register(adminUsers);
  await app.register(adminAuditLog);
  await app.register(adminOutbox);
  await app.register(adminReports);
  await app.register(adminMessages);
}
