import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditLogEntrySchema, pageQuerySchema } from '@talent/shared';
import { pageWindow, setPageHeaders } from '../../lib/list-paging.js';
import { auditLogPage } from '../../audit/index.js';
import { serializeAuditEntry } from '../admin-serializer.js';

const adminAuditLog: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/audit-log/',
    {
      schema: {
        tags: ['admin'],
        summary: 'What staff and employers changed, newest first',
        security: [{ bearerAuth: [] }],
        querystring: pageQuerySchema,
        response: { 200: z.array(auditLogEntrySchema) },
      },
    },
    async (request, reply) => {
      const { rows, total } = await auditLogPage(app.ctx.db, pageWindow(request.query));
      setPageHeaders(request, reply, request.query, total);
      return rows.map(serializeAuditEntry);
    },
  );
};

export default adminAuditLog;
