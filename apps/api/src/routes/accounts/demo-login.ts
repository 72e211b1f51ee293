import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestLanguage } from '../../lib/request-language.js';
import { authResponseSchema, demoLoginSchema } from '@talent/shared';
import { signIn } from '../../services/accounts.js';
import { createDemoSandbox } from '../../services/demo/sandbox.js';

const demoLogin: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/demo-login/',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Create a demo sandbox account of the given type and log in to it',
        description:
          'Each call creates a fresh account with a complete profile. Its `user.email` logs in with the demo ' +
          'password; the account cannot change its password and is deleted after DEMO_TTL_HOURS.',
        body: demoLoginSchema,
        response: { 201: authResponseSchema },
      },
      onRequest: app.limitByIp('demo-login'),
    },
    async (request, reply) => {
      const user = await createDemoSandbox(app.ctx, request.body.user_type);
      return reply.code(201).send(await signIn(app.ctx, user, { language: requestLanguage(request) }));
    },
  );
};

export default demoLogin;
