// A person's data rights: the export of their data, their consents, the deletion of their account, and the retention
// rules that erase what is no longer needed. This file is the module's only door: other modules import what it
// exports, and nothing past it (the lint refuses).
export { replayErasures } from './account-deletion.js';
export type { ErasureReplay } from './account-deletion.js';
export { default as privacyRoutes } from './routes/index.js';
export { runCoverLetterRetention, runThreadRetention } from './thread-retention.js';
export { runUnusedAccountErasure } from './unused-account-erasure.js';
export { runUnusedAccountFilesRetention } from './unused-account-files.js';
