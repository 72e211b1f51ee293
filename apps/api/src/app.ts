import Fastify, { type FastifyReply, type FastifyServerOptions } from 'fastify';
import multipart from '@fastify/multipart';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { randomUUID } from 'node:crypto';
import type { AppContext } from './context.js';
import errorHandler from './plugins/error-handler.js';
import auth from './plugins/auth.js';
import { rateLimitPlugin, socialSignInPlugin } from './accounts/index.js';
import compression from './plugins/compression.js';
import securityHeaders from './plugins/security-headers.js';
import docs from './plugins/docs.js';
import metrics from './plugins/metrics.js';
import webApp from './plugins/web-app.js';
import routes from './routes.js';
import { MB } from '@talent/shared';
import { detailBody, serviceUnavailable } from './lib/errors.js';

export interface BuildOptions {
  logger?: FastifyServerOptions['logger'];
  /** Serve the built web app with a history fallback (production). */
  serveWeb?: boolean;
}

/** Builds the whole HTTP application around a context; the server and the tests both use it. */
export async function buildApp(ctx: AppContext, options: BuildOptions = {}) {
  const app = Fastify({
    logger: options.logger ?? false,
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID();
    },
    requestIdHeader: false,
    trustProxy: ctx.config.TRUST_PROXY,
    bodyLimit: 1 * MB,
    requestTimeout: ctx.config.REQUEST_TIMEOUT_SECONDS * 1000,
    connectionTimeout: ctx.config.IDLE_TIMEOUT_SECONDS * 1000,
    // Late requests during a shutdown get the API's own 503 body (below), not Fastify's.
    return503OnClosing: false,
    routerOptions: { ignoreTrailingSlash: false },
    // Errors of the router itself (a malformed or too long URL) come before the error handler: same body shape.
    frameworkErrors: (error, _request, reply) => {
      const status = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : 400;
      void (reply as FastifyReply).code(status).send(detailBody('badRequest', error.code ?? 'bad_request'));
    },
  }).withTypeProvider<ZodTypeProvider>();

  app.decorate('ctx', ctx);
  // First, so that its hooks see every request, the ones refused during a shutdown included.
  await app.register(metrics);
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  // A request that reaches this instance on a kept-alive connection while it drains is told to come back, and
  // the connection is closed so that the client's next attempt goes to an instance that is up.
  app.addHook('onRequest', async (_request, reply) => {
    if (!closing) return;
    reply.header('Connection', 'close');
    throw serviceUnavailable('shutting_down');
  });
  // An action without a payload (approve, close, logout) may be sent as JSON with an empty body.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (typeof body === 'string' && body.trim() === '') return done(null, {});
    return parseJson(request, body as string, done);
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('X-Request-Id', request.id);
  });

  await app.register(errorHandler);
  // Before any route: it hooks into each route as that route is added.
  await app.register(compression);
  await app.register(securityHeaders);
  // Files are streamed and cut at the largest upload limit; each route checks its own smaller limit.
  await app.register(multipart, { limits: { fileSize: 5 * MB, files: 4, fields: 60, fieldSize: 100_000, parts: 70 } });
  await app.register(auth);
  await app.register(rateLimitPlugin);
  await app.register(socialSignInPlugin);
  await app.register(docs);
  await app.register(routes);
  await app.register(webApp, { serveWeb: options.serveWeb ?? false });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
