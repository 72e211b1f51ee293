import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { refreshSchema, tokenPairSchema } from '@talent/shared';
import { rotateTokens } from '../../services/sessions.js';

const tokenRefresh: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/token/refresh/',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Exchange a refresh token for a new access token and a new refresh token',
        description:
          'The refresh token is rotated: the one sent can never be used again. Sending an already used one ' +
          'ends the whole session (401), since it means the token was copied.',
        body: refreshSchema,
        response: { 200: tokenPairSchema },
      },
      config: { errors: [401] },
    },
    async (request) => rotateTokens(app.ctx, request.body.refresh, request.ip),
  );
};

export default tokenRefresh;
