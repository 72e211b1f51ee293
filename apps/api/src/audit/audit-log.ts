import type { AuditAction } from '@talent/shared';
import type { Db } from '../db/client.js';
import { insertAuditEntry, listAuditLog } from './repositories/audit-log.js';

export interface AuditEntry {
  /** Null when nobody signed in did it (a failed sign-in to an unknown address, a command-line tool). */
  actorId: string | null;
  action: AuditAction;
  targetType: 'job' | 'application' | 'user' | 'message';
  targetId: number | string;
  /** Before and after status, a reason...: whatever tells the story of the change. */
  details: Record<string, unknown>;
}

/** Written with the transaction of the change it records, so the log never tells of a change that did not happen. */
export async function recordAudit(tx: Db, entry: AuditEntry): Promise<void> {
  await insertAuditEntry(tx, { ...entry, targetId: String(entry.targetId) });
}

export interface ImportRecord {
  employerId: string;
  employerEmail: string;
  file: string;
  count: number;
  approved: boolean;
}

/**
 * One audit entry for the whole import, written in its transaction. recordAudit is for a staff member's change to
 * one job or application; an import is run by an operator at the command line (so there is no actor) and creates
 * many jobs of one employer, so the entry names the employer and tells the rest in its details.
 */
export async function recordImport(tx: Db, record: ImportRecord): Promise<void> {
  await insertAuditEntry(tx, {
    actorId: null,
    action: 'job.import' satisfies AuditAction,
    targetType: 'employer',
    targetId: record.employerId,
    details: {
      via: 'import-jobs',
      file: record.file,
      count: record.count,
      employer: record.employerEmail,
      approved: record.approved,
      after: record.approved ? 'approved' : 'pending',
    },
  });
}

export interface AccountEvent {
  action: AuditAction;
  /** The account concerned; null for an address no account has (the address is then the target). */
  userId: string | null;
  /** Who did it, when not the account itself (null: a command-line tool). */
  actorId?: string | null;
  /** The client's address; null when not over HTTP. */
  ip: string | null;
  /** How it ended: `success`, or why not. */
  outcome: string;
  email?: string;
  [detail: string]: unknown;
}

/**
 * An event of an account's security: sign-ins, password changes, a stolen session, staff made, an identity linked,
 * with the client's address and how it ended (`outcome`) in the details.
 */
export async function recordAccountEvent(tx: Db, event: AccountEvent): Promise<void> {
  const { action, userId, actorId = userId, ip, email, ...details } = event;
  await recordAudit(tx, {
    actorId,
    action,
    targetType: 'user',
    targetId: userId ?? email ?? '',
    details: { ...details, ip, ...(userId ? {} : { email }) },
  });
}

/** A page of the log for staff's console, newest first, each entry with its actor's address, and the log's length. */
export function auditLogPage(db: Db, window: { limit: number; offset: number }) {
  return listAuditLog(db, window);
}
