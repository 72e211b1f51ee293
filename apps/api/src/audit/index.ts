// The audit log: who did what to which account, job or application, written in the same transaction as the change.
// This file is the module's only door: other modules import what it exports, and nothing past it (the lint refuses).
export { auditLogPage, recordAccountEvent, recordAudit, recordImport } from './audit-log.js';
