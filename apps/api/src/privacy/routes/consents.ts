import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { consentsSchema } from '@talent/shared';
import { currentUser } from '../../plugins/auth.js';
import { loadConsents } from '../consents.js';

/** The record of consent: what the person agreed to, when and how, shown in their account. */
const consents: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/me/consents/',
    {
      schema: {
        tags: ['accounts'],
        summary: 'What you agreed to, and when',
        description:
          'The privacy notice accepted at registration (its version and time; null for an account made before ' +
          'they were recorded), each e-mail and SMS category with its state, when and how it was last changed ' +
          '(`since` null: never, so its default since registration), and the job alerts saved.',
        security: [{ bearerAuth: [] }],
        response: { 200: consentsSchema },
      },
      onRequest: app.authenticate,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return loadConsents(app.ctx.db, currentUser(request).id);
    },
  );
};

export default consents;
