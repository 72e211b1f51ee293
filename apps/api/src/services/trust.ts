import type { ReportOutcome, ReportReason } from '@talent/shared';
import type { Db } from '../db/client.js';
import { badRequest, notFound } from '../lib/errors.js';
import { recordAudit } from '../repositories/audit-log.js';
import { insertJobReport, resolveJobReports } from '../repositories/job-reports.js';
import { applicantsOfJobs, closeOpenJobsOf, lockJob, setJobStatus } from '../repositories/job-status.js';
import { revokeAllForUser } from '../repositories/refresh-tokens.js';
import { endAccessTokens, findUserInTransaction, markEmployerVerified, markSuspended } from '../repositories/users.js';
import { notifyInApp } from './notify.js';

/** A professional's report of a job they can see; one a person and job counts, whatever they send after. */
export async function reportJob(
  db: Db,
  report: { jobId: number; reporterId: string; reason: ReportReason; details: string },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const kept = await insertJobReport(tx, report);
    if (kept) {
      await recordAudit(tx, {
        actorId: report.reporterId,
        action: 'job.report',
        targetType: 'job',
        targetId: report.jobId,
        details: { reason: report.reason },
      });
    }
    return kept;
  });
}

/**
 * Staff settle the open reports of a job: dismissed, or the job closed. Every reporter is told in the bell. A job
 * with nothing open is a 404 (already settled, or never reported).
 */
export async function resolveReports(db: Db, jobId: number, outcome: ReportOutcome, staffId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const job = await lockJob(tx, jobId);
    if (!job) throw notFound();
    const reporters = await resolveJobReports(tx, jobId, outcome, staffId, new Date());
    if (reporters.length === 0) throw notFound('notFound', 'no_open_reports');
    if (outcome === 'job_closed' && (job.status === 'approved' || job.status === 'pending')) {
      await setJobStatus(tx, jobId, { status: 'closed', closedAt: new Date() });
      await tellApplicantsJobClosed(tx, [jobId]);
    }
    await recordAudit(tx, {
      actorId: staffId,
      action: 'job.reports_resolve',
      targetType: 'job',
      targetId: jobId,
      details: { outcome, reports: reporters.length, before: job.status },
    });
    for (const reporterId of reporters) {
      await notifyInApp(tx, reporterId, 'report_outcome', { job_id: jobId, job_title: job.jobTitle, outcome });
    }
  });
}

/** Every applicant of the jobs is told in the bell that the job closed (by staff: a suspension or a report). */
export async function tellApplicantsJobClosed(tx: Db, jobIds: number[]) {
  if (jobIds.length === 0) return;
  for (const row of await applicantsOfJobs(tx, jobIds)) {
    await notifyInApp(tx, row.userId, 'job_closed', { job_id: row.jobId, job_title: row.jobTitle });
  }
}

/** Staff checked who an employer is (an RCCM number, a call, a visit): kept with the note, shown on its jobs. */
export async function verifyEmployer(db: Db, userId: string, note: string, staffId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const user = await findUserInTransaction(tx, userId);
    if (!user) throw notFound();
    if (user.userType !== 'employer') throw badRequest('onlyEmployersCanBeVerified', 'not_an_employer');
    await markEmployerVerified(tx, userId, note, new Date());
    await recordAudit(tx, {
      actorId: staffId,
      action: 'user.verify',
      targetType: 'user',
      targetId: userId,
      details: { note, before: user.verifiedAt ? 'verified' : 'unverified' },
    });
  });
}

/**
 * Suspends an account: its tokens stop working at once (access tokens by the session version, refresh tokens
 * revoked), no new one is issued (sessions.ts), every open job of theirs closes and its applicants are told.
 */
export async function suspendAccount(db: Db, userId: string, reason: string, staffId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const user = await findUserInTransaction(tx, userId);
    if (!user) throw notFound();
    if (user.isStaff) throw badRequest('staffCannotBeSuspended', 'staff_account');
    const now = new Date();
    await markSuspended(tx, userId, reason, now);
    await revokeAllForUser(tx, userId);
    await endAccessTokens(tx, userId);
    const closed = await closeOpenJobsOf(tx, userId, now);
    await tellApplicantsJobClosed(tx, closed);
    await recordAudit(tx, {
      actorId: staffId,
      action: 'user.suspend',
      targetType: 'user',
      targetId: userId,
      details: { reason, jobs_closed: closed.length },
    });
  });
}
