import { and, asc, eq, sql } from 'drizzle-orm';
import type { JobAlertFrequency, JobAlertSearch } from '@talent/shared';
import type { Db } from '../../db/client.js';
import { executeRows } from '../../db/rows.js';
import { jobAlerts, users } from '../../db/schema.js';

export type JobAlertRow = typeof jobAlerts.$inferSelect;

/** How long a window lasts, as SQL. */
const periodOf = (frequency: JobAlertFrequency) =>
  frequency === 'daily' ? sql`interval '1 day'` : sql`interval '7 days'`;

export function listJobAlerts(db: Db, userId: string): Promise<JobAlertRow[]> {
  return db
    .select()
    .from(jobAlerts)
    .where(eq(jobAlerts.userId, userId))
    .orderBy(asc(jobAlerts.createdAt), asc(jobAlerts.id));
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
    const [count] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(jobAlerts)
      .where(eq(jobAlerts.userId, userId));
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
  const rows = await db
    .delete(jobAlerts)
    .where(and(eq(jobAlerts.id, id), eq(jobAlerts.userId, userId)))
    .returning({ id: jobAlerts.id });
  return rows.length > 0;
}

/** A due alert as the alert worker runs it: the alert, its window's start, its owner and their skills. */
export interface DueAlert {
  id: number;
  user_id: string;
  name: string;
  search: JobAlertSearch;
  window_ms: number;
  email: string;
  first_name: string;
  language: string;
  is_demo: boolean;
  /** Job alert mail turned off (settings page or one-click unsubscribe). */
  opted_out: boolean;
  skills: string[];
}

/**
 * Claims up to `limit` due alerts that are not paused, soonest first. `skip locked`: an alert another worker holds
 * is left to it, and once that worker commits its alert is no longer due, so that no alert is mailed twice.
 */
export function claimDueAlerts(tx: Db, frequency: JobAlertFrequency, now: Date, limit: number) {
  return executeRows<DueAlert>(
    tx,
    sql`select a.id, a.user_id, a.name, a.search, (extract(epoch from a.window_start) * 1000)::float8 as window_ms,
        u.email, u.first_name, u.language, u.is_demo, coalesce(p.skills_normalized, '{}') as skills,
        exists (select 1 from email_opt_outs o where o.user_id = a.user_id and o.category = 'job_alerts') as opted_out
      from job_alerts a
      join users u on u.id = a.user_id
      left join professional_profiles p on p.user_id = a.user_id
      where not a.paused and a.frequency = ${frequency} and a.next_run_at <= ${now.toISOString()}::timestamptz
      order by a.next_run_at, a.id
      limit ${limit}
      for update of a skip locked`,
  );
}

/**
 * Moves the batch's windows to `until` once its mails are written, never back (a window ended early by a running
 * transaction must not mail again what an earlier window held). The next run keeps the alert's time of day; one
 * overdue (the worker was down) is due a period from now.
 */
export async function moveAlertWindows(
  tx: Db,
  due: readonly { id: number }[],
  frequency: JobAlertFrequency,
  now: Date,
  until: Date,
) {
  const period = periodOf(frequency);
  const at = sql`${now.toISOString()}::timestamptz`;
  await tx.execute(sql`update job_alerts set window_start = greatest(window_start, ${until.toISOString()}::timestamptz),
        next_run_at = case when next_run_at + ${period} > ${at} then next_run_at + ${period} else ${at} + ${period} end
      where id in (${sql.join(
        due.map((a) => sql`${a.id}`),
        sql`, `,
      )})`);
}
