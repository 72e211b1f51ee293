import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { detailSchema, emailConfirmationSchema } from '@talent/shared';
import { detailBody } from '../../lib/errors.js';
import { currentUser } from '../../plugins/auth.js';
import { confirmEmail, sendConfirmation } from '../email-confirmation.js';

const emailConfirmation: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/email-confirmation/',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Send the link that confirms the signed-in account’s address again',
        description:
          'Limited per IP and per account (429). An address already confirmed is told so, and no mail is sent.',
        security: [{ bearerAuth: [] }],
        response: { 200: detailSchema },
      },
      onRequest: [app.limitByIp('email-confirmation'), app.authenticate],
      config: { errors: [429] },
    },
    async (request) => {
      const user = currentUser(request);
      await app.rateLimits.byAccount('email-confirmation', user.email);
      if (user.emailConfirmedAt) return detailBody('emailConfirmed');
      await sendConfirmation(app.ctx.db, app.ctx, user);
      return detailBody('emailConfirmationSent');
    },
  );

  app.post(
    '/api/email-confirmation/confirm/',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Confirm an account’s address with the token of the link mailed to it',
        description:
          'Needs no sign-in: the link may be opened on another device. An expired or forged token is a 400 on `token`.',
        body: emailConfirmationSchema,
        response: { 200: detailSchema },
      },
      onRequest: app.limitByIp('email-confirmation'),
    },
    async (request) => {
      await confirmEmail(app.ctx.db, app.ctx.secret, request.body.token);
      return detailBody('emailConfirmed');
    },
  );
};

export default emailConfirmation;
