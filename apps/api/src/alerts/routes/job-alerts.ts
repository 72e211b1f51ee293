import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MAX_JOB_ALERTS, jobAlertCreateSchema, jobAlertPatchSchema, jobAlertSchema } from '@talent/shared';
import { currentUser, requireUserType } from '../../plugins/auth.js';
import { idParamsSchema, toId } from '../../lib/id-param.js';
import { alertsOf, changeAlert, deleteAlert, saveAlert } from '../saved-alerts.js';
import { serializeJobAlert } from '../job-alert-serializer.js';

/** A professional's saved searches of /recommended-jobs, mailed daily or weekly (alerts/job-alerts.ts). */
const jobAlertRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  app.addHook('onRequest', requireUserType('professional'));
  const security = [{ bearerAuth: [] }];

  app.get(
    '/api/job-alerts/',
    {
      schema: {
        tags: ['job alerts'],
        summary: "The signed-in professional's job alerts, oldest first",
        security,
        response: { 200: z.array(jobAlertSchema) },
      },
    },
    async (request) => (await alertsOf(app.ctx.db, currentUser(request).id)).map(serializeJobAlert),
  );

  app.post(
    '/api/job-alerts/',
    {
      schema: {
        tags: ['job alerts'],
        summary: 'Save a search of /recommended-jobs as an alert, mailed daily or weekly when new jobs match it',
        description: `At most ${MAX_JOB_ALERTS} alerts per professional (409 job_alerts_limit past that). The first mail lists the jobs approved after the alert was saved.`,
        security,
        body: jobAlertCreateSchema,
        response: { 201: jobAlertSchema },
      },
      config: { errors: [409] },
    },
    async (request, reply) => {
      const row = await saveAlert(app.ctx.db, currentUser(request).id, request.body);
      return reply.code(201).send(serializeJobAlert(row));
    },
  );

  app.patch(
    '/api/job-alerts/:id/',
    {
      schema: {
        tags: ['job alerts'],
        summary: 'Rename an alert, change its frequency, pause or resume it',
        description: 'A resumed alert starts a new window: what was approved while it was paused is not mailed.',
        security,
        params: idParamsSchema,
        body: jobAlertPatchSchema,
        response: { 200: jobAlertSchema },
      },
      config: { errors: [404] },
    },
    async (request) => {
      return serializeJobAlert(
        await changeAlert(app.ctx.db, currentUser(request).id, toId(request.params.id), request.body),
      );
    },
  );

  app.delete(
    '/api/job-alerts/:id/',
    {
      schema: {
        tags: ['job alerts'],
        summary: 'Delete an alert',
        security,
        params: idParamsSchema,
        response: { 204: z.null().describe('Deleted') },
      },
      config: { errors: [404] },
    },
    async (request, reply) => {
      await deleteAlert(app.ctx.db, currentUser(request).id, toId(request.params.id));
      return reply.code(204).send(null);
    },
  );
};

export default jobAlertRoutes;
