import type { FastifyInstance } from 'fastify';
import health from './health.js';
import accountRoutes from './accounts/routes/index.js';
import demoLogin from './demo/routes/demo-login.js';
import privacyRoutes from './privacy/routes/index.js';
import files from './profiles/routes/files.js';
import profile from './profiles/routes/index.js';
import createJob from './hiring/routes/create-job.js';
import employerJobs from './hiring/routes/employer-jobs.js';
import adminRoutes from './admin/routes/index.js';
import hiringApplications from './hiring/routes/applications.js';
import hiringJobs from './search/routes/jobs.js';
import jobAlerts from './alerts/routes/job-alerts.js';
import profileCvSkills from './profiles/routes/cv-skills.js';
import socialRoutes from './accounts/routes/social/index.js';
import unsubscribe from './messaging/routes/unsubscribe.js';
import notificationRoutes from './messaging/routes/notifications.js';

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
