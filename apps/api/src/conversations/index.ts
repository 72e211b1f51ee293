// Conversations: an application's messages between its job's employer and the applicant once staff forwarded them,
// with money-asking messages held for staff, and the interviews proposed in it. This file is the module's only door:
// other modules import what it exports, and nothing past it (the lint refuses).
export { remindInterviews } from './interviews.js';
export { default as conversationRoutes } from './routes/conversations.js';
export {
  heldTextsPage,
  heldTextsWaiting,
  readReportedThread,
  refuseHeldMessage,
  releaseHeldMessage,
} from './staff-review.js';
export { suspendAccount } from './suspension.js';
