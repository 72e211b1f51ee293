import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { outboxMessageSchema, pageQuerySchema, smsDaySchema } from '@talent/shared';
import { pageWindow, setPageHeaders } from '../../lib/list-paging.js';
import { outboxPage, type OutboxRow, smsByDay } from '../../messaging/index.js';

/** The days the console's count of SMS covers. */
const SMS_DAYS = 14;

const serializeOutboxMessage = (row: OutboxRow) => ({
  id: row.id,
  recipient: row.recipient,
  language: row.language,
  category: row.category,
  kind: row.kind,
  channel: row.channel as 'email' | 'sms',
  subject: row.subject,
  text_body: row.textBody,
  status: row.status as 'pending' | 'sent' | 'failed',
  attempts: row.attempts,
  last_error: row.lastError,
  created_at: row.createdAt.toISOString(),
  sent_at: row.sentAt?.toISOString() ?? null,
  delivery: (row.delivery as 'delivered' | 'failed' | null) ?? null,
});

const adminOutbox: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/outbox/',
    {
      schema: {
        tags: ['admin'],
        summary: 'The mail and SMS written by the product, newest first, sent or waiting',
        description:
          'Without SMTP_URL (SMS_URL) no mail (SMS) is sent and every message waits here: staff can read them (a ' +
          'password reset link, say) when the product runs on one machine. An SMS has `channel` sms, the number as ' +
          'its recipient, an empty subject, and its `delivery` once the operator reported it.',
        security: [{ bearerAuth: [] }],
        querystring: pageQuerySchema,
        response: { 200: z.array(outboxMessageSchema) },
      },
    },
    async (request, reply) => {
      const { rows, total } = await outboxPage(app.ctx.db, pageWindow(request.query));
      setPageHeaders(request, reply, request.query, total);
      return rows.map(serializeOutboxMessage);
    },
  );

  app.get(
    '/api/admin/sms-days/',
    {
      schema: {
        tags: ['admin'],
        summary: `SMS handed to the operator each day of the last ${SMS_DAYS} (Kinshasa time), newest first`,
        description:
          'With how many of them the operator reported delivered, and failed. Days without SMS are left out.',
        security: [{ bearerAuth: [] }],
        response: { 200: z.array(smsDaySchema) },
      },
    },
    async () => smsByDay(app.ctx.db, SMS_DAYS, new Date()),
  );
};

export default adminOutbox;
