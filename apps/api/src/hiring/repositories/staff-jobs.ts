import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { JobStatus } from '@talent/shared';
import type { Db } from '../../db/client.js';
import { hasEffectiveStatus, notFromDemoSandbox } from '../../db/market-rules.js';
import { employerProfiles, jobs, storedFiles, users } from '../../db/schema.js';
import { jobReadColumns, specFileJoin } from './job-status.js';

type Window = { limit: number; offset: number };

/** A job as staff's console reads it: as every job read does, with its employer, company and open reports. */
function selectStaffJobs(db: Db, today: string) {
  return db
    .select({
      ...jobReadColumns(today),
      employer: {
        id: users.id,
        email: users.email,
        firstName: users.firstName,
        lastName: users.lastName,
        verifiedAt: users.verifiedAt,
        suspendedAt: users.suspendedAt,
      },
      company: employerProfiles,
      openReports: sql<number>`(select count(*)::int from job_reports r where r.job_id = ${jobs.id} and r.resolved_at is null)`,
    })
    .from(jobs)
    .innerJoin(users, eq(users.id, jobs.employerId))
    .leftJoin(employerProfiles, eq(employerProfiles.userId, jobs.employerId))
    .leftJoin(storedFiles, specFileJoin);
}

export type StaffJobRow = Awaited<ReturnType<typeof selectStaffJobs>>[number];

/**
 * Jobs for staff, filtered on the status readers see, and on one employer when given. The moderation queue (pending) is served oldest first,
 * so that no request waits for ever; every other list newest first.
 */
export async function listStaffJobs(
  db: Db,
  filter: { status?: JobStatus; employerId?: string; today: string },
  window: Window,
) {
  const where = and(
    notFromDemoSandbox,
    filter.status ? hasEffectiveStatus(filter.status, filter.today) : undefined,
    filter.employerId ? eq(jobs.employerId, filter.employerId) : undefined,
  );
  const order =
    filter.status === 'pending' ? [asc(jobs.submittedAt), asc(jobs.id)] : [desc(jobs.submittedAt), desc(jobs.id)];
  const [rows, [total]] = await Promise.all([
    selectStaffJobs(db, filter.today)
      .where(where)
      .orderBy(...order)
      .limit(window.limit)
      .offset(window.offset),
    db.select({ n: count() }).from(jobs).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findStaffJob(db: Db, jobId: number, today: string): Promise<StaffJobRow | undefined> {
  const [row] = await selectStaffJobs(db, today).where(eq(jobs.id, jobId));
  return row;
}
