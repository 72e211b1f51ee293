import { and, asc, eq, sql } from 'drizzle-orm';
import type { JobAlertFrequency, JobAlertSearch } from '@talent/shared';
import type { Db } from '../db/client.js';
import { jobAlerts, users } from '../db/schema.js';

export type JobAlertRow = typeof jobAlerts.$inferSelect;

/** How long a window lasts, as SQL. */
export const periodOf = (frequency: JobAlertFrequency) => (frequency === 'daily' ? sql`interval '1 day'` : sql`interval '7 days'`);

export function listJobAlerts(db: Db, userId: string): Promise<JobAlertRow[]> {
  return db.select().from(jobAlerts).where(eq(jobAlerts.userId, userId)).orderBy(asc(jobAlerts.createdAt), asc(jobAlerts.id));
}

/**
 * Saves an alert unless the professional already keeps `max` (null then). Their user row is locked meanwhile, so
 * that two saves at once cannot both pass the count. Its first window starts now: only jobs approved from now on
 * are news.
 */
export async function createJobAlert(
  db: Db,
  userId: string,
  alert: { name: string; frequency: JobAlertFrequency; search: JobAlertSearch },
  max: number,
): Promise<JobAlertRow | null> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select 1 from ${users} where ${users.id} = ${userId} for update`);
    const [count] = await tx.select({ n: sql<number>`count(*)::int` }).from(jobAlerts).where(eq(jobAlerts.userId, userId));
    if ((count?.n ?? 0) >= max) return null;
    const [row] = await tx
      .insert(jobAlerts)
      .values({ userId, ...alert, nextRunAt: sql`now() + ${periodOf(alert.frequency)}` })
      .returning();
    return row!;
  });
}

/**
 * Renames, changes the frequency, pauses or resumes one of the professional's alerts. A new frequency counts from
 * the window's start; a resumed alert starts a new window now, so that it does not mail what came while paused.
 */
export async function updateJobAlert(
  db: Db,
  userId: string,
  id: number,
  change: { name?: string; frequency?: JobAlertFrequency; paused?: boolean },
): Promise<JobAlertRow | undefined> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(jobAlerts)
      .where(and(eq(jobAlerts.id, id), eq(jobAlerts.userId, userId)))
      .for('update');
    if (!current) return undefined;
    const frequency = change.frequency ?? (current.frequency as JobAlertFrequency);
    const resumed = change.paused === false && current.paused;
    const windowStart = resumed ? sql`now()` : sql`${jobAlerts.windowStart}`;
    const rescheduled = resumed || (change.frequency !== undefined && change.frequency !== current.frequency);
    const [row] = await tx
      .update(jobAlerts)
      .set({
        ...(change.name !== undefined ? { name: change.name } : {}),
        frequency,
        ...(change.paused !== undefined ? { paused: change.paused } : {}),
        ...(resumed ? { windowStart: sql`now()` } : {}),
        ...(rescheduled ? { nextRunAt: sql`greatest(${windowStart} + ${periodOf(frequency)}, now())` } : {}),
      })
      .where(eq(jobAlerts.id, id))
      .returning();
    return row;
  });
}

export async function deleteJobAlert(db: Db, userId: string, id: number): Promise<boolean> {
  const rows = await db.delete(jobAlerts).where(and(eq(jobAlerts.id, id), eq(jobAlerts.userId, userId))).returning({ id: jobAlerts.id });
  return rows.length > 0;
}
