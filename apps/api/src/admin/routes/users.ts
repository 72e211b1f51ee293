import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminUserSchema,
  adminUsersQuerySchema,
  suspendUserSchema,
  unsuspendUserSchema,
  verifyEmployerSchema,
} from '@talent/shared';
import { notFound } from '../../lib/errors.js';
import { pageWindow, setPageHeaders } from '../../lib/list-paging.js';
import { currentUser } from '../../plugins/auth.js';
import { userForStaff, usersPage } from '../staff-users.js';
import { serializeAdminUser } from '../admin-serializer.js';
import { liftSuspension, verifyEmployer } from '../../moderation/index.js';
import { suspendAccount } from '../../conversations/index.js';

/** `/<id>/` of a user: a UUID, or a 404 like a user that does not exist. */
const userParamsSchema = z.object({ id: z.string() });
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const userId = (raw: string) => {
  if (!UUID.test(raw)) throw notFound();
  return raw;
};

const adminUsers: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/users/',
    {
      schema: {
        tags: ['admin'],
        summary: 'Users with their onboarding state and activity, newest first',
        security: [{ bearerAuth: [] }],
        querystring: adminUsersQuerySchema,
        response: { 200: z.array(adminUserSchema) },
      },
    },
    async (request, reply) => {
      const { type, q, id } = request.query;
      const { rows, total } = await usersPage(app.ctx.db, { type, q: q || undefined, id }, pageWindow(request.query));
      setPageHeaders(request, reply, request.query, total);
      return rows.map(serializeAdminUser);
    },
  );

  const shown = async (id: string) => {
    return serializeAdminUser(await userForStaff(app.ctx.db, id));
  };

  app.post(
    '/api/admin/users/:id/verify/',
    {
      schema: {
        tags: ['admin'],
        summary: 'Record that staff checked who an employer is (an RCCM number, a call, a visit)',
        description:
          'Professionals then see `employer_verified` on its jobs; the company itself stays confidential until ' +
          'they are shortlisted. Employers only (400 otherwise). In the audit log.',
        security: [{ bearerAuth: [] }],
        params: userParamsSchema,
        body: verifyEmployerSchema,
        response: { 200: adminUserSchema },
      },
      config: { errors: [404] },
    },
    async (request) => {
      const id = userId(request.params.id);
      await verifyEmployer(app.ctx.db, id, request.body.note, currentUser(request).id);
      return shown(id);
    },
  );

  app.post(
    '/api/admin/users/:id/suspend/',
    {
      schema: {
        tags: ['admin'],
        summary: 'Suspend an account: its sessions end at once, its open jobs close, its applicants are told',
        description:
          'Signing in then answers 403 `account_suspended`, and a token issued before 401 `account_suspended`. ' +
          'Every open report of its jobs is settled (`employer_suspended`) and its reporter told in the app and by ' +
          'mail; the open applications of its jobs close (`closed`, `closed_reason` `job_withdrawn`) and their ' +
          'applicants are told in the app, by mail and by SMS as each chose; the account is mailed the decision ' +
          'with the reason. Staff accounts cannot be suspended here (400). In the audit log, with the reason.',
        security: [{ bearerAuth: [] }],
        params: userParamsSchema,
        body: suspendUserSchema,
        response: { 200: adminUserSchema },
      },
      config: { errors: [404] },
    },
    async (request) => {
      const id = userId(request.params.id);
      await suspendAccount(app.ctx, id, request.body.reason, currentUser(request).id);
      return shown(id);
    },
  );

  app.post(
    '/api/admin/users/:id/unsuspend/',
    {
      schema: {
        tags: ['admin'],
        summary: 'Lift a suspension: the account signs in again',
        description:
          'What the suspension did stays done: its jobs stay closed, their applications closed. The account is ' +
          'mailed that it can sign in again. 400 `not_suspended` for an account that is not suspended. In the ' +
          'audit log, with the reason.',
        security: [{ bearerAuth: [] }],
        params: userParamsSchema,
        body: unsuspendUserSchema,
        response: { 200: adminUserSchema },
      },
      config: { errors: [404] },
    },
    async (request) => {
      const id = userId(request.params.id);
      await liftSuspension(app.ctx, id, request.body.reason, currentUser(request).id);
      return shown(id);
    },
  );
};

export default adminUsers;
