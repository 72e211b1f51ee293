import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { REJECTION_REASONS, applicantSchema, applicantStageChangeSchema } from '@talent/shared';
import { currentUser, requireUserType } from '../../plugins/auth.js';
import { idParamsSchema, toId } from '../../lib/id-param.js';
import { serializeApplicant } from '../../hiring/index.js';
import { fileRefSigner } from '../../profiles/index.js';
import { moveApplicant } from '../applicant-stage.js';

const applicantParamsSchema = idParamsSchema.extend({ applicationId: idParamsSchema.shape.id });

/** The employer's move of a forwarded applicant, whose note to the applicant passes the thread's gate. */
const applicantStageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/hiring/employer-jobs/:id/applicants/:applicationId/status/',
    {
      schema: {
        tags: ['hiring'],
        summary: 'Move an applicant staff forwarded to a later stage: interview, offer, hired or not selected',
        description:
          'Only forward (`shortlisted` → `interview` → `offer` → `hired`, stages may be skipped), `hired` and ' +
          '`rejected` final. `rejected` needs a `reason` (' +
          REJECTION_REASONS.join(', ') +
          ') and takes an optional `note` to the applicant; the applicant is told in their language by every ' +
          'channel they chose. A note that asks for money waits for staff before the applicant reads it. Another ' +
          'employer’s job: 403; an application of another job, or one staff have not forwarded: 404.',
        security: [{ bearerAuth: [] }],
        params: applicantParamsSchema,
        body: applicantStageChangeSchema,
        response: { 200: applicantSchema },
      },
      onRequest: [app.authenticate, requireUserType('employer')],
      config: { errors: [400, 403, 404] },
    },
    async (request) => {
      const row = await moveApplicant(app.ctx, {
        jobId: toId(request.params.id),
        applicationId: toId(request.params.applicationId),
        employerId: currentUser(request).id,
        to: request.body.status,
        reason: request.body.reason,
        note: request.body.note,
      });
      return serializeApplicant(row, fileRefSigner(app.ctx.secret, app.ctx.config.FILE_URL_TTL_SECONDS));
    },
  );
};

export default applicantStageRoutes;
