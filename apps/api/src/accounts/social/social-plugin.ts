import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createOidcClients } from './oidc-clients.js';
import { configuredProviders } from './providers.js';
import { socialSignIn } from './social-sign-in.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Social sign-in with the configured OpenID Connect providers (discovery kept per app). */
    social: ReturnType<typeof socialSignIn> & { clients: ReturnType<typeof createOidcClients> };
  }
}

export default fp(async function social(app: FastifyInstance) {
  const clients = createOidcClients(configuredProviders(app.ctx.config));
  app.decorate('social', { ...socialSignIn(app.ctx, clients, app.log), clients });
});
