import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { applicationSchema, pageQuerySchema, professionalApplicationSchema } from '@talent/shared';
import { currentUser, requireUserType } from '../../plugins/auth.js';
import { badRequest } from '../../lib/errors.js';
import { pageWindow, setPageHeaders } from '../../lib/list-paging.js';
import { applyTo, myApplication, myApplicationsPage } from '../my-applications.js';
import { serializeProfessionalApplication } from '../serializers/professional-application.js';
import { withdrawApplication } from '../application-review.js';
import { idParamsSchema, toId } from '../../lib/id-param.js';
import { fileRefSigner } from '../../profiles/index.js';
import { demoJobInLanguage } from '../../demo-market/index.js';
import { requestLanguage } from '../../lib/request-language.js';

/** A validation problem with the job id, or a body that is not an object at all, means "Invalid job ID". */
function concernsJobId(error: { validation?: { instancePath: string }[] }): boolean {
  return (error.validation ?? []).some((i) => i.instancePath === '/' || i.instancePath.startsWith('/job_id'));
}

const applicationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const signFile = fileRefSigner(app.ctx.secret, app.ctx.config.FILE_URL_TTL_SECONDS);
  const professionalOnly = [app.authenticate, requireUserType('professional')];

  app.post(
    '/hiring/applications/',
    {
      schema: {
        tags: ['jobs'],
        summary: 'Apply to an open job (one application per job)',
        security: [{ bearerAuth: [] }],
        body: applicationSchema,
        response: { 201: professionalApplicationSchema },
      },
      // Checked in the handler, so that a bad job id gets the contract's {"detail": "Invalid job ID"}, not a field error.
      attachValidation: true,
      onRequest: professionalOnly,
      config: { errors: [404, 409] },
    },
    async (request, reply) => {
      if (request.validationError) {
        if (concernsJobId(request.validationError)) throw badRequest('invalidJobId', 'invalid_job_id');
        throw request.validationError;
      }
      const user = currentUser(request);
      const id = await applyTo(app.ctx, user, request.body.job_id, request.body.cover_letter);
      const { row, history } = await myApplication(app.ctx.db, user.id, id);
      return reply.code(201).send(serializeProfessionalApplication(row, history, signFile));
    },
  );

  app.get(
    '/hiring/applications/',
    {
      schema: {
        tags: ['jobs'],
        summary: "The signed-in professional's own applications, newest first",
        security: [{ bearerAuth: [] }],
        querystring: pageQuerySchema,
        response: { 200: z.array(professionalApplicationSchema) },
      },
      onRequest: professionalOnly,
    },
    async (request, reply) => {
      const user = currentUser(request);
      const page = await myApplicationsPage(app.ctx.db, user.id, pageWindow(request.query));
      setPageHeaders(request, reply, request.query, page.total);
      const language = requestLanguage(request);
      return page.items.map(({ row, history }) =>
        demoJobInLanguage(serializeProfessionalApplication(row, history, signFile), language, row.jobDescription),
      );
    },
  );

  app.post(
    '/hiring/applications/:id/withdraw/',
    {
      schema: {
        tags: ['jobs'],
        summary: 'Withdraw one of your applications while it waits for an answer',
        description:
          'An application submitted, forwarded, at the interview or at the offer stage becomes `withdrawn`; one ' +
          'that has its answer already (hired, not selected, closed) cannot (400). Another professional’s is not ' +
          'found (404).',
        security: [{ bearerAuth: [] }],
        params: idParamsSchema,
        response: { 200: professionalApplicationSchema },
      },
      onRequest: professionalOnly,
      config: { errors: [400, 404] },
    },
    async (request) => {
      const user = currentUser(request);
      const id = toId(request.params.id);
      await withdrawApplication(app.ctx, id, user.id);
      const { row, history } = await myApplication(app.ctx.db, user.id, id);
      return serializeProfessionalApplication(row, history, signFile);
    },
  );
};

export default applicationsRoutes;
