import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import { createHash } from 'node:crypto';
import { DEFERRED_APP_LOADER } from '@talent/shared';

/**
 * Helmet's security headers on every answer. The middleware is built once, here: Fastify's own Helmet plugin
 * builds it again for each request, parsing the policy every time, which cost a list request more than its
 * database rows did. A route may still set a stricter header of its own (files are sandboxed).
 */
export default fp(async function securityHeaders(app: FastifyInstance) {
  const headers = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // The prerendered pages' loader is the one inline script allowed, by its hash.
        scriptSrc: ["'self'", `'sha256-${createHash('sha256').update(DEFERRED_APP_LOADER).digest('base64')}'`],
        connectSrc: ["'self'"],
        mediaSrc: ["'self'", 'data:', 'blob:'],
        frameAncestors: ["'none'"],
        formAction: ["'self'", 'https:'],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    headers(request.raw, reply.raw, (error) => done(error instanceof Error ? error : undefined));
  });
});
