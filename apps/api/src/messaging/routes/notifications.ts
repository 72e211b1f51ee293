import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  emailSettingsPatchSchema,
  emailSettingsSchema,
  notificationsResponseSchema,
  smsSettingsPatchSchema,
  smsSettingsSchema,
  type Notification,
} from '@talent/shared';
import { currentUser } from '../../plugins/auth.js';
import {
  changeEmailSettings,
  changeSmsSettings,
  emailSettingsOf,
  markNoticesRead,
  noticesOf,
  smsSettingsOf,
} from '../settings.js';

const LIST_SIZE = 30;

type NotificationRow = Awaited<ReturnType<typeof noticesOf>>['items'][number];

/** A notice as its reader sees it: without the ids kept only to find it again (a forwarded applicant's, for erasure). */
const serializeNotification = (row: NotificationRow): Notification => {
  const { applicant_id: _keptForErasure, ...data } = row.data as Notification['data'];
  return {
    id: row.id,
    kind: row.kind as Notification['kind'],
    data,
    read: row.readAt !== null,
    created_at: row.createdAt.toISOString(),
  };
};

/** The bell's notices and the e-mail and SMS settings of the signed-in person. */
const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/api/notifications/',
    {
      schema: {
        tags: ['notifications'],
        summary: 'The newest notices of the signed-in person, and how many are unread',
        security: [{ bearerAuth: [] }],
        response: { 200: notificationsResponseSchema },
      },
    },
    async (request) => {
      const { items, unread } = await noticesOf(app.ctx.db, currentUser(request).id, LIST_SIZE);
      return { unread, items: items.map(serializeNotification) };
    },
  );

  app.post(
    '/api/notifications/read/',
    {
      schema: {
        tags: ['notifications'],
        summary: 'Mark the notices seen as read: those up to `up_to` (the newest shown), not any that came since',
        security: [{ bearerAuth: [] }],
        body: z.object({ up_to: z.number().int().min(0) }),
        response: { 204: z.null().describe('Marked read') },
      },
    },
    async (request, reply) => {
      await markNoticesRead(app.ctx.db, currentUser(request).id, request.body.up_to);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/email-settings/',
    {
      schema: {
        tags: ['notifications'],
        summary: 'Which categories of e-mail the signed-in person receives',
        description: 'Notices in the app are kept whatever these say. Mail about the account itself is always sent.',
        security: [{ bearerAuth: [] }],
        response: { 200: emailSettingsSchema },
      },
    },
    async (request) => emailSettingsOf(app.ctx.db, currentUser(request).id),
  );

  app.patch(
    '/api/email-settings/',
    {
      schema: {
        tags: ['notifications'],
        summary: 'Turn categories of e-mail on or off',
        security: [{ bearerAuth: [] }],
        body: emailSettingsPatchSchema,
        response: { 200: emailSettingsSchema },
      },
    },
    async (request) => changeEmailSettings(app.ctx.db, currentUser(request).id, request.body),
  );

  app.get(
    '/api/sms-settings/',
    {
      schema: {
        tags: ['notifications'],
        summary: 'Which categories are sent by SMS to the signed-in person, once their number is proven',
        description:
          'Nothing is sent by SMS to a number not proven by a code. Applications and job requests are on by ' +
          'default; job alerts wait until turned on. Texting STOP (or ARRET) turns every category off, START back on.',
        security: [{ bearerAuth: [] }],
        response: { 200: smsSettingsSchema },
      },
    },
    async (request) => smsSettingsOf(app.ctx.db, currentUser(request).id),
  );

  app.patch(
    '/api/sms-settings/',
    {
      schema: {
        tags: ['notifications'],
        summary: 'Turn categories of SMS on or off; each choice is kept with its time, as the consent it is',
        security: [{ bearerAuth: [] }],
        body: smsSettingsPatchSchema,
        response: { 200: smsSettingsSchema },
      },
    },
    async (request) => changeSmsSettings(app.ctx.db, currentUser(request).id, request.body, new Date()),
  );
};

export default notificationRoutes;
