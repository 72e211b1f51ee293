import type { FastifyInstance } from 'fastify';
import health from './health.js';
import accountRoutes from './accounts/index.js';
import files from './files.js';
import profile from './profile/index.js';
import createJob from './hiring/create-job.js';
import employerJobs from './hiring/employer-jobs.js';
import adminRoutes from './admin/index.js';
import hiringApplications from './hiring/applications.js';
import hiringJobs from './hiring/jobs.js';
import jobAlerts from './hiring/job-alerts.js';
import profileCvSkills from './profile/cv-skills.js';
import socialRoutes from './social/index.js';
import unsubscribe from './mail/unsubscribe.js';
import notificationRoutes from './notifications.js';

/** Every route module, registered once; add a line here for each new module. */
export default async function routes(app: FastifyInstance) {
  await app.register(health);
  await app.register(accountRoutes);
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
