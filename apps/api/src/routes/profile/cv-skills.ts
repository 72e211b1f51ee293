import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cvSkillsSchema } from '@talent/shared';
import { currentUser, requireUserType } from '../../plugins/auth.js';
import { skillsAndCvOf } from '../../repositories/professional-skills.js';
import { skillsInText } from '../../services/cv-skills.js';
import { pdfText } from '../../services/pdf-text.js';

const cvSkillsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/profile/cv-skills/',
    {
      schema: {
        tags: ['profile'],
        summary: "Skills found in the professional's CV that their profile does not list yet",
        security: [{ bearerAuth: [] }],
        response: { 200: cvSkillsSchema },
      },
      preValidation: [app.authenticate, requireUserType('professional')],
    },
    async (request) => {
      const user = currentUser(request);
      const { skills, cv } = await skillsAndCvOf(app.ctx.db, user.id);
      if (!cv || cv.contentType !== 'application/pdf') return { skills: [] };
      let text: string;
      try {
        text = await pdfText(cv.data);
      } catch (err) {
        // Suggestions are a convenience: an unreadable CV gives none rather than an error.
        request.log.warn({ err }, 'could not read the text of a stored CV');
        return { skills: [] };
      }
      return { skills: skillsInText(text, new Set(skills)) };
    },
  );
};

export default cvSkillsRoutes;
