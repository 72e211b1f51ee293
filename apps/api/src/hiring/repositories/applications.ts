import { and, desc, eq, sql } from 'drizzle-orm';
import type { ApplicationStatus } from '@talent/shared';
import type { Db } from '../../db/client.js';
import { executeRows } from '../../db/rows.js';
import { applicationEvents, applications, employerProfiles, jobOffers, jobs, users } from '../../db/schema.js';
import { companyColumns, companyLogoFile, companyLogoJoin } from './company-reveal.js';
import { isOpen } from '../../db/market-rules.js';

export type ApplyResult = { ok: true; id: number } | { ok: false; reason: 'not_open' | 'duplicate' };

/**
 * Applies in one statement: the row is only inserted when the job is open at that moment, and the unique
 * index on (job, professional) turns a second application, even a concurrent one, into no row at all.
 */
export async function applyToOpenJob(
  db: Db,
  a: { jobId: number; professionalId: string; coverLetter: string; today: string; demo: boolean },
): Promise<ApplyResult> {
  // Raw SQL: drizzle's insert-from-select wants every column of the table in the select.
  // The submission is the first step of the application's history, written in the same statement.
  const [row] = await executeRows<{ id: string | number }>(
    db,
    sql`
    with applied as (
      insert into ${applications} (job_id, professional_id, cover_letter)
      select ${jobs.id}, ${a.professionalId}::uuid, ${a.coverLetter}::text from ${jobs}
      where ${eq(jobs.id, a.jobId)} and ${isOpen(a.today, a.demo)}
      on conflict (job_id, professional_id) do nothing
      returning id, created_at),
    history as (
      insert into ${applicationEvents} (application_id, status, actor, created_at)
      select id, 'submitted', 'applicant', created_at from applied)
    select id from applied`,
  );
  if (row) return { ok: true, id: Number(row.id) };
  const [existing] = await db
    .select({ id: applications.id })
    .from(applications)
    .where(and(eq(applications.jobId, a.jobId), eq(applications.professionalId, a.professionalId)));
  return { ok: false, reason: existing ? 'duplicate' : 'not_open' };
}

function selectApplications(db: Db) {
  return db
    .select({
      application: applications,
      jobTitle: jobs.jobTitle,
      // Not sent: with the title, it tells the demo market's jobs, which are sent in the reader's language.
      jobDescription: jobs.jobDescription,
      jobLocation: jobs.jobLocation,
      applicationDeadline: jobs.applicationDeadline,
      industry: employerProfiles.industry,
      ...companyColumns(applications.forwardedAt),
      // Only for an applicant forwarded to the employer, who knows who they are.
      employerSuspended: sql<boolean>`(${applications.forwardedAt} is not null and exists (
        select 1 from users e where e.id = ${jobs.employerId} and e.suspended_at is not null))`,
      offer: jobOffers,
    })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .leftJoin(employerProfiles, eq(employerProfiles.userId, jobs.employerId))
    .leftJoin(companyLogoFile, companyLogoJoin(applications.forwardedAt))
    .leftJoin(jobOffers, eq(jobOffers.applicationId, applications.id));
}

export type ApplicationRow = Awaited<ReturnType<ReturnType<typeof selectApplications>['execute']>>[number];

/** One of the professional's applications; undefined when it is not theirs. */
export async function applicationOf(db: Db, professionalId: string, id: number): Promise<ApplicationRow | undefined> {
  const [row] = await selectApplications(db).where(
    and(eq(applications.id, id), eq(applications.professionalId, professionalId)),
  );
  return row;
}

/** A page of the professional's own applications, newest first, and how many they have. */
export async function pageOfApplications(db: Db, professionalId: string, page: { limit: number; offset: number }) {
  const mine = eq(applications.professionalId, professionalId);
  const [items, counted] = await Promise.all([
    selectApplications(db)
      .where(mine)
      .orderBy(desc(applications.createdAt), desc(applications.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(applications)
      .where(mine),
  ]);
  return { items, total: counted[0]?.total ?? 0 };
}

/** What a notice of an application's new status tells: its professional, its job and the job's company. */
export async function applicationStatusNotice(tx: Db, applicationId: number) {
  const [row] = await tx
    .select({
      professional: users,
      jobId: jobs.id,
      jobTitle: jobs.jobTitle,
      employerId: jobs.employerId,
      company: employerProfiles.companyName,
      forwarded: sql<boolean>`${applications.forwardedAt} is not null`,
    })
    .from(applications)
    .innerJoin(users, eq(users.id, applications.professionalId))
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .leftJoin(employerProfiles, eq(employerProfiles.userId, jobs.employerId))
    .where(eq(applications.id, applicationId));
  return row;
}

/** Reads an application and locks it until the transaction ends. */
export async function lockApplication(tx: Db, applicationId: number) {
  const [row] = await tx.select().from(applications).where(eq(applications.id, applicationId)).for('update');
  return row;
}

/** Sets an application's status; forwarding it (`shortlisted`) also notes when, which the employer's list reads. */
export async function setApplicationStatus(tx: Db, applicationId: number, status: ApplicationStatus): Promise<Date> {
  const at = new Date();
  await tx
    .update(applications)
    .set({ status, updatedAt: at, ...(status === 'shortlisted' ? { forwardedAt: at } : {}) })
    .where(eq(applications.id, applicationId));
  return at;
}
