import { APPLICATIONS_CLOSE_AFTER_DAYS, addDaysIso } from '@talent/shared';
import type { Db } from '../db/client.js';
import { forbidden, notFound, badRequest } from '../lib/errors.js';
import { recordAudit } from '../audit/index.js';
import {
  closeExpiredJobs,
  closeOpenJobsOf,
  jobsWithStaleApplications,
  lockJob,
  setJobStatus,
  withdrawApplications,
  type JobRow,
  type JobStatusChange,
  type WithdrawnApplicant,
} from './repositories/job-status.js';
import { closeApplicationsAndTell } from './notices.js';
import { dropStaleSms, smsAboutApplication, type NotifyContext } from '../messaging/index.js';

/**
 * Job status changes (docs/decisions/006-job-status-and-moderation.md): staff approve (publish) or reject a
 * pending request; the employer or staff close it. Each change is checked on the locked row and written to the
 * audit log in the same transaction.
 */
export async function withLockedJob<T>(
  db: Db,
  jobId: number,
  ownerId: string | undefined,
  change: (tx: Db, job: JobRow) => Promise<T>,
) {
  return db.transaction(async (tx) => {
    const job = await lockJob(tx, jobId);
    if (!job) throw notFound();
    if (ownerId !== undefined && job.employerId !== ownerId) throw forbidden();
    return change(tx, job);
  });
}

/**
 * Closes a pending or approved job; closing a closed one changes nothing (so a second click is harmless).
 * With `ownerId`, only that employer's job may be closed (403 otherwise). Every application still waiting for an
 * answer closes with it (`job_closed`), and its applicant is told.
 */
export async function closeJob(ctx: NotifyContext, jobId: number, actorId: string, ownerId?: string): Promise<void> {
  await withLockedJob(ctx.db, jobId, ownerId, async (tx, job) => {
    if (job.status === 'closed') return;
    if (job.status === 'rejected') throw badRequest('rejectedJobCannotClose', 'invalid_status');
    const now = new Date();
    await setJobStatus(tx, jobId, { status: 'closed', closedAt: now });
    await closeApplicationsAndTell(tx, ctx, 'job_closed', { jobId }, [], now);
    await recordAudit(tx, {
      actorId,
      action: 'job.close',
      targetType: 'job',
      targetId: jobId,
      details: { before: job.status, after: 'closed', by: ownerId === undefined ? 'staff' : 'employer' },
    });
  });
}

/**
 * The applications still waiting for an answer on jobs whose deadline passed APPLICATIONS_CLOSE_AFTER_DAYS ago
 * close (`job_closed`), and their applicants are told: a job that closed by itself leaves nobody waiting for ever.
 * How many applicants were told.
 */
export async function closeStaleApplications(ctx: NotifyContext, today: string): Promise<number> {
  return ctx.db.transaction(async (tx) => {
    const jobIds = await jobsWithStaleApplications(tx, addDaysIso(today, -APPLICATIONS_CLOSE_AFTER_DAYS));
    if (jobIds.length === 0) return 0;
    return closeApplicationsAndTell(tx, ctx, 'job_closed', { jobIds }, [], new Date());
  });
}

/** The job, read and locked until the caller's transaction ends, so that two status changes cannot interleave. */
export function lockedJob(tx: Db, jobId: number): Promise<JobRow | undefined> {
  return lockJob(tx, jobId);
}

/** A job's new status (with its moment, or staff's reason), on a job the caller locked (`lockedJob`). */
export function changeJobStatus(tx: Db, jobId: number, change: JobStatusChange): Promise<void> {
  return setJobStatus(tx, jobId, change);
}

/** Closes every pending or approved job of an employer (a suspension, an erasure); the ids closed. */
export function closeEmployerJobs(tx: Db, employerId: string, at: Date): Promise<number[]> {
  return closeOpenJobsOf(tx, employerId, at);
}

/**
 * Closes the applications still waiting for an answer on jobs that closed (`job_closed`), without telling anyone:
 * the caller tells the applicants it is given (each once a job, none deleted).
 */
export async function closeWaitingApplications(
  tx: Db,
  jobIds: readonly number[],
  at: Date,
): Promise<WithdrawnApplicant[]> {
  const applicants = await withdrawApplications(tx, { jobIds }, [], 'job_closed', at);
  await dropStaleSms(
    tx,
    applicants.map((a) => smsAboutApplication(a.application_id)),
    at,
  );
  return applicants;
}

/** Persists `closed` on approved jobs past their deadline, which readers see as closed already; how many. */
export function closeJobsPastDeadline(db: Db, today: string): Promise<number> {
  return closeExpiredJobs(db, today);
}
