import type { ReportDecision, ReportOutcome, ReportReason } from '@talent/shared';
import type { Db } from '../db/client.js';
import { badRequest, notFound } from '../lib/errors.js';
import { recordAudit } from '../audit/index.js';
import {
  insertJobReport,
  listReportGroups,
  settleOpenReports,
  type SettledReport,
} from './repositories/job-reports.js';
import {
  closeApplicationsAndTell,
  closeEmployerJobs,
  lockedJob,
  changeJobStatus,
  type WithdrawnApplicant,
} from '../hiring/index.js';
import { addNotices, queueMail, notifyEach, withdrawWordsOf, type NotifyContext } from '../messaging/index.js';
import { accountIn, recordEmployerVerified, restoreSignIn, suspendSignIn } from '../accounts/index.js';

/** A professional's report of a job they can see; one a person and job counts, whatever they send after. */
export async function reportJob(
  db: Db,
  report: { jobId: number; reporterId: string; reason: ReportReason; details: string; messageId?: number },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const kept = await insertJobReport(tx, report);
    if (kept) {
      await recordAudit(tx, {
        actorId: report.reporterId,
        action: report.messageId === undefined ? 'job.report' : 'message.report',
        targetType: 'job',
        targetId: report.jobId,
        details: { reason: report.reason, ...(report.messageId === undefined ? {} : { message_id: report.messageId }) },
      });
    }
    return kept;
  });
}

/**
 * Staff settle the open reports of a job: dismissed, or the job withdrawn (closed if open, its open applications
 * closed, its applicants told). Every reporter is told in the bell and by mail. A job with nothing open is a 404
 * (already settled, or never reported).
 */
export async function resolveReports(
  ctx: NotifyContext,
  jobId: number,
  outcome: ReportDecision,
  staffId: string,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const job = await lockedJob(tx, jobId);
    if (!job) throw notFound();
    const now = new Date();
    const settled = await settleOpenReports(tx, { jobId }, outcome, staffId, now);
    if (settled.length === 0) throw notFound('notFound', 'no_open_reports');
    let withdrawn = 0;
    if (outcome === 'job_closed') {
      const open = job.status === 'approved' || job.status === 'pending';
      if (open) await changeJobStatus(tx, jobId, { status: 'closed', closedAt: now });
      withdrawn = await closeApplicationsAndTell(tx, ctx, 'job_withdrawn', { jobId }, open ? [jobId] : [], now);
    }
    await recordAudit(tx, {
      actorId: staffId,
      action: 'job.reports_resolve',
      targetType: 'job',
      targetId: jobId,
      details: { outcome, reports: settled.length, before: job.status, applicants_told: withdrawn },
    });
    await tellReporters(tx, ctx, settled, outcome);
  });
}

/** Each reporter is told the outcome of their report, in the bell and by mail (what the report dialog promises). */
async function tellReporters(tx: Db, ctx: NotifyContext, settled: readonly SettledReport[], outcome: ReportOutcome) {
  const url = `${ctx.config.PUBLIC_URL}/recommended-jobs`;
  await notifyEach(
    tx,
    ctx,
    'report_outcome',
    settled.map((report) => ({
      to: { id: report.reporter_id, email: report.email, firstName: report.first_name, language: report.language },
      data: { job_id: report.job_id, job_title: report.job_title, outcome },
      mail: { jobTitle: report.job_title, outcome, url },
    })),
  );
}

/**
 * The applicants of jobs closed with their employer's account, whose applications closed with them, are told in the
 * bell (once a job: the same notice as a closing's, `closeApplicationsAndTell`).
 */
export async function tellApplicantsJobClosed(tx: Db, applicants: readonly WithdrawnApplicant[]) {
  await addNotices(
    tx,
    applicants.map((a) => ({
      userId: a.user_id,
      kind: 'job_closed' as const,
      data: { job_id: a.job_id, job_title: a.job_title },
      onceKey: `job_closed:${a.job_id}`,
    })),
  );
}

/**
 * What staff's console lists of the reports: grouped by job, open ones or settled ones, the most reported first, each
 * person counted once a job; with each group's reports, and how many groups there are.
 */
export function reportedJobs(
  db: Db,
  filter: { open: boolean; today: string },
  window: { limit: number; offset: number },
) {
  return listReportGroups(db, filter, window);
}

/** Staff checked who an employer is (an RCCM number, a call, a visit): kept with the note, shown on its jobs. */
export async function verifyEmployer(db: Db, userId: string, note: string, staffId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const user = await accountIn(tx, userId);
    if (!user) throw notFound();
    if (user.userType !== 'employer') throw badRequest('onlyEmployersCanBeVerified', 'not_an_employer');
    await recordEmployerVerified(tx, userId, note, new Date());
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
 * revoked), no new one is issued (sessions.ts), and every request of its tokens says why (account_suspended). Every
 * open job of theirs closes; every open report of their jobs is settled (employer_suspended) and its reporter told;
 * the jobs are withdrawn from their applicants (closeApplicationsAndTell); mail still waiting that carries the account's
 * words to others is withdrawn; the account is mailed the decision and its reason.
 * In the caller's transaction: what a suspension ends in the threads comes with it (conversations' `suspendAccount`).
 */
export async function suspendAccountIn(
  tx: Db,
  ctx: NotifyContext,
  userId: string,
  reason: string,
  staffId: string,
): Promise<void> {
  {
    const user = await accountIn(tx, userId);
    if (!user) throw notFound();
    if (user.isStaff) throw badRequest('staffCannotBeSuspended', 'staff_account');
    const now = new Date();
    await suspendSignIn(tx, userId, reason, now);
    // Before anything below writes mail: none of it carries the account's words.
    const withdrawn = await withdrawWordsOf(tx, userId, now);
    const closed = await closeEmployerJobs(tx, userId, now);
    const settled = await settleOpenReports(tx, { employerId: userId }, 'employer_suspended', staffId, now);
    const told = await closeApplicationsAndTell(tx, ctx, 'job_withdrawn', { employerId: userId }, closed, now);
    await recordAudit(tx, {
      actorId: staffId,
      action: 'user.suspend',
      targetType: 'user',
      targetId: userId,
      details: {
        reason,
        jobs_closed: closed.length,
        reports_settled: settled.length,
        applicants_told: told,
        mails_withdrawn: withdrawn,
      },
    });
    await tellReporters(tx, ctx, settled, 'employer_suspended');
    await queueMail(tx, ctx, user, 'account_suspended', { reason, jobsClosed: closed.length });
  }
}

/**
 * Lifts a suspension: the account signs in again. What the suspension did stays done (its jobs stay closed, its
 * applications closed); the person is mailed that they can sign in. In the audit log with staff's reason.
 */
export async function liftSuspension(
  ctx: NotifyContext,
  userId: string,
  reason: string,
  staffId: string,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const user = await accountIn(tx, userId);
    if (!user) throw notFound();
    if (!user.suspendedAt) throw badRequest('accountNotSuspended', 'not_suspended');
    await restoreSignIn(tx, userId);
    await recordAudit(tx, {
      actorId: staffId,
      action: 'user.unsuspend',
      targetType: 'user',
      targetId: userId,
      details: { reason, suspended_at: user.suspendedAt.toISOString(), suspension_reason: user.suspensionReason },
    });
    await queueMail(tx, ctx, user, 'account_unsuspended', {
      employer: user.userType === 'employer',
      url: `${ctx.config.PUBLIC_URL}/auth`,
    });
  });
}
