import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { deleteAccountSchema } from '@talent/shared';
import { currentUser } from '../../plugins/auth.js';
import { deleteOwnAccount } from '../../services/account-deletion.js';

/** The right to erasure, from the account itself. */
const deleteAccount: FastifyPluginAsyncZod = async (app) => {
  app.delete(
    '/api/me/',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Delete your account, with its password',
        description:
          'Every session ends at once; your files, profile, alerts, notices, settings and mail go; your ' +
          'applications stay as anonymous records (no name, address, phone, letter, CV or photo) for the ' +
          "employers' and staff's history; an employer's open jobs close. The address can register again. 400 on " +
          '`password` when wrong, or when the account has none (choose one with "Forgot password?" first); 403 for ' +
          'staff accounts.',
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
      await deleteOwnAccount(app.ctx, user, request.body.password, request.ip);
      return reply.code(204).send(null);
    },
  );
};

export default deleteAccount;
