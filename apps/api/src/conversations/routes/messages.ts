import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  THREAD_PAGE_SIZE,
  conversationListItemSchema,
  detailSchema,
  jobReportSchema,
  messageBodySchema,
  pageQueryOf,
  threadMessageSchema,
} from '@talent/shared';
import { currentUser, requireUserType } from '../../plugins/auth.js';
import { detailBody } from '../../lib/errors.js';
import { idParamsSchema, toId } from '../../lib/id-param.js';
import { pageWindow, setPageHeaders } from '../../lib/list-paging.js';
import { serializeMessage } from '../serialize-message.js';
import { readThread, reportMessage, sendMessage } from '../threads.js';
import { conversationsOf } from '../summaries.js';

/** A thread's page: its latest messages unless `page` says otherwise, THREAD_PAGE_SIZE of them by default. */
const threadQuerySchema = pageQueryOf(THREAD_PAGE_SIZE);

const messageParamsSchema = idParamsSchema.extend({ messageId: idParamsSchema.shape.id });

/** A thread's messages, their reports, and the cards' counts. */
const messageRoutes: FastifyPluginAsyncZod = async (app) => {
  const signedIn = { onRequest: [app.authenticate, requireUserType('professional', 'employer')] };
  const security = [{ bearerAuth: [] }];

  /** The thread's first page as `userId` reads it, with its paging headers. */
  async function threadAnswer(
    request: Parameters<typeof setPageHeaders>[0],
    reply: Parameters<typeof setPageHeaders>[1],
    applicationId: number,
    userId: string,
    query: { page: number; page_size: number },
  ) {
    const page = await readThread(app.ctx, applicationId, userId, pageWindow(query));
    setPageHeaders(request, reply, query, page.total);
    return page.items.map((m) => serializeMessage(m, page.employerSuspended));
  }

  app.get(
    '/hiring/conversations/',
    {
      schema: {
        tags: ['conversations'],
        summary: 'The unread messages and the interview of each thread of the signed-in person',
        description:
          'For an applicant, their forwarded applications; for an employer, the applicants forwarded to them; each ' +
          'thread that has a message or an interview.',
        security,
        response: { 200: z.array(conversationListItemSchema) },
      },
      ...signedIn,
    },
    async (request) => conversationsOf(app.ctx.db, currentUser(request).id),
  );

  app.get(
    '/hiring/applications/:id/messages/',
    {
      schema: {
        tags: ['conversations'],
        summary: "An application's messages between its employer and the applicant, oldest first",
        description:
          'Only the two sides, once staff forwarded the applicant: the applicant before then gets 403, anyone else ' +
          `404. Page 1 holds the latest messages (${THREAD_PAGE_SIZE} unless page_size says otherwise); the ` +
          "other side's messages are marked read. A message held for staff is shown to its writer only, `held`.",
        security,
        params: idParamsSchema,
        querystring: threadQuerySchema,
        response: { 200: z.array(threadMessageSchema) },
      },
      ...signedIn,
      config: { errors: [403, 404] },
    },
    async (request, reply) =>
      threadAnswer(request, reply, toId(request.params.id), currentUser(request).id, request.query),
  );

  app.post(
    '/hiring/applications/:id/messages/',
    {
      schema: {
        tags: ['conversations'],
        summary: 'Write in an application’s thread; answered with the thread',
        description:
          'Plain text, up to 2,000 characters. A closed thread (GET /hiring/applications/:id/thread/ says why) ' +
          'is 409; more than 30 messages an hour is 429 with Retry-After. An employer’s message asking for money ' +
          'is held for staff and never shown to the applicant unless released.',
        security,
        params: idParamsSchema,
        body: messageBodySchema,
        response: { 201: z.array(threadMessageSchema) },
      },
      ...signedIn,
      config: { errors: [403, 404, 409, 429] },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const applicationId = toId(request.params.id);
      await sendMessage(app.ctx, { applicationId, senderId: user.id, body: request.body.body });
      const thread = await threadAnswer(request, reply, applicationId, user.id, {
        page: 1,
        page_size: THREAD_PAGE_SIZE,
      });
      return reply.code(201).send(thread);
    },
  );

  app.post(
    '/hiring/applications/:id/messages/:messageId/report/',
    {
      schema: {
        tags: ['conversations'],
        summary: "Report a message of the other side to staff; it joins the job's reports",
        security,
        params: messageParamsSchema,
        body: jobReportSchema,
        response: { 200: detailSchema, 201: detailSchema },
      },
      ...signedIn,
      config: { errors: [400, 403, 404] },
    },
    async (request, reply) => {
      const kept = await reportMessage(app.ctx, {
        applicationId: toId(request.params.id),
        messageId: toId(request.params.messageId),
        reporterId: currentUser(request).id,
        reason: request.body.reason,
        details: request.body.details ?? '',
      });
      return kept
        ? reply.code(201).send(detailBody('messageReported'))
        : reply.code(200).send(detailBody('messageAlreadyReported'));
    },
  );
};

export default messageRoutes;
