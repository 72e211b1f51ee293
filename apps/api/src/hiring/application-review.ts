import { APPLICATION_TRANSITIONS, type ApplicationStatus, type MessageKey } from '@talent/shared';
import { badRequest, notFound } from '../lib/errors.js';
import { lockApplication, setApplicationStatus } from './repositories/applications.js';
import { recordAudit } from '../audit/index.js';
import { tellApplicationStatus } from './notices.js';
import type { NotifyContext } from '../messaging/index.js';

/** Why a status change is refused, or null when APPLICATION_TRANSITIONS allows it. */
export function transitionRefusal(from: ApplicationStatus, to: ApplicationStatus): MessageKey | null {
  if (from === to) return 'applicationStatusUnchanged';
  if (APPLICATION_TRANSITIONS[from].includes(to)) return null;
  if (from === 'hired' || from === 'rejected') return 'applicationStatusFinal';
  if (to === 'submitted') return 'applicationCannotGoBack';
  return 'applicationMustBeShortlisted';
}

/**
 * Staff move an application along (see docs/product.md). Shortlisting is what reveals the company to that
 * applicant and forwards them to the employer: both sides read this status, and are told of it.
 */
export async function changeApplicationStatus(
  ctx: NotifyContext,
  applicationId: number,
  to: ApplicationStatus,
  actorId: string,
) {
  await ctx.db.transaction(async (tx) => {
    const application = await lockApplication(tx, applicationId);
    if (!application) throw notFound();
    const from = application.status as ApplicationStatus;
    const refusal = transitionRefusal(from, to);
    if (refusal) throw badRequest(refusal, 'invalid_transition');
    await setApplicationStatus(tx, applicationId, to);
    await recordAudit(tx, {
      actorId,
      action: 'application.status',
      targetType: 'application',
      targetId: applicationId,
      details: { before: from, after: to, job_id: application.jobId },
    });
    await tellApplicationStatus(tx, ctx, applicationId, to);
  });
}
