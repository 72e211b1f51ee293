import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { THREAD_OPEN_DAYS_AFTER_HIRE, threadStateSchema } from '@talent/shared';
import { currentUser, requireUserType } from '../../plugins/auth.js';
import { idParamsSchema, toId } from '../../lib/id-param.js';
import { stateOfThread } from '../threads.js';

/** Whether a thread takes messages, read by both sides before they write. */
const threadStateRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/hiring/applications/:id/thread/',
    {
      schema: {
        tags: ['conversations'],
        summary: 'Whether an application’s thread takes messages now, and why not',
        description:
          'The rule every message, answer and cancellation obeys: open while the application waits for its answer, ' +
          `and for ${THREAD_OPEN_DAYS_AFTER_HIRE} days after a hire (writable_until); otherwise closed_reason says ` +
          'why (not_selected, withdrawn, job_closed, job_withdrawn, hire_window_passed, employer_suspended), the ' +
          'reason a message sent to it is refused with (409). The same access as the messages: 403 for the ' +
          'applicant before staff forwarded them, 404 for anyone else.',
        security: [{ bearerAuth: [] }],
        params: idParamsSchema,
        response: { 200: threadStateSchema },
      },
      onRequest: [app.authenticate, requireUserType('professional', 'employer')],
      config: { errors: [403, 404] },
    },
    async (request) => {
      const state = await stateOfThread(app.ctx.db, toId(request.params.id), currentUser(request).id);
      return {
        can_write: state.canWrite,
        closed_reason: state.closedReason,
        writable_until: state.writableUntil?.toISOString() ?? null,
      };
    },
  );
};

export default threadStateRoutes;
