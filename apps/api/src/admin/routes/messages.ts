import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  detailSchema,
  heldMessageSchema,
  pageQuerySchema,
  refuseHeldMessageSchema,
  reportedThreadSchema,
} from '@talent/shared';
import { detailBody } from '../../lib/errors.js';
import { idParamsSchema, toId } from '../../lib/id-param.js';
import { pageWindow, setPageHeaders } from '../../lib/list-paging.js';
import { currentUser } from '../../plugins/auth.js';
import { heldTextsPage, readReportedThread, refuseHeldMessage, releaseHeldMessage } from '../../conversations/index.js';

/** Employers' messages held because they ask applicants for money, and the threads staff read through a report. */
const adminMessages: FastifyPluginAsyncZod = async (app) => {
  const security = [{ bearerAuth: [] }];

  app.get(
    '/api/admin/held-messages/',
    {
      schema: {
        tags: ['admin'],
        summary: "Employers' messages held because they ask an applicant for money, oldest first",
        security,
        querystring: pageQuerySchema,
        response: { 200: z.array(heldMessageSchema) },
      },
    },
    async (request, reply) => {
      const page = await heldTextsPage(app.ctx.db, pageWindow(request.query));
      setPageHeaders(request, reply, request.query, page.total);
      return page.items;
    },
  );

  app.post(
    '/api/admin/held-messages/:id/release/',
    {
      schema: {
        tags: ['admin'],
        summary: 'Release a held message: it reaches the applicant now',
        security,
        params: idParamsSchema,
        response: { 200: detailSchema },
      },
      config: { errors: [404, 409] },
    },
    async (request) => {
      await releaseHeldMessage(app.ctx, toId(request.params.id), currentUser(request).id);
      return detailBody('messageReleased');
    },
  );

  app.post(
    '/api/admin/held-messages/:id/refuse/',
    {
      schema: {
        tags: ['admin'],
        summary: 'Refuse a held message and suspend its employer',
        description:
          'The message, and every other message of the employer still held, is never delivered; the suspension ' +
          'closes their jobs and tells their applicants, as any suspension does.',
        security,
        params: idParamsSchema,
        body: refuseHeldMessageSchema,
        response: { 200: detailSchema },
      },
      config: { errors: [400, 404, 409] },
    },
    async (request) => {
      await refuseHeldMessage(app.ctx, toId(request.params.id), currentUser(request).id, request.body.reason);
      return detailBody('messageRefused');
    },
  );

  app.get(
    '/api/admin/reports/messages/:id/thread/',
    {
      schema: {
        tags: ['admin'],
        summary: 'The thread of a reported message, every message included; the reading is kept in the audit log',
        security,
        params: idParamsSchema,
        response: { 200: reportedThreadSchema },
      },
      config: { errors: [404] },
    },
    async (request) => readReportedThread(app.ctx, toId(request.params.id), currentUser(request).id),
  );
};

export default adminMessages;
