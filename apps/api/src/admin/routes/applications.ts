import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminApplicationSchema,
  adminApplicationsQuerySchema,
  applicationStatusChangeSchema,
  todayIso,
  type AdminApplication,
} from '@talent/shared';
import { notFound } from '../../lib/errors.js';
import { idParamsSchema, toId } from '../../lib/id-param.js';
import { pageWindow, setPageHeaders } from '../../lib/list-paging.js';
import { currentUser } from '../../plugins/auth.js';
import {
  findApplicantRow,
  listApplicantRows,
  type ApplicantRow,
  findJob,
  serializeApplicant,
  changeApplicationStatus,
} from '../../hiring/index.js';
import { fileRefSigner, type FileUrlSigner } from '../../profiles/index.js';

function serializeAdminApplication(row: ApplicantRow, signFile: FileUrlSigner): AdminApplication {
  return { ...serializeApplicant(row, signFile), professional_id: row.application.professionalId };
}

const adminApplications: FastifyPluginAsyncZod = async (app) => {
  const security = [{ bearerAuth: [] }];
  const signer = () => fileRefSigner(app.ctx.secret, app.ctx.config.FILE_URL_TTL_SECONDS);

  app.get(
    '/api/admin/jobs/:id/applications/',
    {
      schema: {
        tags: ['admin'],
        summary: "A job's applications, best skill match first",
        security,
        params: idParamsSchema,
        querystring: adminApplicationsQuerySchema,
        response: { 200: z.array(adminApplicationSchema) },
      },
    },
    async (request, reply) => {
      const jobId = toId(request.params.id);
      if (!(await findJob(app.ctx.db, jobId, todayIso()))) throw notFound();
      const { status } = request.query;
      const { rows, total } = await listApplicantRows(
        app.ctx.db,
        { jobId, statuses: status ? [status] : undefined },
        pageWindow(request.query),
      );
      setPageHeaders(request, reply, request.query, total);
      const signFile = signer();
      return rows.map((row) => serializeAdminApplication(row, signFile));
    },
  );

  app.post(
    '/api/admin/applications/:id/status/',
    {
      schema: {
        tags: ['admin'],
        summary: 'Move an application along: submitted -> shortlisted (company revealed) -> hired, or rejected',
        security,
        params: idParamsSchema,
        body: applicationStatusChangeSchema,
        response: { 200: adminApplicationSchema },
      },
    },
    async (request) => {
      const applicationId = toId(request.params.id);
      await changeApplicationStatus(app.ctx, applicationId, request.body.status, currentUser(request).id);
      const row = await findApplicantRow(app.ctx.db, applicationId);
      if (!row) throw notFound();
      return serializeAdminApplication(row, signer());
    },
  );
};

export default adminApplications;
