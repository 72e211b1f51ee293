import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { createRateLimits, type LimitedAction, type RateLimits } from '../services/rate-limits.js';

declare module 'fastify' {
  interface FastifyInstance {
    rateLimits: RateLimits;
    /** onRequest hook: counts the attempt against the caller's address before anything else runs. */
    limitByIp: (action: LimitedAction) => (request: FastifyRequest) => Promise<void>;
  }
}

export default fp(async function rateLimit(app: FastifyInstance) {
  const limits = await createRateLimits(app.ctx.config, app.ctx.redisUrl, app.log);
  app.decorate('rateLimits', limits);
  app.decorate('limitByIp', (action: LimitedAction) => async (request: FastifyRequest) => {
    await limits.byIp(action, request.ip);
  });
  app.addHook('onClose', async () => limits.close());
});
