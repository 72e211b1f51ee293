// Moderation: staff decisions on job requests (approve, reject), reports of jobs, employers' verification and
// suspension, and the notices they send. This file is the module's only door: other modules import what it exports,
// and nothing past it (the lint refuses).
export { approveJob, rejectJob } from './job-moderation.js';
export { tellStaffOfWaitingRequests } from './notices.js';
export {
  liftSuspension,
  reportedJobs,
  reportJob,
  resolveReports,
  suspendAccountIn,
  tellApplicantsJobClosed,
  verifyEmployer,
} from './trust.js';
