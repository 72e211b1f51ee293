import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionClientOf } from '../../lib/device-kind.js';
import { requestLanguage } from '../../lib/request-language.js';
import { authResponseSchema, demoLoginSchema } from '@talent/shared';
import { signIn } from '../../accounts/index.js';
import { createDemoSandbox } from '../sandbox.js';

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
      const how = { method: 'demo', client: sessionClientOf(request) } as const;
      return reply.code(201).send(await signIn(app.ctx, user, { how, language: requestLanguage(request) }));
    },
  );
};

export default demoLogin;
