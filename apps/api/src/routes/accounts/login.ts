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
        description: 'A wrong e-mail or password gives 401 {"detail": "Invalid email or password."}.',
        body: loginSchema,
        response: { 200: authResponseSchema },
      },
      onRequest: app.limitByIp('login'),
    },
    async (request) => {
      const { email, password } = request.body;
      await app.rateLimits.byAccount('login', email);
      const user = await checkCredentials(app.ctx, email, password);
      return signIn(app.ctx, user);
    },
  );
};

export default login;
