import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminUserSchema, adminUsersQuerySchema } from '@talent/shared';
import { pageWindow, setPageHeaders } from '../../lib/list-paging.js';
import { listUsers } from '../../repositories/admin.js';
import { serializeAdminUser } from '../../serializers/admin.js';

const adminUsers: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/users/',
    {
      schema: {
        tags: ['admin'],
        summary: 'Users with their onboarding state and activity, newest first',
        security: [{ bearerAuth: [] }],
        querystring: adminUsersQuerySchema,
        response: { 200: z.array(adminUserSchema) },
      },
    },
    async (request, reply) => {
      const { type, q } = request.query;
      const { rows, total } = await listUsers(app.ctx.db, { type, q: q || undefined }, pageWindow(request.query));
      setPageHeaders(request, reply, request.query, total);
      return rows.map(serializeAdminUser);
    },
  );
};

export default adminUsers;
