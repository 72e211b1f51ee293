import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import { OPEN_APPLICATION_STATUSES, type ApplicationClosedReason, type JobStatus } from '@talent/shared';
import type { Db } from '../../db/client.js';
import { applicationPipelineSql } from './application-events.js';
import { executeRows } from '../../db/rows.js';
import { applications, jobs, storedFiles } from '../../db/schema.js';
import { effectiveStatus } from '../../db/market-rules.js';

export type JobRow = typeof jobs.$inferSelect;

export const applicationsCount = sql<number>`(select count(*)::int from ${applications}
  where ${applications.jobId} = ${jobs.id})`.mapWith(Number);

/** What every job read selects: the row, its status as readers see it, its applications and its spec file. */
export function jobReadColumns(today: string) {
  return {
    job: jobs,
    status: effectiveStatus(today),
    applicationsCount,
    pipeline: sql<Record<string, number>>`${applicationPipelineSql(jobs.id)}`,
    spec: {
      id: storedFiles.id,
      filename: storedFiles.filename,
      contentType: storedFiles.contentType,
      size: storedFiles.size,
    },
  };
}
/** The join that goes with jobReadColumns. */
export const specFileJoin = eq(storedFiles.id, jobs.jobSpecFileId);

/** Reads a job and locks it until the transaction ends, so that two status changes cannot interleave. */
export async function lockJob(tx: Db, jobId: number): Promise<JobRow | undefined> {
  const [row] = await tx.select().from(jobs).where(eq(jobs.id, jobId)).for('update');
  return row;
}

export interface JobStatusChange {
  status: JobStatus;
  rejectionReason?: string | null;
  approvedAt?: Date;
  closedAt?: Date;
}

export async function setJobStatus(tx: Db, jobId: number, change: JobStatusChange): Promise<void> {
  await tx
    .update(jobs)
    .set({ ...change, updatedAt: new Date() })
    .where(eq(jobs.id, jobId));
}

/** Persists `closed` on approved jobs past their deadline; returns how many were closed. */
export async function closeExpiredJobs(db: Db, today: string): Promise<number> {
  const closed = await db
    .update(jobs)
    .set({ status: 'closed', closedAt: new Date(), updatedAt: new Date() })
    .where(and(eq(jobs.status, 'approved'), lt(jobs.applicationDeadline, today)))
    .returning({ id: jobs.id });
  return closed.length;
}

/**
 * The jobs whose deadline is before `before` with applications still waiting for an answer (at most `limit` of them,
 * so that one run stays short; the next takes the rest).
 */
export async function jobsWithStaleApplications(tx: Db, before: string, limit = 500): Promise<number[]> {
  const rows = await executeRows<{ id: string | number }>(
    tx,
    sql`select distinct a.job_id as id from applications a join jobs j on j.id = a.job_id
      where j.application_deadline < ${before}::date
        and a.status in (${sql.join(
          OPEN_APPLICATION_STATUSES.map((status) => sql`${status}`),
          sql`, `,
        )})
      limit ${limit}`,
  );
  return rows.map((row) => Number(row.id));
}

/** Closes every pending or approved job of an employer (a suspension); the ids closed. */
export async function closeOpenJobsOf(tx: Db, employerId: string, at: Date): Promise<number[]> {
  const closed = await tx
    .update(jobs)
    .set({ status: 'closed', closedAt: at, updatedAt: at })
    .where(and(eq(jobs.employerId, employerId), inArray(jobs.status, ['pending', 'approved'])))
    .returning({ id: jobs.id });
  return closed.map((j) => j.id);
}

/** An applicant of a withdrawn job to tell, with what telling them needs. */
export interface WithdrawnApplicant {
  application_id: number;
  job_id: number;
  job_title: string;
  user_id: string;
  email: string;
  first_name: string;
  language: string;
}

/**
 * Withdraws jobs from their applicants, in one statement: every open application (OPEN_APPLICATION_STATUSES) of
 * the jobs `of` names is closed with `reason` (a hired one stays hired), a step of its history. The applicants to tell: every applicant of
 * `closedNow` (jobs that were open until now), and those whose application was closed here; each once per job, and
 * none whose account is deleted.
 */
export async function withdrawApplications(
  tx: Db,
  of: { jobId: number } | { employerId: string } | { jobIds: readonly number[] },
  closedNow: readonly number[],
  reason: ApplicationClosedReason,
  at: Date,
): Promise<WithdrawnApplicant[]> {
  const jobsOf =
    'jobId' in of
      ? sql`a.job_id = ${of.jobId}`
      : 'jobIds' in of
        ? sql`a.job_id = any(${sql.param([...of.jobIds])}::bigint[])`
        : sql`a.job_id in (select id from jobs where employer_id = ${of.employerId})`;
  const open = sql.join(
    OPEN_APPLICATION_STATUSES.map((status) => sql`${status}`),
    sql`, `,
  );
  const wereOpen =
    closedNow.length === 0
      ? sql``
      : sql`union select id, job_id, professional_id from applications where job_id in (${sql.join(
          closedNow.map((id) => sql`${id}`),
          sql`, `,
        )})`;
  const rows = await executeRows<WithdrawnApplicant>(
    tx,
    sql`with closed as (
        update applications a set status = 'closed', closed_reason = ${reason},
          updated_at = ${at.toISOString()}::timestamptz
        where ${jobsOf} and a.status in (${open})
        returning a.id, a.job_id, a.professional_id),
      history as (
        insert into application_events (application_id, status, reason, actor, created_at)
        select id, 'closed', ${reason}, 'system', ${at.toISOString()}::timestamptz from closed)
      select t.id as application_id, t.job_id, j.job_title, u.id as user_id, u.email, u.first_name, u.language
      from (select id, job_id, professional_id from closed ${wereOpen}) t
      join jobs j on j.id = t.job_id
      join users u on u.id = t.professional_id
      where u.deleted_at is null
      order by u.id, t.job_id`,
  );
  return rows.map((r) => ({ ...r, job_id: Number(r.job_id) }));
}
