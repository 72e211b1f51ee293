// Hiring: employers' job requests (submitted, edited, imported, closed) and professionals' applications, with the
// company kept confidential until staff forward an applicant. This file is the module's only door: other modules
// import what it exports, and nothing past it (the lint refuses).
export { changeApplicationStatus, deliverRejectionNote, moveApplicantStageIn } from './application-review.js';
export type { ApplicantStageChange } from './application-review.js';
export { closeJob, closeStaleApplications, withLockedJob } from './job-closing.js';
export { closeApplicationsAndTell } from './notices.js';
export { JobImportError } from './job-import/errors.js';
export { findImportEmployer } from './job-import/import-employer.js';
export { prepareFeed } from './job-import/prepare-feed.js';
export type { PreparedFeed } from './job-import/prepare-feed.js';
export { countOf, formatCount, progressOn } from './job-import/progress.js';
export { storeJobs } from './job-import/store-jobs.js';
export { findApplicantRow, listApplicantRows } from './repositories/applicant-rows.js';
export { applicationsWaitingLongest, marketFigures, recordJobView } from './repositories/request-figures.js';
export type { ApplicantRow } from './repositories/applicant-rows.js';
export { countWaitingJobRequests, findJob } from './repositories/employer-jobs.js';
export {
  closeExpiredJobs,
  closeOpenJobsOf,
  fromDemoMarket,
  hasEffectiveStatus,
  jobReadColumns,
  lockJob,
  notFromDemoSandbox,
  setJobStatus,
  specFileJoin,
  withdrawApplications,
} from './repositories/job-status.js';
export type { WithdrawnApplicant } from './repositories/job-status.js';
export {
  idsParameter,
  isOpen,
  isOpenChecked,
  JOB_CARDS_STATEMENT,
  jobCardsSelect,
  matchPercentage,
  openJobCards,
  textArray,
} from './repositories/open-jobs.js';
export type { OpenJobCard } from './repositories/open-jobs.js';
export { default as applicationRoutes } from './routes/applications.js';
export { default as createJobRoutes } from './routes/create-job.js';
export { default as employerJobRoutes } from './routes/employer-jobs.js';
export { serializeApplicant } from './serializers/applicant.js';
export { serializeJobForProfessional } from './serializers/job-for-professional.js';
export { serializeJobBase } from './serializers/job.js';
