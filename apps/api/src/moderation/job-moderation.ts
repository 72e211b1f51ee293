import { todayIso } from '@talent/shared';
import { badRequest } from '../lib/errors.js';
import { recordAudit } from '../audit/index.js';
import { changeJobStatus, withLockedJob } from '../hiring/index.js';
import { tellJobDecision } from './notices.js';
import type { NotifyContext } from '../messaging/index.js';

export async function approveJob(
  ctx: NotifyContext,
  jobId: number,
  actorId: string,
  today = todayIso(),
): Promise<void> {
  await withLockedJob(ctx.db, jobId, undefined, async (tx, job) => {
    if (job.status !== 'pending') throw badRequest('onlyPendingCanBeApproved', 'invalid_status');
    if (job.applicationDeadline < today) throw badRequest('deadlinePassedCannotApprove', 'deadline_passed');
    await changeJobStatus(tx, jobId, { status: 'approved', approvedAt: new Date(), rejectionReason: null });
    await recordAudit(tx, {
      actorId,
      action: 'job.approve',
      targetType: 'job',
      targetId: jobId,
      details: { before: job.status, after: 'approved' },
    });
    await tellJobDecision(tx, ctx, job, true, null);
  });
}

export async function rejectJob(ctx: NotifyContext, jobId: number, actorId: string, reason: string): Promise<void> {
  await withLockedJob(ctx.db, jobId, undefined, async (tx, job) => {
    if (job.status !== 'pending') throw badRequest('onlyPendingCanBeRejected', 'invalid_status');
    await changeJobStatus(tx, jobId, { status: 'rejected', rejectionReason: reason });
    await recordAudit(tx, {
      actorId,
      action: 'job.reject',
      targetType: 'job',
      targetId: jobId,
      details: { before: job.status, after: 'rejected', reason },
    });
    await tellJobDecision(tx, ctx, job, false, reason);
  });
}
