import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authResponseSchema, loginSchema } from '@talent/shared';
import { checkCredentials, signIn } from '../../services/accounts.js';

const login: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/token/',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Log in with e-mail and password',
        description:
          'A wrong e-mail or password gives 401 {"detail": "Invalid email or password."}. Past a few failures, the ' +
          'next sign-in of that account or from that address waits (429 with Retry-After), the right password too.',
        body: loginSchema,
        response: { 200: authResponseSchema },
      },
      onRequest: app.limitByIp('login'),
    },
    async (request) => {
      const { email, password } = request.body;
      const throttle = app.rateLimits.signIn;
      await throttle.check(email, request.ip);
      let user;
      try {
        user = await checkCredentials(app.ctx, email, password);
      } catch (err) {
        await throttle.failed(email, request.ip);
        throw err;
      }
      await throttle.succeeded(email, request.ip);
      return signIn(app.ctx, user);
    },
  );
};

export default login;
