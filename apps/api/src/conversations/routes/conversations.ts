import type { FastifyInstance } from 'fastify';
import interviewRoutes from './interviews.js';
import messageRoutes from './messages.js';

/** Every route of conversations: the threads' messages, and the interviews. */
export default async function conversationRoutes(app: FastifyInstance) {
  await app.register(messageRoutes);
  await app.register(interviewRoutes);
}
