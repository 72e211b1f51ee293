import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminReportGroupSchema,
  adminReportsQuerySchema,
  detailSchema,
  resolveReportsSchema,
  todayIso,
  type AdminReportGroup,
} from '@talent/shared';
import { detailBody } from '../../lib/errors.js';
import { idParamsSchema, toId } from '../../lib/id-param.js';
import { pageWindow, setPageHeaders } from '../../lib/list-paging.js';
import { currentUser } from '../../plugins/auth.js';
import { reportedJobs, resolveReports } from '../../moderation/index.js';

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

const adminReports: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/reports/',
    {
      schema: {
        tags: ['admin'],
        summary: "Professionals' reports of jobs, grouped by job: open ones (most reported first) or settled ones",
        description: 'Each person counts once per job, however often they reported it.',
        security: [{ bearerAuth: [] }],
        querystring: adminReportsQuerySchema,
        response: { 200: z.array(adminReportGroupSchema) },
      },
    },
    async (request, reply) => {
      const open = request.query.status !== 'resolved';
      const { groups, reports, total } = await reportedJobs(
        app.ctx.db,
        { open, today: todayIso() },
        pageWindow(request.query),
      );
      setPageHeaders(request, reply, request.query, total);
      return groups.map((g): AdminReportGroup => ({
        job_id: Number(g.job_id),
        job_title: g.job_title,
        job_status: g.job_status as AdminReportGroup['job_status'],
        employer_id: g.employer_id,
        company_name: g.company_name,
        employer_verified: g.employer_verified,
        employer_suspended: g.employer_suspended,
        count: g.count,
        reports: reports
          .filter((r) => Number(r.job_id) === Number(g.job_id))
          .map((r) => ({
            id: Number(r.id),
            reason: r.reason as AdminReportGroup['reports'][number]['reason'],
            details: r.details,
            reporter_id: r.reporter_id,
            reporter_email: r.reporter_email,
            message_id: r.message_id === null ? null : Number(r.message_id),
            created_at: new Date(r.created_at).toISOString(),
          })),
        last_reported_at: new Date(g.last_reported_at).toISOString(),
        outcome: open ? null : (g.outcome as AdminReportGroup['outcome']),
        resolved_at: open ? null : iso(g.resolved_at),
      }));
    },
  );

  app.post(
    '/api/admin/reports/:id/resolve/',
    {
      schema: {
        tags: ['admin'],
        summary: "Settle a job's open reports: dismissed, or the job closed (withdrawn from its applicants)",
        description:
          'Every reporter is told the outcome in the app and by mail. `job_closed` closes the job if it is open, ' +
          'closes its open applications (`closed`, `closed_reason` `job_withdrawn`) and tells its applicants in the ' +
          'app, by mail and by SMS as each chose. 404 when the job has no open report.',
        security: [{ bearerAuth: [] }],
        params: idParamsSchema,
        body: resolveReportsSchema,
        response: { 200: detailSchema },
      },
      config: { errors: [404] },
    },
    async (request) => {
      await resolveReports(app.ctx, toId(request.params.id), request.body.outcome, currentUser(request).id);
      return detailBody('reportsResolved');
    },
  );
};

export default adminReports;
