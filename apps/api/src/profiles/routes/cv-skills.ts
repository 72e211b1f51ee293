import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cvSkillsSchema } from '@talent/shared';
import { currentUser, requireUserType } from '../../plugins/auth.js';
import { skillsFromStoredCv } from '../cv-suggestions.js';

const cvSkillsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/profile/cv-skills/',
    {
      schema: {
        tags: ['profile'],
        summary: "Skills found in the professional's CV that their profile does not list yet",
        description:
          'The CV is read in a worker with limits on pages, inflated size, memory and time: one past them gets 400 ' +
          '{"code": "cv_too_complex"}. Rate limited per account.',
        security: [{ bearerAuth: [] }],
        response: { 200: cvSkillsSchema },
      },
      onRequest: [app.authenticate, requireUserType('professional')],
      config: { errors: [429] },
    },
    async (request) => {
      const user = currentUser(request);
      // Reading a PDF costs far more than answering: each account gets a few a minute.
      await app.rateLimits.byAccount('cv-skills', user.id);
      return { skills: await skillsFromStoredCv(app.ctx.db, user.id, request.log) };
    },
  );
};

export default cvSkillsRoutes;
