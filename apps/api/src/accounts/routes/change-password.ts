import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { changePasswordSchema, messageCodeSchema, tokenPairSchema } from '@talent/shared';
import { detailBody, forbidden } from '../../lib/errors.js';
import { currentUser } from '../../plugins/auth.js';
import { changePassword } from '../password-change.js';

const changePasswordRoute: FastifyPluginAsyncZod = async (app) => {
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
      const tokens = await changePassword(app.ctx, user, request.body, {
        ip: request.ip,
        authMethods: request.authMethods ?? undefined,
      });
      return { ...detailBody('passwordChanged'), ...tokens };
    },
  );
};

export default changePasswordRoute;
