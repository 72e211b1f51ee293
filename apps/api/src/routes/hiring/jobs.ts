import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { jobForProfessionalSchema, jobListQuerySchema } from '@talent/shared';
import { currentUser, requireUserType } from '../../plugins/auth.js';
import { todayIso } from '@talent/shared';
import { pageWindow, setPageHeaders } from '../../lib/list-paging.js';
import { normalisedSkillsOf } from '../../repositories/professional-skills.js';
import { openJobDetails, pageOfOpenJobs } from '../../repositories/open-jobs.js';
import { serializeJobForProfessional } from '../../serializers/job-for-professional.js';
import { fileRefSigner } from '../../services/file-urls.js';

const jobsRoutes: FastifyPluginAsyncZod = async (app) => {
  const signFile = fileRefSigner(app.ctx.secret, app.ctx.config.FILE_URL_TTL_SECONDS);

  app.get(
    '/hiring/jobs/',
    {
      schema: {
        tags: ['jobs'],
        summary: 'Open jobs for the signed-in professional, with their skill match',
        description:
          'show_all=false (default): jobs sharing at least one skill, best match first, then newest. ' +
          'show_all=true: every open job, newest first. Paged: X-Total-Count and Link (rel="next") headers.',
        security: [{ bearerAuth: [] }],
        querystring: jobListQuerySchema,
        response: { 200: z.array(jobForProfessionalSchema) },
      },
      // Who is asking is checked before what is asked, so an anonymous request gets 401, not 400.
      preValidation: [app.authenticate, requireUserType('professional')],
    },
    async (request, reply) => {
      const user = currentUser(request);
      const skills = await normalisedSkillsOf(app.ctx.db, user.id);
      const page = await pageOfOpenJobs(app.ctx.db, {
        ...pageWindow(request.query),
        skills,
        showAll: request.query.show_all,
        today: todayIso(),
      });
      const details = new Map(
        (await openJobDetails(app.ctx.db, page.items.map((i) => i.id), user.id)).map((row) => [row.job.id, row]),
      );
      const mySkills = new Set(skills);
      setPageHeaders(request, reply, request.query, page.total);
      return page.items.flatMap(({ id, match }) => {
        const row = details.get(id);
        return row ? [serializeJobForProfessional(row, match, mySkills, signFile)] : [];
      });
    },
  );
};

export default jobsRoutes;
