import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { outboxMessageSchema, pageQuerySchema } from '@talent/shared';
import { pageWindow, setPageHeaders } from '../../lib/list-paging.js';
import { listOutbox, type OutboxRow } from '../../repositories/outbox.js';

const serializeOutboxMessage = (row: OutboxRow) => ({
  id: row.id,
  recipient: row.recipient,
  language: row.language,
  category: row.category,
  kind: row.kind,
  subject: row.subject,
  text_body: row.textBody,
  status: row.status as 'pending' | 'sent' | 'failed',
  attempts: row.attempts,
  last_error: row.lastError,
  created_at: row.createdAt.toISOString(),
  sent_at: row.sentAt?.toISOString() ?? null,
});

const adminOutbox: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/outbox/',
    {
      schema: {
        tags: ['admin'],
        summary: 'The mail written by the product, newest first, sent or waiting',
        description:
          'Without SMTP_URL nothing is sent and every message waits here: staff can read them (a password reset ' +
          'link, say) when the product runs on one machine.',
        security: [{ bearerAuth: [] }],
        querystring: pageQuerySchema,
        response: { 200: z.array(outboxMessageSchema) },
      },
    },
    async (request, reply) => {
      const { rows, total } = await listOutbox(app.ctx.db, pageWindow(request.query));
      setPageHeaders(request, reply, request.query, total);
      return rows.map(serializeOutboxMessage);
    },
  );
};

export default adminOutbox;
