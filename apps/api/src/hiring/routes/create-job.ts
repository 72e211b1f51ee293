import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { employerJobSchema, jobRequestSchema } from '@talent/shared';
import { currentUser, requireUserType } from '../../plugins/auth.js';
import { ownJob } from '../employer-requests.js';
import { submitJobRequest } from '../job-requests.js';
import { serializeEmployerJob } from '../serializers/employer-job.js';
import { fileRefSigner } from '../../profiles/index.js';
import { readJobRequest } from './read-job-request.js';

const createJob: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/hiring/create/',
    {
      schema: {
        tags: ['hiring'],
        summary: 'Submit a worker request (employers)',
        description:
          'JSON, or multipart/form-data with an optional `job_spec_document` PDF of up to 5 MB. ' +
          'The request starts `pending` until staff approve it.',
        consumes: ['application/json', 'multipart/form-data'],
        security: [{ bearerAuth: [] }],
        response: { 201: employerJobSchema },
      },
      // JSON or multipart: readJobRequest reads the body and validates it with this schema.
      config: { bodyReadByHandler: jobRequestSchema },
      // Identity first, so that a stranger learns nothing from validation messages.
      onRequest: [app.authenticate, requireUserType('employer')],
    },
    async (request, reply) => {
      const user = currentUser(request);
      const { data, spec } = await readJobRequest(request);
      const jobId = await submitJobRequest(app.ctx.db, user.id, data, spec);
      const row = await ownJob(app.ctx.db, jobId, user.id);
      const signFile = fileRefSigner(app.ctx.secret, app.ctx.config.FILE_URL_TTL_SECONDS);
      return reply.code(201).send(serializeEmployerJob(row, signFile));
    },
  );
};

export default createJob;
