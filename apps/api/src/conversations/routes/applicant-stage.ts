import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  REJECTION_REASONS,
  applicantSchema,
  applicantStageChangeSchema,
  offerAnswerSchema,
  professionalApplicationSchema,
} from '@talent/shared';
import { currentUser, requireUserType } from '../../plugins/auth.js';
import { idParamsSchema, toId } from '../../lib/id-param.js';
import { myApplication, serializeApplicant, serializeProfessionalApplication } from '../../hiring/index.js';
import { fileRefSigner } from '../../profiles/index.js';
import { answerOffer, moveApplicant } from '../applicant-stage.js';

const applicantParamsSchema = idParamsSchema.extend({ applicationId: idParamsSchema.shape.id });

/**
 * The employer's move of a forwarded applicant, and the applicant's answer to an offer: the texts either carries to
 * the other side pass the thread's gate.
 */
const applicantStageRoutes: FastifyPluginAsyncZod = async (app) => {
  const signFile = fileRefSigner(app.ctx.secret, app.ctx.config.FILE_URL_TTL_SECONDS);
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
          ') and takes an optional `note` to the applicant. `offer` needs its terms: `salary` (a whole monthly ' +
          'amount), `currency` (USD or CDF) and `start_date` (from today on), with an optional `note`; the applicant ' +
          'answers it (`POST /hiring/applications/:id/offer/`), which hires them, and the employer may only withdraw ' +
          'it (`rejected`). The applicant is told in their language by every channel they chose. A note that asks ' +
          'for money waits for staff before the applicant reads it. Another employer’s job: 403; an application of ' +
          'another job, or one staff have not forwarded: 404.',
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
        terms:
          request.body.status === 'offer'
            ? { salary: request.body.salary!, currency: request.body.currency!, startDate: request.body.start_date! }
            : undefined,
      });
      return serializeApplicant(row, signFile);
    },
  );

  app.post(
    '/hiring/applications/:id/offer/',
    {
      schema: {
        tags: ['jobs'],
        summary: 'Answer the offer made to you: accept it, or decline it with a reason',
        description:
          '`{"accept": true}` hires you; `{"decline": true, "reason": …}` withdraws the application, and the ' +
          'employer reads your reason. The employer is told by every channel they chose. An offer answered already ' +
          'or withdrawn: 409; an application that is not yours: 404.',
        security: [{ bearerAuth: [] }],
        params: idParamsSchema,
        body: offerAnswerSchema,
        response: { 200: professionalApplicationSchema },
      },
      onRequest: [app.authenticate, requireUserType('professional')],
      config: { errors: [400, 404, 409, 429] },
    },
    async (request) => {
      const user = currentUser(request);
      const id = toId(request.params.id);
      const body = request.body;
      await answerOffer(
        app.ctx,
        id,
        user.id,
        body.accept ? { accept: true } : { decline: true, reason: body.reason ?? '' },
      );
      const { row, history } = await myApplication(app.ctx.db, user.id, id);
      return serializeProfessionalApplication(row, history, signFile);
    },
  );
};

export default applicantStageRoutes;
