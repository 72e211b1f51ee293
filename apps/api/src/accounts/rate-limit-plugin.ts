import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { RATE_LIMITED } from '../lib/error-responses.js';
import { createRateLimits, type LimitedAction, type RateLimits } from './rate-limits.js';

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
  app.decorate('limitByIp', (action: LimitedAction) =>
    Object.assign(async (request: FastifyRequest) => limits.byIp(action, request.ip), { [RATE_LIMITED]: true }),
  );
  app.addHook('onClose', async () => limits.close());
});
