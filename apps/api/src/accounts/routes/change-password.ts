import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { changePasswordSchema, messageCodeSchema, tokenPairSchema } from '@talent/shared';
import { detailBody, fieldError, forbidden } from '../../lib/errors.js';
import { currentUser } from '../../plugins/auth.js';
import { recordAccountEvent } from '../../audit/index.js';
import { revokeAllForUser } from '../repositories/refresh-tokens.js';
import { endAccessTokens, updatePasswordHash } from '../repositories/users.js';
import { hashPassword, refuseGuessablePassword, verifyPassword } from '../passwords.js';
import { issueTokens } from '../sessions.js';
import { queueMail } from '../../messaging/index.js';

const changePassword: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/change-password/',
    {
      schema: {
        tags: ['accounts'],
        summary: "Change the signed-in user's password",
        description:
          'Ends every other session of the user, mails a notice, and returns a fresh token pair for this one. Demo accounts get 403.',
        security: [{ bearerAuth: [] }],
        body: changePasswordSchema,
        response: { 200: tokenPairSchema.extend({ detail: z.string(), detail_code: messageCodeSchema }) },
      },
      onRequest: [app.limitByIp('change-password'), app.authenticate],
    },
    async (request) => {
      const user = currentUser(request);
      await app.rateLimits.byAccount('change-password', user.email);
      if (user.isDemo) throw forbidden('demoAccountLocked', 'demo_account_locked');
      const { current_password, new_password } = request.body;
      const event = { action: 'auth.password_change', userId: user.id, ip: request.ip } as const;
      if (!(await verifyPassword(user.passwordHash, current_password))) {
        await recordAccountEvent(app.ctx.db, { ...event, outcome: 'wrong_current_password' });
        throw fieldError('current_password', 'currentPasswordWrong', 'wrong_password');
      }
      refuseGuessablePassword('new_password', new_password, [user.email, user.firstName, user.lastName]);
      const passwordHash = await hashPassword(new_password);
      const tokens = await app.ctx.db.transaction(async (tx) => {
        await updatePasswordHash(tx, user.id, passwordHash);
        await revokeAllForUser(tx, user.id);
        const sessionVersion = await endAccessTokens(tx, user.id);
        await queueMail(tx, app.ctx, user, 'password_changed', undefined);
        await recordAccountEvent(tx, { ...event, outcome: 'success' });
        // The new session is proved as the one it replaces was (a staff member's one-time code included).
        return issueTokens(app.ctx, { ...user, sessionVersion }, { db: tx, amr: request.authMethods ?? undefined });
      });
      return { ...detailBody('passwordChanged'), ...tokens };
    },
  );
};

export default changePassword;
