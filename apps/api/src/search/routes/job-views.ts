import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { todayIso } from '@talent/shared';
import { currentUser, requireUserType } from '../../plugins/auth.js';
import { idParamsSchema, toId } from '../../lib/id-param.js';
import { notFound } from '../../lib/errors.js';
import { recordJobSeen } from '../../hiring/index.js';
import { openJobForProfessional } from '../job-search.js';

/**
 * A professional opened a job's details where a list shows them (the card's "Job details"): a view, as the job's page
 * is one, so that the employer's "seen by" counts every way a person reads a job.
 */
const jobViewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/hiring/jobs/:id/view/',
    {
      schema: {
        tags: ['jobs'],
        summary: 'The professional opened a job’s details from a list: counted as a view',
        description:
          'A view is a person opening a job’s details anywhere: its page (GET /hiring/jobs/:id/) or a card of a ' +
          'list; counted once a person a day, for its employer’s figures. A job the professional cannot see: 404.',
        security: [{ bearerAuth: [] }],
        params: idParamsSchema,
        response: { 204: z.null().describe('Counted') },
      },
      onRequest: [app.authenticate, requireUserType('professional')],
      config: { errors: [404] },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const today = todayIso();
      const row = await openJobForProfessional(app.ctx.db, toId(request.params.id), [], user.id, today, user.isDemo);
      if (!row) throw notFound('jobNotOpen', 'job_not_open');
      await recordJobSeen(app.ctx.db, row.job.id, user.id, today);
      return reply.code(204).send(null);
    },
  );
};

export default jobViewRoutes;
