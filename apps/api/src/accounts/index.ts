// Accounts: who a person is and how they prove it (registration, sign-in by password, social providers and staff
// one-time codes, sessions and tokens, password reset, the e-mail and phone proofs), and the staff accounts. This
// file is the module's only door: other modules import what it exports, and nothing past it (the lint refuses).
export { signIn } from './accounts.js';
export { hashPassword, verifyPassword } from './passwords.js';
export { default as rateLimitPlugin } from './rate-limit-plugin.js';
export { shareRateLimitsBetweenProcesses } from './rate-limits.js';
export {
  accountByEmail,
  accountIn,
  recordEmployerVerified,
  restoreSignIn,
  staffAccounts,
  suspendSignIn,
} from './account-standing.js';
export {
  deleteExpiredDemoAccounts,
  forgetEndedSessions,
  forgetExpiredResetLinks,
  forgetSpentSocialTokens,
} from './housekeeping.js';
export type { UserRow } from './repositories/users.js';
export { default as accountRoutes } from './routes/index.js';
export { default as socialRoutes } from './routes/social/index.js';
export { default as socialSignInPlugin } from './social/social-plugin.js';
export { checkStaffInput, createOrPromoteStaff, StaffAccountError } from './staff-accounts.js';
export type { StaffAccountResult } from './staff-accounts.js';
