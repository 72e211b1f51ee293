import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { serviceUnavailable } from './lib/errors.js';

const health: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/healthz',
    { schema: { hide: true, response: { 200: z.object({ status: z.literal('ok') }) } } },
    async () => ({
      status: 'ok' as const,
    }),
  );

  /** Ready when the database answers: a load balancer sends no traffic to an instance that cannot serve it. */
  app.get('/readyz', { schema: { hide: true } }, async (_request, reply) => {
    try {
      await app.ctx.database.ping();
      return { status: 'ready', database: app.ctx.database.kind };
    } catch (err) {
      app.log.warn({ err }, 'database not reachable');
      const { body, retryAfterSeconds } = serviceUnavailable('database_unavailable');
      return reply
        .code(503)
        .header('Retry-After', String(retryAfterSeconds))
        .send({ status: 'unavailable', ...body });
    }
  });
};

export default health;
