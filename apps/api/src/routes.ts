import type { FastifyInstance } from 'fastify';
import health from './health.js';
import { accountRoutes, socialRoutes } from './accounts/index.js';
import { demoLoginRoutes } from './demo/index.js';
import { privacyRoutes } from './privacy/index.js';
import { fileRoutes, profileRoutes, cvSkillsRoutes } from './profiles/index.js';
import { createJobRoutes, employerJobRoutes, applicationRoutes } from './hiring/index.js';
import { adminRoutes } from './admin/index.js';
import { jobListRoutes } from './search/index.js';
import { jobAlertRoutes } from './alerts/index.js';
import { unsubscribeRoutes, notificationRoutes } from './messaging/index.js';
import { conversationRoutes } from './conversations/index.js';

/** Every route module, registered once; add a line here for each new module. */
export default async function routes(app: FastifyInstance) {
  await app.register(health);
  await app.register(accountRoutes);
  await app.register(demoLoginRoutes);
  await app.register(privacyRoutes);
  await app.register(profileRoutes);
  await app.register(fileRoutes);
  await app.register(createJobRoutes);
  await app.register(employerJobRoutes);
  await app.register(adminRoutes);
  await app.register(jobListRoutes);
  await app.register(jobAlertRoutes);
  await app.register(applicationRoutes);
  await app.register(cvSkillsRoutes);
  await app.register(socialRoutes);
  await app.register(unsubscribeRoutes);
  await app.register(notificationRoutes);
  await app.register(conversationRoutes);
}
