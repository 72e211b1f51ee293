import type { FastifyInstance } from 'fastify';
import providers from './providers.js';
import signIn from './sign-in.js';

/** Social sign-in with Google and LinkedIn: the code exchange paths (see docs/decisions/008-social-sign-in.md). */
export default async function socialRoutes(app: FastifyInstance) {
  await app.register(providers);
  await app.register(signIn);
}
