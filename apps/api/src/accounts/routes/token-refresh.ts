import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { refreshSchema, tokenPairSchema } from '@talent/shared';
import { readRefreshToken, rotateTokens } from '../sessions.js';

const tokenRefresh: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/token/refresh/',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Exchange a refresh token for a new access token and a new refresh token',
        description:
          'The refresh token is rotated: the one sent can never be used again. Sending an already used one ' +
          'ends the whole session (401), since it means the token was copied. A suspended account gets 401 ' +
          '`account_suspended`. Limited per IP and per account, as the log-in is (429).',
        body: refreshSchema,
        response: { 200: tokenPairSchema },
      },
      onRequest: app.limitByIp('token-refresh'),
      config: { errors: [401, 429] },
    },
    async (request) => {
      // Per account too, as the log-in is: a stolen refresh token cannot be spun through many addresses.
      const claims = await readRefreshToken(app.ctx, request.body.refresh);
      await app.rateLimits.byAccount('token-refresh', claims.sub);
      return rotateTokens(app.ctx, request.body.refresh, request.ip);
    },
  );
};

export default tokenRefresh;
