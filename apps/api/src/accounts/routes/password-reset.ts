import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { detailBody } from '../../lib/errors.js';
import {
  authResponseSchema,
  detailSchema,
  PASSWORD_RESET_TTL_MINUTES,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
} from '@talent/shared';
import { sessionClientOf } from '../../lib/device-kind.js';
import { requestLanguage } from '../../lib/request-language.js';
import { signIn } from '../accounts.js';
import { confirmReset, prepareReset } from '../password-reset.js';

const passwordReset: FastifyPluginAsyncZod = async (app) => {
  // The writes done after answering; the server waits for them when it closes.
  const afterAnswers = new Set<Promise<void>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled([...afterAnswers]);
  });

  app.post(
    '/api/password-reset/',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Send a link to choose a new password to this address, if an account has it',
        description:
          'The answer is the same, and as fast, whether or not an account has the address. The link works once, ' +
          `for ${PASSWORD_RESET_TTL_MINUTES} minutes. Demo accounts get no link. Limited per address and per IP (429).`,
        body: passwordResetRequestSchema,
        response: { 200: detailSchema },
      },
      onRequest: app.limitByIp('password-reset'),
      config: { errors: [429] },
    },
    async (request) => {
      await app.rateLimits.byAccount('password-reset', request.body.email);
      const write = await prepareReset(app.ctx, request.body.email, request.ip, requestLanguage(request));
      if (write) {
        // setImmediate: the answer leaves first, so that its time does not tell an account from none.
        const done = new Promise<void>((resolve) => setImmediate(resolve))
          .then(write)
          .catch((err: unknown) => request.log.error({ err }, 'password reset link not written'))
          .finally(() => afterAnswers.delete(done));
        afterAnswers.add(done);
      }
      return detailBody({ key: 'passwordResetSent', params: { minutes: PASSWORD_RESET_TTL_MINUTES } });
    },
  );

  app.post(
    '/api/password-reset/confirm/',
    {
      schema: {
        tags: ['accounts'],
        summary: "Choose a new password with a reset link's token, and sign in",
        description:
          'The password follows the rules of registration. Every other session of the account ends, and a notice ' +
          'is sent. Answers as a log-in does. An expired, used or unknown token is a 400 on `token`.',
        body: passwordResetConfirmSchema,
        response: { 200: authResponseSchema },
      },
      onRequest: app.limitByIp('password-reset-confirm'),
    },
    async (request) => {
      const user = await confirmReset(app.ctx, request.body.token, request.body.password, request.ip);
      const how = { method: 'password_reset', client: sessionClientOf(request) } as const;
      return signIn(app.ctx, user, { how, language: requestLanguage(request) });
    },
  );
};

export default passwordReset;
