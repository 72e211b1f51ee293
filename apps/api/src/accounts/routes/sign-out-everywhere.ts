import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/auth.js';
import { endAllSessions } from '../sessions.js';

const signOutEverywhere: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/logout/all/',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Sign out of all devices',
        description:
          'Ends every session of the signed-in user, this one included: every refresh and access token stops working at once. 204.',
        security: [{ bearerAuth: [] }],
        response: { 204: z.null().describe('Signed out everywhere') },
      },
      onRequest: app.authenticate,
    },
    async (request, reply) => {
      await endAllSessions(app.ctx, currentUser(request).id, request.ip);
      return reply.code(204).send(null);
    },
  );
};

export default signOutEverywhere;
