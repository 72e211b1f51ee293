import type { FastifyInstance } from 'fastify';
import providers from './providers.js';
import signIn from './sign-in.js';

/** Social sign-in with Google and LinkedIn (spec sections 1, 2 and 7: the code exchange paths). */
export default async function socialRoutes(app: FastifyInstance) {
  await app.register(providers);
  await app.register(signIn);
}
