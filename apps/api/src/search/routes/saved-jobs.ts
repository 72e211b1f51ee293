import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { jobForProfessionalSchema, pageQuerySchema, todayIso } from '@talent/shared';
import { currentUser, requireUserType } from '../../plugins/auth.js';
import { idParamsSchema, toId } from '../../lib/id-param.js';
import { notFound } from '../../lib/errors.js';
import { pageWindow, setPageHeaders } from '../../lib/list-paging.js';
import { fileRefSigner, matchingSkillsOf } from '../../profiles/index.js';
import { saveJob, savedJobsPage, unsaveJob } from '../../hiring/index.js';
import { cardFor } from './job-card.js';
import { openJobForProfessional } from '../job-search.js';

/** A professional's saved jobs: saved from a card or a job's page, and listed on a page of their own. */
const savedJobRoutes: FastifyPluginAsyncZod = async (app) => {
  const signFile = fileRefSigner(app.ctx.secret, app.ctx.config.FILE_URL_TTL_SECONDS);
  const professionalsOnly = [app.authenticate, requireUserType('professional')];

  app.put(
    '/hiring/jobs/:id/save/',
    {
      schema: {
        tags: ['jobs'],
        summary: 'Save a job to read it again on the saved jobs page',
        description:
          'A job the professional can see (404 job_not_open otherwise). Saving a saved job changes nothing (204).',
        security: [{ bearerAuth: [] }],
        params: idParamsSchema,
        response: { 204: z.null().describe('Saved') },
      },
      onRequest: professionalsOnly,
      config: { errors: [404] },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const jobId = toId(request.params.id);
      const visible = await openJobForProfessional(app.ctx.db, jobId, [], user.id, todayIso(), user.isDemo);
      if (!visible) throw notFound('jobNotOpen', 'job_not_open');
      await saveJob(app.ctx.db, user.id, jobId);
      return reply.code(204).send(null);
    },
  );

  app.delete(
    '/hiring/jobs/:id/save/',
    {
      schema: {
        tags: ['jobs'],
        summary: 'Forget a saved job',
        description:
          'Unsaving a job that is not saved changes nothing (204) when the professional can see it; a job they ' +
          'neither saved nor can see is not found (404 job_not_open). A saved job that closed since can be unsaved.',
        security: [{ bearerAuth: [] }],
        params: idParamsSchema,
        response: { 204: z.null().describe('Not saved') },
      },
      onRequest: professionalsOnly,
      config: { errors: [404] },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const jobId = toId(request.params.id);
      if (!(await unsaveJob(app.ctx.db, user.id, jobId))) {
        const visible = await openJobForProfessional(app.ctx.db, jobId, [], user.id, todayIso(), user.isDemo);
        if (!visible) throw notFound('jobNotOpen', 'job_not_open');
      }
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/hiring/saved-jobs/',
    {
      schema: {
        tags: ['jobs'],
        summary: "The signed-in professional's saved jobs, newest saved first",
        description:
          'Each as the job lists show it (the company hidden by the same rules). A saved job that closed is left ' +
          'out unless the professional applied to it. Paged: X-Total-Count and Link (rel="next") headers.',
        security: [{ bearerAuth: [] }],
        querystring: pageQuerySchema,
        response: { 200: z.array(jobForProfessionalSchema) },
      },
      onRequest: professionalsOnly,
    },
    async (request, reply) => {
      const user = currentUser(request);
      const skills = await matchingSkillsOf(app.ctx.db, user.id);
      const page = await savedJobsPage(app.ctx.db, user.id, skills, todayIso(), user.isDemo, pageWindow(request.query));
      setPageHeaders(request, reply, request.query, page.total);
      const mySkills = new Set(skills);
      return page.items.map((row) => cardFor(request, row, mySkills, signFile));
    },
  );
};

export default savedJobRoutes;
