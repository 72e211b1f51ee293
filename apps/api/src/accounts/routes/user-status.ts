import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userSchema } from '@talent/shared';
import { currentUser } from '../../plugins/auth.js';
import { loadUserView } from '../account-view.js';

const userStatus: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/user-status/',
    {
      schema: {
        tags: ['accounts'],
        summary: 'The signed-in user, with the profile merged in',
        security: [{ bearerAuth: [] }],
        response: { 200: userSchema },
      },
      onRequest: app.authenticate,
    },
    async (request) => loadUserView(app.ctx, currentUser(request)),
  );
};

export default userStatus;
