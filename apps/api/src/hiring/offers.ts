import { DAY_MS, OFFER_REMIND_AFTER_DAYS, type ApplicationStatus } from '@talent/shared';
import type { Db } from '../db/client.js';
import { conflict, notFound } from '../lib/errors.js';
import type { NotifyContext } from '../messaging/index.js';
import { applyChange } from './application-review.js';
import { lockApplication } from './repositories/applications.js';
import { claimOffersToRemind, lockOffer, recordOfferAnswer } from './repositories/offers.js';
import { tellOfferAnswer, tellOfferReminder } from './notices.js';

/** The applicant's answer to the offer made to them: accepting it, or declining it with a reason. */
export type OfferReply = { accept: true } | { decline: true; reason: string };

/**
 * The applicant answers the offer made to them, in the caller's transaction (conversations', whose gate reads a
 * declining reason). Accepting hires them; declining withdraws the application, its reason told to the employer. The
 * application and its offer are read locked: a second answer, or one to an offer withdrawn, is refused (409), as is
 * an application that is not theirs (404). The employer is told by every channel they chose.
 */
export async function answerOfferIn(
  tx: Db,
  ctx: NotifyContext,
  applicationId: number,
  professionalId: string,
  reply: OfferReply,
): Promise<void> {
  const application = await lockApplication(tx, applicationId);
  if (!application || application.professionalId !== professionalId) throw notFound();
  const offer = await lockOffer(tx, applicationId);
  if (application.status !== 'offer' || !offer || offer.answer !== null)
    throw conflict('offerNotOpen', 'offer_not_open');
  const now = new Date();
  const accepted = 'accept' in reply;
  const reason = accepted ? '' : reply.reason.trim();
  await recordOfferAnswer(tx, applicationId, accepted ? 'accepted' : 'declined', reason, now);
  // The applicant's own act: they are not told of it again; the employer is, below.
  await applyChange(
    tx,
    ctx,
    application.status as ApplicationStatus,
    application.jobId,
    { applicationId, to: accepted ? 'hired' : 'withdrawn', actorId: professionalId, actor: 'applicant' },
    false,
  );
  await tellOfferAnswer(tx, ctx, applicationId, { accepted, reason }, now);
}

/**
 * Reminds, once, each applicant who has left an offer unanswered OFFER_REMIND_AFTER_DAYS days: claimed as they are
 * told, so that instances share the work. How many were reminded.
 */
export async function remindUnansweredOffers(ctx: NotifyContext, now = new Date()): Promise<number> {
  return ctx.db.transaction(async (tx) => {
    const due = await claimOffersToRemind(tx, new Date(now.getTime() - OFFER_REMIND_AFTER_DAYS * DAY_MS), now);
    for (const applicationId of due) await tellOfferReminder(tx, ctx, applicationId, now);
    return due.length;
  });
}
