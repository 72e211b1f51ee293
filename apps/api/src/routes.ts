import type { FastifyInstance } from 'fastify';
import health from './health.js';
import { accountRoutes, socialRoutes } from './accounts/index.js';
import { demoLogin } from './demo/index.js';
import { privacyRoutes } from './privacy/index.js';
import { files, profile, profileCvSkills } from './profiles/index.js';
import { createJob, employerJobs, hiringApplications } from './hiring/index.js';
import { adminRoutes } from './admin/index.js';
import { jobListRoutes as hiringJobs } from './search/index.js';
import { jobAlerts } from './alerts/index.js';
import { unsubscribe, notificationRoutes } from './messaging/index.js';

/** Every route module, registered once; add a line here for each new module. */
export default async function routes(app: FastifyInstance) {
  await app.register(health);
  await app.register(accountRoutes);
  await app.register(demoLogin);
  await app.register(privacyRoutes);
  await app.register(profile);
  await app.register(files);
  await app.register(createJob);
  await app.register(employerJobs);
  await app.register(adminRoutes);
  await app.register(hiringJobs);
  await app.register(jobAlerts);
  await app.register(hiringApplications);
  await app.register(profileCvSkills);
  await app.register(socialRoutes);
  await app.register(unsubscribe);
  await app.register(notificationRoutes);
}
