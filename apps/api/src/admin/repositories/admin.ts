import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { JobStatus } from '@talent/shared';
import type { Db } from '../../db/client.js';
import { applications, employerProfiles, jobs, professionalProfiles, storedFiles, users } from '../../db/schema.js';
import { hasEffectiveStatus, jobReadColumns, notFromDemoSandbox, specFileJoin } from '../../hiring/index.js';

type Window = { limit: number; offset: number };

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

/** LIKE wildcards in a search typed by a person are literal characters. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, '\\$&');

function selectAdminUsers(db: Db) {
  return db
    .select({
      user: users,
      companyName: employerProfiles.companyName,
      onboardingCompleted: sql<boolean>`coalesce(${professionalProfiles.onboardingCompleted},
        ${employerProfiles.onboardingCompleted}, false)`,
      jobsSubmitted: sql<number>`(select count(*)::int from ${jobs} where ${jobs.employerId} = ${users.id})`.mapWith(
        Number,
      ),
      applicationsMade: sql<number>`(select count(*)::int from ${applications}
        where ${applications.professionalId} = ${users.id})`.mapWith(Number),
    })
    .from(users)
    .leftJoin(professionalProfiles, eq(professionalProfiles.userId, users.id))
    .leftJoin(employerProfiles, eq(employerProfiles.userId, users.id));
}

/** One user as the staff list shows them. */
export async function findAdminUser(db: Db, id: string) {
  const [row] = await selectAdminUsers(db).where(eq(users.id, id));
  return row;
}

/** Users with their onboarding state and activity, newest first; `q` searches e-mail, names and company, `id` is one. */
export async function listUsers(db: Db, filter: { type?: string; q?: string; id?: string }, window: Window) {
  const conditions: SQL[] = [];
  if (filter.id) conditions.push(eq(users.id, filter.id));
  if (filter.type) conditions.push(eq(users.userType, filter.type));
  if (filter.q) {
    const pattern = `%${escapeLike(filter.q)}%`;
    conditions.push(
      or(
        ilike(users.email, pattern),
        ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern),
        ilike(employerProfiles.companyName, pattern),
      )!,
    );
  }
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    selectAdminUsers(db)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(window.limit)
      .offset(window.offset),
    db
      .select({ n: count() })
      .from(users)
      .leftJoin(employerProfiles, eq(employerProfiles.userId, users.id))
      .where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}
