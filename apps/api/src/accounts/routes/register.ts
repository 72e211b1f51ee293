import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionClientOf } from '../../lib/device-kind.js';
import { requestLanguage } from '../../lib/request-language.js';
import { authResponseSchema, registerSchema } from '@talent/shared';
import { registerAccount, signIn } from '../accounts.js';

const register: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/register/',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Create an account (professional or employer) with its profile',
        description: 'A mail with a link that confirms the address is sent to it, in the language of the request.',
        body: registerSchema,
        response: { 201: authResponseSchema },
      },
      onRequest: app.limitByIp('register'),
    },
    async (request, reply) => {
      await app.rateLimits.byAccount('register', request.body.email);
      const language = requestLanguage(request);
      const user = await registerAccount(app.ctx, request.body, language);
      const how = { method: 'registration', client: sessionClientOf(request) } as const;
      return reply.code(201).send(await signIn(app.ctx, user, { how, language }));
    },
  );
};

export default register;
