import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cvSkillsSchema } from '@talent/shared';
import { currentUser, requireUserType } from '../../plugins/auth.js';
import { skillsAndCvOf } from '../repositories/professional-skills.js';
import { skillsInText } from '../cv-skills.js';
import { badRequest } from '../../lib/errors.js';
import { PdfTooComplexError, pdfText } from '../pdf-text.js';

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
      const { skills, cv } = await skillsAndCvOf(app.ctx.db, user.id);
      if (!cv || cv.contentType !== 'application/pdf') return { skills: [] };
      let text: string;
      try {
        text = await pdfText(cv.data);
      } catch (err) {
        if (err instanceof PdfTooComplexError) {
          request.log.warn({ reason: err.message }, 'a stored CV is past the limits of the PDF reader');
          throw badRequest('cvTooComplex', 'cv_too_complex');
        }
        // Suggestions are a convenience: an unreadable CV gives none rather than an error.
        request.log.warn({ err }, 'could not read the text of a stored CV');
        return { skills: [] };
      }
      return { skills: skillsInText(text, new Set(skills)) };
    },
  );
};

export default cvSkillsRoutes;
