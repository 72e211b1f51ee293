import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { logoutSchema } from '@talent/shared';
import { bearerToken } from '../../plugins/auth.js';
import { forbidden, unauthorized } from '../../lib/errors.js';
import { endSession, readRefreshToken } from '../sessions.js';
import type { AccessClaims } from '../../lib/jwt.js';

const logout: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/logout/',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Log out: end the session of the refresh token sent',
        description:
          'Needs a valid access token or the refresh token (`{"refresh": "..."}`); the refresh token\'s session ' +
          "is revoked, and every access token of the user issued so far stops working at once (the user's other " +
          'devices get new ones with their own refresh tokens). 204 on success.',
        security: [{ bearerAuth: [] }, {}],
        body: logoutSchema,
        response: { 204: z.null().describe('Logged out') },
      },
    },
    async (request, reply) => {
      const bearer = bearerToken(request);
      const access: AccessClaims | undefined = bearer
        ? await app.ctx.tokens.verifyAccess(bearer).catch(() => undefined)
        : undefined;
      const sent = request.body?.refresh;
      const refresh = sent ? await readRefreshToken(app.ctx, sent).catch(() => undefined) : undefined;
      if (!access && !refresh) throw unauthorized();
      // One user cannot end another's session, even holding its token.
      if (access && refresh && access.sub !== refresh.sub) throw forbidden();
      await endSession(app.ctx, (access ?? refresh)!.sub, refresh);
      return reply.code(204).send(null);
    },
  );
};

export default logout;
