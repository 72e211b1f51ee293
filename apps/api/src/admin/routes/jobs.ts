import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminJobSchema, adminJobsQuerySchema, rejectJobSchema, todayIso } from '@talent/shared';
import { notFound } from '../../lib/errors.js';
import { idParamsSchema, toId } from '../../lib/id-param.js';
import { pageWindow, setPageHeaders } from '../../lib/list-paging.js';
import { currentUser } from '../../plugins/auth.js';
import { serializeAdminJob } from '../admin-serializer.js';
import { fileRefSigner } from '../../profiles/index.js';
import { approveJob, rejectJob } from '../../moderation/index.js';
import { closeJob, staffJob, staffJobsPage } from '../../hiring/index.js';

const adminJobs: FastifyPluginAsyncZod = async (app) => {
  const security = [{ bearerAuth: [] }];
  const signer = () => fileRefSigner(app.ctx.secret, app.ctx.config.FILE_URL_TTL_SECONDS);
  const readJob = async (jobId: number) => {
    const row = await staffJob(app.ctx.db, jobId, todayIso());
    if (!row) throw notFound();
    return serializeAdminJob(row, signer());
  };

  app.get(
    '/api/admin/jobs/',
    {
      schema: {
        tags: ['admin'],
        summary: 'Jobs by status, and of one employer; status=pending is the moderation queue, oldest first',
        security,
        querystring: adminJobsQuerySchema,
        response: { 200: z.array(adminJobSchema) },
      },
    },
    async (request, reply) => {
      const { status, employer } = request.query;
      const { rows, total } = await staffJobsPage(
        app.ctx.db,
        { status, employerId: employer, today: todayIso() },
        pageWindow(request.query),
      );
      setPageHeaders(request, reply, request.query, total);
      const signFile = signer();
      return rows.map((row) => serializeAdminJob(row, signFile));
    },
  );

  app.get(
    '/api/admin/jobs/:id/',
    {
      schema: {
        tags: ['admin'],
        summary: 'One job with its employer',
        security,
        params: idParamsSchema,
        response: { 200: adminJobSchema },
      },
    },
    async (request) => readJob(toId(request.params.id)),
  );

  app.post(
    '/api/admin/jobs/:id/approve/',
    {
      schema: {
        tags: ['admin'],
        summary: 'Approve a pending job: it is published to professionals',
        security,
        params: idParamsSchema,
        response: { 200: adminJobSchema },
      },
    },
    async (request) => {
      const jobId = toId(request.params.id);
      await approveJob(app.ctx, jobId, currentUser(request).id);
      return readJob(jobId);
    },
  );

  app.post(
    '/api/admin/jobs/:id/reject/',
    {
      schema: {
        tags: ['admin'],
        summary: 'Reject a pending job; the reason is shown to the employer',
        security,
        params: idParamsSchema,
        body: rejectJobSchema,
        response: { 200: adminJobSchema },
      },
    },
    async (request) => {
      const jobId = toId(request.params.id);
      await rejectJob(app.ctx, jobId, currentUser(request).id, request.body.reason);
      return readJob(jobId);
    },
  );

  app.post(
    '/api/admin/jobs/:id/close/',
    {
      schema: {
        tags: ['admin'],
        summary: 'Close a pending or approved job (a closed one stays closed)',
        security,
        params: idParamsSchema,
        response: { 200: adminJobSchema },
      },
    },
    async (request) => {
      const jobId = toId(request.params.id);
      await closeJob(app.ctx, jobId, currentUser(request).id);
      return readJob(jobId);
    },
  );
};

export default adminJobs;
