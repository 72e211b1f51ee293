import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminApplicationSchema,
  adminApplicationsQuerySchema,
  applicationStatusChangeSchema,
  hiringFiguresSchema,
  todayIso,
  type AdminApplication,
} from '@talent/shared';
import { notFound } from '../../lib/errors.js';
import { idParamsSchema, toId } from '../../lib/id-param.js';
import { pageWindow, setPageHeaders } from '../../lib/list-paging.js';
import { currentUser } from '../../plugins/auth.js';
import {
  applicantOf,
  applicantsPage,
  type ApplicantRow,
  jobWithFigures,
  serializeApplicant,
  changeApplicationStatus,
  hiringFigures,
  applicationsWaitingLongestFor,
} from '../../hiring/index.js';
import { fileRefSigner, type FileUrlSigner } from '../../profiles/index.js';

/** How many of the applications waiting longest staff see at once. */
const WAITING_SHOWN = 20;

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
      if (!(await jobWithFigures(app.ctx.db, jobId, todayIso()))) throw notFound();
      const { status } = request.query;
      const { rows, total } = await applicantsPage(
        app.ctx.db,
        { jobId, statuses: status ? [status] : undefined },
        pageWindow(request.query),
      );
      setPageHeaders(request, reply, request.query, total);
      const signFile = signer();
      return rows.map((row) => serializeAdminApplication(row, signFile));
    },
  );

  app.get(
    '/api/admin/hiring-figures/',
    {
      schema: {
        tags: ['admin'],
        summary: "Every employer's requests together, and the applications waiting longest for staff",
        description:
          'How many people saw the requests (a person a day), applied, were forwarded, interviewed and hired, the ' +
          'median hours from an application to its first answer, and the oldest applications still waiting for ' +
          'staff, oldest first (the demo sandboxes aside).',
        security,
        response: { 200: hiringFiguresSchema },
      },
    },
    async () => {
      const [figures, waiting] = await Promise.all([
        hiringFigures(app.ctx.db),
        applicationsWaitingLongestFor(app.ctx.db, WAITING_SHOWN),
      ]);
      return {
        figures,
        waiting: waiting.map((row) => ({
          application_id: Number(row.application_id),
          job_id: Number(row.job_id),
          job_title: row.job_title,
          company_name: row.company_name,
          applied_at: new Date(row.applied_at).toISOString(),
        })),
      };
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
      const row = await applicantOf(app.ctx.db, applicationId);
      if (!row) throw notFound();
      return serializeAdminApplication(row, signer());
    },
  );
};

export default adminApplications;
