import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DELETION_CODE, PHONE_CODE_LENGTH, deleteAccountSchema, detailSchema } from '@talent/shared';
import { detailBody } from '../../lib/errors.js';
import { currentUser } from '../../plugins/auth.js';
import { deleteOwnAccount, sendDeletionCode } from '../account-deletion.js';

/** The right to erasure, from the account itself. */
const deleteAccount: FastifyPluginAsyncZod = async (app) => {
  app.delete(
    '/api/me/',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Delete your account, with its password (or the code mailed to it)',
        description:
          'Every session ends at once; your files, profile, alerts, notices, settings and mail go; your ' +
          'applications stay as anonymous records (no name, address, phone, letter, CV or photo) for the ' +
          "employers' and staff's history; an employer's open jobs close. The address can register again. An account " +
          'with a password gives `password` (400 on it when missing or wrong); one without (made with Google or ' +
          'LinkedIn) gives `code`, mailed by POST /api/me/deletion-code/ (400 on it when wrong, or spent after the ' +
          'fifth wrong try or its expiry). 403 for staff accounts.',
        security: [{ bearerAuth: [] }],
        body: deleteAccountSchema,
        response: { 204: z.null().describe('Deleted') },
      },
      onRequest: [app.limitByIp('account-deletion'), app.authenticate],
      config: { errors: [403] },
    },
    async (request, reply) => {
      const user = currentUser(request);
      await app.rateLimits.byAccount('account-deletion', user.email);
      await deleteOwnAccount(app.ctx, user, request.body, request.ip);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/me/deletion-code/',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Mail a code that confirms the deletion of an account without a password',
        description:
          `For an account made with Google or LinkedIn: a ${PHONE_CODE_LENGTH}-digit code to its address, valid ` +
          `${DELETION_CODE.ttlMinutes} minutes, to give as \`code\` to DELETE /api/me/. One a minute at most (429 ` +
          'with Retry-After). 400 when the account has a password (delete it with that); 403 for staff accounts.',
        security: [{ bearerAuth: [] }],
        response: { 202: detailSchema },
      },
      onRequest: [app.limitByIp('account-deletion'), app.authenticate],
      config: { errors: [403, 429] },
    },
    async (request, reply) => {
      const user = currentUser(request);
      await app.rateLimits.byAccount('account-deletion', user.email);
      await sendDeletionCode(app.ctx, user);
      return reply
        .code(202)
        .send(
          detailBody({ key: 'deletionCodeSent', params: { email: user.email, minutes: DELETION_CODE.ttlMinutes } }),
        );
    },
  );
};

export default deleteAccount;
