import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  interviewAcceptSchema,
  interviewAnswerSchema,
  interviewCancelSchema,
  interviewProposalSchema,
  interviewSchema,
} from '@talent/shared';
import { currentUser, requireUserType } from '../../plugins/auth.js';
import { notFound } from '../../lib/errors.js';
import { idParamsSchema, toId } from '../../lib/id-param.js';
import { requestLanguage } from '../../lib/request-language.js';
import {
  acceptApplicantTime,
  answerInterview,
  cancelInterview,
  interviewOf,
  proposeInterview,
  type ShownInterview,
} from '../interviews.js';
import { interviewCalendar } from '../calendar.js';
import { languageOf } from '../../messaging/index.js';
import { threadUrl } from '../notices.js';

const serializeInterview = ({ application_id: _application, sequence: _sequence, ...interview }: ShownInterview) =>
  interview;

const applicantParamsSchema = idParamsSchema.extend({ applicationId: idParamsSchema.shape.id });

/** An application's interview: read, proposed, answered, cancelled, and its calendar file. */
const interviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const signedIn = { onRequest: [app.authenticate, requireUserType('professional', 'employer')] };
  const security = [{ bearerAuth: [] }];

  app.get(
    '/hiring/applications/:id/interview/',
    {
      schema: {
        tags: ['conversations'],
        summary: "The application's interview in force (the latest proposed), or null",
        security,
        params: idParamsSchema,
        response: { 200: interviewSchema.nullable() },
      },
      ...signedIn,
      config: { errors: [403, 404] },
    },
    async (request) => {
      const { interview } = await interviewOf(app.ctx, toId(request.params.id), currentUser(request).id);
      return interview ? serializeInterview(interview) : null;
    },
  );

  app.post(
    '/hiring/employer-jobs/:id/applicants/:applicationId/interview/',
    {
      schema: {
        tags: ['conversations'],
        summary: 'Propose one to three interview times to a forwarded applicant, with the mode and place',
        description:
          'The applicant moves to `interview` and is told; a proposal or time still in force is replaced. Times ' +
          'are ISO instants with their offset, in the future.',
        security,
        params: applicantParamsSchema,
        body: interviewProposalSchema,
        response: { 201: interviewSchema },
      },
      onRequest: [app.authenticate, requireUserType('employer')],
      config: { errors: [400, 403, 404] },
    },
    async (request, reply) => {
      const interview = await proposeInterview(app.ctx, {
        jobId: toId(request.params.id),
        applicationId: toId(request.params.applicationId),
        employerId: currentUser(request).id,
        ...request.body,
      });
      return reply.code(201).send(serializeInterview(interview));
    },
  );

  app.post(
    '/hiring/applications/:id/interview/',
    {
      schema: {
        tags: ['conversations'],
        summary: 'The applicant picks a proposed interview time, or asks for other times',
        description:
          '`{slot}` (one of the proposed times) or `{decline: true, note, slots}`: none of the times suits the ' +
          'applicant, with an optional note and optionally one to three times of their own (ISO instants with their ' +
          'offset, in the future, each different), which the employer may accept (`applicant_slots` of the answer). ' +
          '409 when nothing waits for an answer.',
        security,
        params: idParamsSchema,
        body: interviewAnswerSchema,
        response: { 200: interviewSchema },
      },
      onRequest: [app.authenticate, requireUserType('professional')],
      config: { errors: [400, 403, 404, 409] },
    },
    async (request) =>
      serializeInterview(
        await answerInterview(app.ctx, toId(request.params.id), currentUser(request).id, request.body),
      ),
  );

  app.post(
    '/hiring/employer-jobs/:id/applicants/:applicationId/interview/accept/',
    {
      schema: {
        tags: ['conversations'],
        summary: "Accept one of the times the applicant offered when none of the employer's suited them",
        description:
          "`{slot}`: one of the interview's `applicant_slots`, still in the future. The interview is scheduled at it " +
          'and the applicant is told. 409 when those times are no longer in force (a new proposal, a cancellation, ' +
          'or a time accepted already); to answer with other times, propose again.',
        security,
        params: applicantParamsSchema,
        body: interviewAcceptSchema,
        response: { 200: interviewSchema },
      },
      onRequest: [app.authenticate, requireUserType('employer')],
      config: { errors: [400, 403, 404, 409] },
    },
    async (request) =>
      serializeInterview(
        await acceptApplicantTime(app.ctx, {
          jobId: toId(request.params.id),
          applicationId: toId(request.params.applicationId),
          employerId: currentUser(request).id,
          slot: request.body.slot,
        }),
      ),
  );

  app.post(
    '/hiring/applications/:id/interview/cancel/',
    {
      schema: {
        tags: ['conversations'],
        summary: 'Either side cancels the interview in force, with a reason the other side is told',
        security,
        params: idParamsSchema,
        body: interviewCancelSchema,
        response: { 200: interviewSchema },
      },
      ...signedIn,
      config: { errors: [400, 403, 404, 409] },
    },
    async (request) =>
      serializeInterview(
        await cancelInterview(app.ctx, toId(request.params.id), currentUser(request).id, request.body.reason),
      ),
  );

  app.get(
    '/hiring/applications/:id/interview.ics',
    {
      schema: {
        tags: ['conversations'],
        summary: 'The scheduled interview as a calendar file (text/calendar), its times in Africa/Kinshasa',
        description:
          'A cancelled interview that had its time is served as a cancellation (METHOD:CANCEL, STATUS:CANCELLED, a ' +
          'higher SEQUENCE), so that calendars remove it; 404 when no time was ever chosen.',
        security,
        params: idParamsSchema,
      },
      ...signedIn,
      config: { errors: [403, 404] },
    },
    async (request, reply) => {
      const { thread, side, interview } = await interviewOf(app.ctx, toId(request.params.id), currentUser(request).id);
      const hadTime = interview?.status === 'scheduled' || (interview?.status === 'cancelled' && interview.chosen_slot);
      if (!interview || !hadTime) throw notFound('interviewNotScheduled', 'no_interview');
      const url = threadUrl(app.ctx, thread, side);
      const host = new URL(app.ctx.config.PUBLIC_URL).host;
      return reply
        .header('Content-Type', 'text/calendar; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="interview-${interview.id}.ics"`)
        .header('Cache-Control', 'private, no-store')
        .send(
          interviewCalendar(
            thread,
            interview,
            requestLanguage(request) ?? languageOf(side === 'applicant' ? thread.applicant : thread.employer),
            url,
            host,
          ),
        );
    },
  );
};

export default interviewRoutes;
