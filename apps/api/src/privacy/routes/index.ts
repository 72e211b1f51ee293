import type { FastifyInstance } from 'fastify';
import consents from './consents.js';
import dataExport from './data-export.js';
import deleteAccount from './delete-account.js';

/** A person's data rights: the export of their data, their consents, the deletion of their account. */
export default async function privacyRoutes(app: FastifyInstance) {
  await app.register(dataExport);
  await app.register(consents);
  await app.register(deleteAccount);
}
