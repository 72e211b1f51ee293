import type { FastifyInstance } from 'fastify';
import applicantStageRoutes from './applicant-stage.js';
import interviewRoutes from './interviews.js';
import messageRoutes from './messages.js';
import threadStateRoutes from './thread-state.js';

/** Every route of conversations: the threads' messages, the interviews, and the employer's moves of an applicant. */
export default async function conversationRoutes(app: FastifyInstance) {
  await app.register(applicantStageRoutes);
  await app.register(messageRoutes);
  await app.register(threadStateRoutes);
  await app.register(interviewRoutes);
}
