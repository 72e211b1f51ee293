// Hiring: employers' job requests (submitted, edited, imported, closed) and professionals' applications, with the
// company kept confidential until staff forward an applicant. This file is the module's only door: other modules
// import what it exports, and nothing past it (the lint refuses).
export {
  changeApplicationStatus,
  deliverOfferNote,
  deliverRejectionNote,
  moveApplicantStageIn,
} from './application-review.js';
export type { ApplicantStageChange } from './application-review.js';
export {
  changeJobStatus,
  closeEmployerJobs,
  closeJob,
  closeJobsPastDeadline,
  closeStaleApplications,
  closeWaitingApplications,
  lockedJob,
  withLockedJob,
} from './job-closing.js';
export { closeApplicationsAndTell } from './notices.js';
export { answerOfferIn, remindUnansweredOffers } from './offers.js';
export { myApplication } from './my-applications.js';
export type { OfferReply } from './offers.js';
export { serializeProfessionalApplication } from './serializers/professional-application.js';
export { JobImportError } from './job-import/errors.js';
export { findImportEmployer } from './job-import/import-employer.js';
export { prepareFeed } from './job-import/prepare-feed.js';
export type { PreparedFeed } from './job-import/prepare-feed.js';
export { countOf, formatCount, progressOn } from './job-import/progress.js';
export { storeJobs } from './job-import/store-jobs.js';
export type { ApplicantRow } from './repositories/applicant-rows.js';
export type { WithdrawnApplicant } from './repositories/job-status.js';
export type { OpenJobCard } from './repositories/open-jobs.js';
export type { StaffJobRow } from './repositories/staff-jobs.js';
export { jobCardsOf, jobCardsStatement, recordJobSeen } from './job-cards.js';
export { saveJob, savedJobsPage, tellOfClosingSavedJobs, unsaveJob } from './saved-jobs.js';
export {
  applicantOf,
  applicantsPage,
  applicationsWaitingLongestFor,
  hiringFigures,
  jobRequestsWaiting,
  jobWithFigures,
  staffJob,
  staffJobsPage,
} from './staff-views.js';
export { default as applicationRoutes } from './routes/applications.js';
export { default as createJobRoutes } from './routes/create-job.js';
export { default as employerJobRoutes } from './routes/employer-jobs.js';
export { serializeApplicant } from './serializers/applicant.js';
export { serializeJobForProfessional } from './serializers/job-for-professional.js';
export { serializeJobBase } from './serializers/job.js';
