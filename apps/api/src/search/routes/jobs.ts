import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  jobFacetsQuerySchema,
  jobFacetsSchema,
  jobForProfessionalSchema,
  jobListQuerySchema,
  jobLocationsQuerySchema,
  jobLocationSuggestionSchema,
  jobReportSchema,
  detailSchema,
  todayIso,
  JOB_FILTER_NAMES,
  JOB_FILTERS,
  jobSearchFiltersOf,
} from '@talent/shared';
import { currentUser, requireUserType } from '../../plugins/auth.js';
import { pageWindow, setPageHeaders } from '../../lib/list-paging.js';
import { matchingSkillsOf, fileRefSigner } from '../../profiles/index.js';
import { jobFacets, locationSuggestions } from '../job-facets.js';
import { openJobForProfessional, searchJobs } from '../job-search.js';
import { idParamsSchema, toId } from '../../lib/id-param.js';
import { detailBody, forbidden, notFound } from '../../lib/errors.js';
import { reportJob } from '../../moderation/index.js';
import { recordJobSeen } from '../../hiring/index.js';
import { cardFor } from './job-card.js';
import jobViewRoutes from './job-views.js';
import savedJobRoutes from './saved-jobs.js';

const FILTERS_DESCRIPTION = `Filters, all optional and combinable: ${JOB_FILTER_NAMES.map(
  (name) => `${name} (${JOB_FILTERS[name].about})`,
).join(', ')}.`;

const jobsRoutes: FastifyPluginAsyncZod = async (app) => {
  const signFile = fileRefSigner(app.ctx.secret, app.ctx.config.FILE_URL_TTL_SECONDS);
  // Who is asking is checked before what is asked, so an anonymous request gets 401, not 400.
  const professionalsOnly = [app.authenticate, requireUserType('professional')];

  app.get(
    '/hiring/jobs/',
    {
      schema: {
        tags: ['jobs'],
        summary: 'Open jobs for the signed-in professional, with their skill match',
        description:
          'show_all=false (default): jobs sharing at least one skill; show_all=true: every open job. ' +
          `${FILTERS_DESCRIPTION} sort: match (default for skill-matched jobs), newest (default for all jobs), ` +
          'relevance (default with q), salary, deadline. Paged: X-Total-Count and Link (rel="next") headers; ' +
          'above 1,000 results X-Total-Count is 1000 and X-Total-Count-Exact is false.',
        security: [{ bearerAuth: [] }],
        querystring: jobListQuerySchema,
        response: { 200: z.array(jobForProfessionalSchema) },
      },
      onRequest: professionalsOnly,
    },
    async (request, reply) => {
      const user = currentUser(request);
      // Read with the user by the authentication, in the same statement.
      const { skills } = request.professionalProfile ?? { skills: [] };
      const { query } = request;
      const page = await searchJobs(
        app.ctx.db,
        {
          filters: jobSearchFiltersOf(query),
          showAll: query.show_all,
          sort: query.sort,
          skills,
          today: todayIso(),
          demo: user.isDemo,
        },
        pageWindow(query),
        user.id,
      );
      const mySkills = new Set(skills);
      setPageHeaders(request, reply, query, page.total, page.exact);
      return page.items.map((row) => cardFor(request, row, mySkills, signFile));
    },
  );

  app.get(
    '/hiring/jobs/:id/',
    {
      schema: {
        tags: ['jobs'],
        summary: "One job, as the list shows it, with the professional's skill match",
        description:
          'What a job alert mail, a job title and an application link to. The same rules as the list: only ' +
          'approved jobs whose deadline has not passed, or a job the professional applied to (404 job_not_open ' +
          'otherwise), and the company hidden until the professional is shortlisted.',
        security: [{ bearerAuth: [] }],
        params: idParamsSchema,
        response: { 200: jobForProfessionalSchema },
      },
      onRequest: professionalsOnly,
      config: { errors: [404] },
    },
    async (request) => {
      const user = currentUser(request);
      const skills = await matchingSkillsOf(app.ctx.db, user.id);
      const row = await openJobForProfessional(
        app.ctx.db,
        toId(request.params.id),
        skills,
        user.id,
        todayIso(),
        user.isDemo,
      );
      if (!row) throw notFound('jobNotOpen', 'job_not_open');
      // Seen: counted once a person a day, for its employer's figures (its details opened from a list too: job-views).
      await recordJobSeen(app.ctx.db, row.job.id, user.id, todayIso());
      return cardFor(request, row, new Set(skills), signFile);
    },
  );

  app.get(
    '/hiring/jobs/facets/',
    {
      schema: {
        tags: ['jobs'],
        summary: 'How many jobs each filter value would give, for the same search',
        description: `The list's show_all and filters. ${FILTERS_DESCRIPTION} Each value is counted with the other filters unchanged.`,
        security: [{ bearerAuth: [] }],
        querystring: jobFacetsQuerySchema,
        response: { 200: jobFacetsSchema },
      },
      onRequest: professionalsOnly,
    },
    async (request) => {
      const user = currentUser(request);
      const skills = await matchingSkillsOf(app.ctx.db, user.id);
      const facets = await jobFacets(app.ctx.db, {
        filters: jobSearchFiltersOf(request.query),
        showAll: request.query.show_all,
        skills,
        today: todayIso(),
        demo: user.isDemo,
      });
      return {
        total: facets.total,
        type_of_contract: facets.contract,
        work_model: facets.workModel,
        experience_level: facets.level,
        locations: facets.locations,
      } as z.infer<typeof jobFacetsSchema>;
    },
  );

  app.get(
    '/hiring/jobs/locations/',
    {
      schema: {
        tags: ['jobs'],
        summary: 'Towns of open jobs starting with a prefix, with their open-job counts',
        security: [{ bearerAuth: [] }],
        querystring: jobLocationsQuerySchema,
        response: { 200: z.array(jobLocationSuggestionSchema) },
      },
      onRequest: professionalsOnly,
    },
    async (request) => locationSuggestions(app.ctx.db, request.query.prefix, todayIso(), currentUser(request).isDemo),
  );

  app.post(
    '/hiring/jobs/:id/report/',
    {
      schema: {
        tags: ['jobs'],
        summary: 'Report a job to staff: a fee asked, a fake job, misleading, discriminatory, or another reason',
        description:
          'A job the professional can see (404 otherwise). One report a person and job counts: the first answers ' +
          '201, any later one 200 (jobAlreadyReported) and changes nothing. Demo accounts cannot report (403).',
        security: [{ bearerAuth: [] }],
        params: idParamsSchema,
        body: jobReportSchema,
        response: { 200: detailSchema, 201: detailSchema },
      },
      onRequest: professionalsOnly,
      config: { errors: [403, 404] },
    },
    async (request, reply) => {
      const user = currentUser(request);
      if (user.isDemo) throw forbidden('demoNoReports', 'demo_account');
      const jobId = toId(request.params.id);
      const visible = await openJobForProfessional(app.ctx.db, jobId, [], user.id, todayIso(), false);
      if (!visible) throw notFound('jobNotOpen', 'job_not_open');
      const kept = await reportJob(app.ctx.db, {
        jobId,
        reporterId: user.id,
        reason: request.body.reason,
        details: request.body.details ?? '',
      });
      return kept
        ? reply.code(201).send(detailBody('jobReported'))
        : reply.code(200).send(detailBody('jobAlreadyReported'));
    },
  );

  await app.register(jobViewRoutes);
  await app.register(savedJobRoutes);
};

export default jobsRoutes;
