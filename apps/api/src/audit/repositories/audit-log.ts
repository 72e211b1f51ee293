import { count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { auditLog, users } from '../../db/schema.js';

export type NewAuditRow = typeof auditLog.$inferInsert;

/** Writes one entry, in the caller's transaction. */
export async function insertAuditEntry(tx: Db, row: NewAuditRow): Promise<void> {
  await tx.insert(auditLog).values(row);
}

/** A page of the log, newest first, each entry with its actor's address; and how many entries there are. */
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
