import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { applicantSchema, employerJobSchema, jobRequestSchema, pageQuerySchema } from '@talent/shared';
import { idParamsSchema, toId } from '../../lib/id-param.js';
import { pageWindow, setPageHeaders } from '../../lib/list-paging.js';
import { currentUser, requireUserType } from '../../plugins/auth.js';
import { employerJobsPage, forwardedApplicantsPage, ownJob } from '../employer-requests.js';
import { serializeApplicant } from '../serializers/applicant.js';
import { serializeEmployerJob } from '../serializers/employer-job.js';
import { fileRefSigner } from '../../profiles/index.js';
import { closeJob } from '../job-closing.js';
import { editJobRequest } from '../job-request-edit.js';

const employerJobs: FastifyPluginAsyncZod = async (app) => {
  const guard = { onRequest: [app.authenticate, requireUserType('employer')] };
  const security = [{ bearerAuth: [] }];
  const signer = () => fileRefSigner(app.ctx.secret, app.ctx.config.FILE_URL_TTL_SECONDS);

  app.get(
    '/hiring/employer-jobs/',
    {
      schema: {
        tags: ['hiring'],
        summary: "The employer's own requests, newest first",
        security,
        querystring: pageQuerySchema,
        response: { 200: z.array(employerJobSchema) },
      },
      ...guard,
    },
    async (request, reply) => {
      const { rows, total } = await employerJobsPage(app.ctx.db, currentUser(request).id, pageWindow(request.query));
      setPageHeaders(request, reply, request.query, total);
      const signFile = signer();
      return rows.map((row) => serializeEmployerJob(row, signFile));
    },
  );

  app.get(
    '/hiring/employer-jobs/:id/',
    {
      schema: {
        tags: ['hiring'],
        summary: 'One of your requests, with where its applications stand and what it brought',
        description:
          '`applications_count`, `pipeline` (the count at each status, zeros included) and `figures` (how many saw ' +
          'it, applied, were forwarded, interviewed and hired, and the median hours to a first answer). Another ' +
          'employer’s request: 403.',
        security,
        params: idParamsSchema,
        response: { 200: employerJobSchema },
      },
      ...guard,
      config: { errors: [403, 404] },
    },
    async (request) =>
      serializeEmployerJob(await ownJob(app.ctx.db, toId(request.params.id), currentUser(request).id), signer()),
  );

  app.get(
    '/hiring/employer-jobs/:id/applicants/',
    {
      schema: {
        tags: ['hiring'],
        summary: 'Applicants staff forwarded for one of your requests, at whatever stage they are now',
        security,
        params: idParamsSchema,
        querystring: pageQuerySchema,
        response: { 200: z.array(applicantSchema) },
      },
      ...guard,
    },
    async (request, reply) => {
      const jobId = toId(request.params.id);
      const { rows, total } = await forwardedApplicantsPage(
        app.ctx.db,
        jobId,
        currentUser(request).id,
        pageWindow(request.query),
      );
      setPageHeaders(request, reply, request.query, total);
      const signFile = signer();
      return rows.map((row) => serializeApplicant(row, signFile));
    },
  );

  app.post(
    '/hiring/employer-jobs/:id/close/',
    {
      schema: {
        tags: ['hiring'],
        summary: 'Close one of your pending or approved requests',
        security,
        params: idParamsSchema,
        response: { 200: employerJobSchema },
      },
      ...guard,
    },
    async (request) => {
      const user = currentUser(request);
      const jobId = toId(request.params.id);
      await closeJob(app.ctx, jobId, user.id, user.id);
      return serializeEmployerJob(await ownJob(app.ctx.db, jobId, user.id), signer());
    },
  );

  app.patch(
    '/hiring/employer-jobs/:id/',
    {
      schema: {
        tags: ['hiring'],
        summary: 'Change one of your pending or approved requests (JSON; the spec document stays as it is)',
        description:
          'The request is checked again as a new one. An approved job whose title, description, advantages or ' +
          'observation changed goes back to `pending`, out of the lists until staff approve it again. Closed and ' +
          'rejected requests cannot be changed (400).',
        security,
        params: idParamsSchema,
        body: jobRequestSchema,
        response: { 200: employerJobSchema },
      },
      ...guard,
    },
    async (request) => {
      const user = currentUser(request);
      const jobId = toId(request.params.id);
      await editJobRequest(app.ctx.db, jobId, user.id, request.body);
      return serializeEmployerJob(await ownJob(app.ctx.db, jobId, user.id), signer());
    },
  );
};

export default employerJobs;
