import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import { createHash } from 'node:crypto';
import { DEFERRED_APP_LOADER, FIRST_REQUESTS_SCRIPT } from '@talent/shared';

/** A Content-Security-Policy source that allows one inline script, by its hash. */
const hashSource = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

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
        // The written pages' loader and the signed-in shells' first requests are the only inline scripts allowed.
        scriptSrc: ["'self'", ...[DEFERRED_APP_LOADER, FIRST_REQUESTS_SCRIPT].map(hashSource)],
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
