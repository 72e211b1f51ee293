import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SOCIAL_SCOPES, socialProviderInfoSchema } from '@talent/shared';
import { socialRedirectUri } from '../../social/providers.js';

/** The list should not wait long on a provider that is down: its button is shown anyway, and says so when used. */
const LIST_WAIT_MS = 3000;

const providers: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/social/providers/',
    {
      schema: {
        tags: ['social'],
        summary: 'The social sign-in providers configured on this site, and how to start them',
        description:
          'Only providers whose client id and secret are configured are listed (an empty list when none is). ' +
          "`authorization_endpoint` comes from the provider's discovery document and is null while the " +
          'provider cannot be reached. Start a sign-in with POST /api/social/{provider}/start/.',
        response: { 200: z.array(socialProviderInfoSchema) },
      },
    },
    async () => {
      const { clients } = app.social;
      return Promise.all(
        clients.providers.map(async (settings) => {
          const waited = new Promise<null>((resolve) => setTimeout(resolve, LIST_WAIT_MS, null).unref());
          const discovered = await Promise.race([clients.discover(settings).catch(() => null), waited]);
          return {
            provider: settings.provider,
            name: settings.name,
            authorization_endpoint: discovered?.authorizationEndpoint ?? null,
            client_id: settings.clientId,
            scopes: [...SOCIAL_SCOPES],
            redirect_uri: socialRedirectUri(app.ctx.config),
            pkce: discovered?.pkce ?? false,
          };
        }),
      );
    },
  );
};

export default providers;
