import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { executeRows } from '../../db/rows.js';
import { applications, jobs, savedJobs, users } from '../../db/schema.js';
import { isOpen } from '../../db/market-rules.js';

/** Saves a job for a professional; saving it again keeps the first time it was saved. */
export async function insertSavedJob(db: Db, userId: string, jobId: number): Promise<void> {
  await db.insert(savedJobs).values({ userId, jobId }).onConflictDoNothing();
}

/** Forgets a professional's save of a job; false when there was none. */
export async function deleteSavedJob(db: Db, userId: string, jobId: number): Promise<boolean> {
  const gone = await db
    .delete(savedJobs)
    .where(and(eq(savedJobs.userId, userId), eq(savedJobs.jobId, jobId)))
    .returning({ jobId: savedJobs.jobId });
  return gone.length > 0;
}

/**
 * One page of the ids of the jobs a professional saved that they can still read (open to them, or applied to),
 * newest saved first, and how many there are.
 */
export async function savedJobIdsPage(
  db: Db,
  userId: string,
  today: string,
  demo: boolean,
  page: { limit: number; offset: number },
): Promise<{ ids: number[]; total: number }> {
  const rows = await executeRows<{ id: number | string; total: number }>(
    db,
    sql`select ${savedJobs.jobId} as id, count(*) over ()::int as total
      from ${savedJobs} join ${jobs} on ${jobs.id} = ${savedJobs.jobId}
      where ${savedJobs.userId} = ${userId} and (${isOpen(today, demo)} or exists (
        select 1 from ${applications} where ${applications.jobId} = ${jobs.id} and ${applications.professionalId} = ${userId}))
      order by ${savedJobs.savedAt} desc, ${savedJobs.jobId} desc
      limit ${page.limit} offset ${page.offset}`,
  );
  if (rows.length > 0 || page.offset === 0) {
    return { ids: rows.map((r) => Number(r.id)), total: rows[0]?.total ?? 0 };
  }
  // A page past the end still tells how many there are.
  const [count] = await executeRows<{ total: number }>(
    db,
    sql`select count(*)::int as total from ${savedJobs} join ${jobs} on ${jobs.id} = ${savedJobs.jobId}
      where ${savedJobs.userId} = ${userId} and (${isOpen(today, demo)} or exists (
        select 1 from ${applications} where ${applications.jobId} = ${jobs.id} and ${applications.professionalId} = ${userId}))`,
  );
  return { ids: [], total: count?.total ?? 0 };
}

export interface ClosingSavedJob {
  user_id: string;
  job_id: number;
  job_title: string;
  deadline: string;
}

/**
 * The saves of open jobs whose deadline falls from `today` to `lastDay` (both included), by people who have not
 * applied to them; demo accounts, which nobody reads the bell of for long, are left out.
 */
export async function closingSavedJobs(db: Db, today: string, lastDay: string): Promise<ClosingSavedJob[]> {
  const rows = await executeRows<ClosingSavedJob & { job_id: number | string; deadline: string | Date }>(
    db,
    sql`select ${savedJobs.userId} as user_id, ${jobs.id} as job_id, ${jobs.jobTitle} as job_title,
        ${jobs.applicationDeadline}::text as deadline
      from ${savedJobs}
      join ${jobs} on ${jobs.id} = ${savedJobs.jobId}
      join ${users} on ${users.id} = ${savedJobs.userId}
      where not ${users.isDemo} and ${isOpen(today, false)} and ${jobs.applicationDeadline} <= ${lastDay}::date
        and not exists (select 1 from ${applications}
          where ${applications.jobId} = ${jobs.id} and ${applications.professionalId} = ${savedJobs.userId})
      order by ${savedJobs.userId}, ${jobs.id}`,
  );
  return rows.map((r) => ({ ...r, job_id: Number(r.job_id), deadline: String(r.deadline) }));
}
