import {
  APPLICATION_TRANSITIONS,
  EMPLOYER_APPLICATION_TRANSITIONS,
  OPEN_APPLICATION_STATUSES,
  type ApplicationStatus,
  type EmployerApplicationStage,
  type MessageKey,
  type RejectionReason,
} from '@talent/shared';
import type { Db } from '../db/client.js';
import { badRequest, forbidden, notFound } from '../lib/errors.js';
import { lockApplication, setApplicationStatus } from './repositories/applications.js';
import { recordApplicationEvents, setRejectionNote, type ApplicationActor } from './repositories/application-events.js';
import { lockJob } from './repositories/job-status.js';
import { recordAudit } from '../audit/index.js';
import { insertOffer, setOfferNote, type OfferTerms } from './repositories/offers.js';
import { tellApplicationStatus } from './notices.js';
import { dropStaleSms, smsAboutApplication, type NotifyContext } from '../messaging/index.js';

/** Why a status change is refused, or null when the transitions allow it. */
export function transitionRefusal(
  from: ApplicationStatus,
  to: ApplicationStatus,
  allowed: Readonly<Record<ApplicationStatus, readonly ApplicationStatus[]>> = APPLICATION_TRANSITIONS,
): MessageKey | null {
  if (from === to) return 'applicationStatusUnchanged';
  if (allowed[from].includes(to)) return null;
  if (!(OPEN_APPLICATION_STATUSES as readonly string[]).includes(from)) return 'applicationStatusFinal';
  if (to === 'submitted') return 'applicationCannotGoBack';
  if (allowed === EMPLOYER_APPLICATION_TRANSITIONS) return 'applicationStageBackwards';
  return 'applicationMustBeShortlisted';
}

interface StatusChange {
  applicationId: number;
  to: ApplicationStatus;
  actorId: string;
  actor: ApplicationActor;
  reason?: RejectionReason;
  note?: string;
  /** An offer's terms, with the move to `offer`. */
  offer?: OfferTerms;
}

/** Writes a checked change: the status, its step in the history, the audit log, and the notices. */
export async function applyChange(
  tx: Db,
  ctx: NotifyContext,
  from: ApplicationStatus,
  jobId: number,
  change: StatusChange,
  told = true,
) {
  const { applicationId, to, actorId, actor, reason, note, offer } = change;
  const at = await setApplicationStatus(tx, applicationId, to);
  // An offer's note is read with its terms, not as a step of the history.
  await recordApplicationEvents(tx, [{ applicationId, status: to, actor, reason, note: offer ? undefined : note, at }]);
  if (to === 'offer') {
    if (!offer) throw badRequest('required', 'offer_terms_missing');
    await insertOffer(tx, applicationId, offer, at);
  }
  await recordAudit(tx, {
    actorId,
    action: 'application.status',
    targetType: 'application',
    targetId: applicationId,
    details: { before: from, after: to, job_id: jobId, by: actor, ...(reason ? { reason } : {}) },
  });
  // Whatever still waits to be texted about this application (shortlisted, an interview proposed) is no longer the
  // latest truth: it goes no further, told or not.
  await dropStaleSms(tx, [smsAboutApplication(applicationId)], at);
  if (told) await tellApplicationStatus(tx, ctx, applicationId, to, { reason, note, offer, noteBy: actorId });
}

/**
 * Staff move an application along. Shortlisting is what reveals the company to that applicant and forwards them to
 * the employer: both sides read this status, and are told of it.
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
    await applyChange(tx, ctx, from, application.jobId, { applicationId, to, actorId, actor: 'staff' });
  });
}

/** An employer's move of a forwarded applicant to a later stage. */
export interface ApplicantStageChange {
  jobId: number;
  applicationId: number;
  employerId: string;
  to: EmployerApplicationStage;
  reason?: RejectionReason;
  note?: string;
  /** With `offer`: its monthly salary, currency and start date (the note is `note`). */
  terms?: Omit<OfferTerms, 'note'>;
}

/**
 * The job's employer moves an applicant staff forwarded to a later stage: an interview, an offer, hired, or not
 * selected (with a reason, and a note to the applicant), in the caller's transaction: conversations' `moveApplicant`,
 * whose note passes the thread's gate first, or a change that another one brings (an interview proposed moves the
 * applicant to `interview`: `told: false` leaves the applicant's notice of the new status to that caller, which tells
 * them more). The job and application are read locked. Another employer's job is refused (403), as is an application
 * of another job or one staff have not forwarded (404: to this employer it does not exist).
 */
export async function moveApplicantStageIn(
  tx: Db,
  ctx: NotifyContext,
  change: ApplicantStageChange,
  { told = true }: { told?: boolean } = {},
) {
  const job = await lockJob(tx, change.jobId);
  if (!job) throw notFound();
  if (job.employerId !== change.employerId) throw forbidden();
  const application = await lockApplication(tx, change.applicationId);
  if (!application || application.jobId !== change.jobId) throw notFound();
  // Not yet forwarded: the same answer as for an application that is not theirs, so ids reveal nothing.
  if (application.forwardedAt === null) throw notFound();
  const from = application.status as ApplicationStatus;
  const refusal = transitionRefusal(from, change.to, EMPLOYER_APPLICATION_TRANSITIONS);
  if (refusal) throw badRequest(refusal, 'invalid_transition');
  await applyChange(
    tx,
    ctx,
    from,
    change.jobId,
    {
      applicationId: change.applicationId,
      to: change.to,
      actorId: change.employerId,
      actor: 'employer',
      reason: change.reason,
      note: change.note,
      offer: change.to === 'offer' && change.terms ? { ...change.terms, note: change.note ?? '' } : undefined,
    },
    told,
  );
}

/**
 * A rejection's note that waited for staff's check (it may have asked for money), released: written into the
 * rejection's step of the history, where the applicant reads it.
 */
export async function deliverRejectionNote(tx: Db, applicationId: number, note: string): Promise<void> {
  await setRejectionNote(tx, applicationId, note);
}

/** An offer's note that waited for staff's check, released: the applicant reads it with the offer's terms. */
export async function deliverOfferNote(tx: Db, applicationId: number, note: string): Promise<void> {
  await setOfferNote(tx, applicationId, note);
}

/** The applicant withdraws an application still waiting for an answer; another's is not found (404). */
export async function withdrawApplication(ctx: NotifyContext, applicationId: number, professionalId: string) {
  await ctx.db.transaction(async (tx) => {
    const application = await lockApplication(tx, applicationId);
    if (!application || application.professionalId !== professionalId) throw notFound();
    const from = application.status as ApplicationStatus;
    if (!(OPEN_APPLICATION_STATUSES as readonly string[]).includes(from))
      throw badRequest('applicationCannotWithdraw', 'invalid_transition');
    await applyChange(tx, ctx, from, application.jobId, {
      applicationId,
      to: 'withdrawn',
      actorId: professionalId,
      actor: 'applicant',
    });
  });
}
