import { count, desc, eq } from 'drizzle-orm';
import type { AuditAction } from '@talent/shared';
import type { Db } from '../db/client.js';
import { auditLog, users } from '../db/schema.js';

export interface AuditEntry {
  actorId: string;
  action: AuditAction;
  targetType: 'job' | 'application';
  targetId: number | string;
  /** Before and after status, a reason...: whatever tells the story of the change. */
  details: Record<string, unknown>;
}

/** Written with the transaction of the change it records, so the log never tells of a change that did not happen. */
export async function recordAudit(tx: Db, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({ ...entry, targetId: String(entry.targetId) });
}

export async function listAuditLog(db: Db, window: { limit: number; offset: number }) {
  const [rows, [total]] = await Promise.all([
    db
      .select({ entry: auditLog, actorEmail: users.email })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorId))
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(window.limit)
      .offset(window.offset),
    db.select({ n: count() }).from(auditLog),
  ]);
  return { rows, total: total?.n ?? 0 };
}
