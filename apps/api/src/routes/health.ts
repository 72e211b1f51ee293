import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const health: FastifyPluginAsyncZod = async (app) => {
  app.get('/healthz', { schema: { hide: true, response: { 200: z.object({ status: z.literal('ok') }) } } }, async () => ({
    status: 'ok' as const,
  }));

  /** Ready when the database answers. */
  app.get('/readyz', { schema: { hide: true } }, async (_request, reply) => {
    try {
      await app.ctx.database.ping();
      return { status: 'ready', database: app.ctx.database.kind };
    } catch (err) {
      app.log.warn({ err }, 'database not reachable');
      return reply.code(503).send({ status: 'unavailable', detail: 'The database is not reachable.' });
    }
  });
};

export default health;
