import {
  type ApplicantRow,
  applicantOf,
  answerOfferIn,
  moveApplicantStageIn,
  type ApplicantStageChange,
  type OfferReply,
} from '../hiring/index.js';
import type { NotifyContext } from '../messaging/index.js';
import { notFound } from '../lib/errors.js';
import { findThread } from './repositories/threads.js';
import { passGate } from './text-gate.js';

/**
 * The job's employer moves an applicant staff forwarded to a later stage. A rejection's or an offer's note is a text
 * the applicant reads: it passes the thread's gate, and one that asks for money is left out of the history, the offer
 * and the notices until staff release it. The applicant as the employer's list shows them after the move.
 */
export async function moveApplicant(ctx: NotifyContext, change: ApplicantStageChange): Promise<ApplicantRow> {
  return ctx.db.transaction(async (tx) => {
    let note = change.note;
    if (note) {
      const thread = await findThread(tx, change.applicationId);
      // An application that is not theirs is refused by the move itself, with the same answers.
      if (thread && thread.employer.id === change.employerId && thread.jobId === change.jobId && thread.forwarded) {
        const kept = await passGate(tx, {
          kind: change.to === 'offer' ? 'offer_note' : 'rejection_note',
          thread,
          side: 'employer',
          senderId: change.employerId,
          body: note,
          subjectId: change.applicationId,
          at: new Date(),
        });
        if (kept.held) note = undefined;
      }
    }
    await moveApplicantStageIn(tx, ctx, { ...change, note });
    const row = await applicantOf(tx, change.applicationId);
    if (!row) throw notFound();
    return row;
  });
}

/**
 * The applicant answers the offer made to them (hiring's `answerOfferIn`); a declining reason is a text the employer
 * reads, kept by the thread's gate (an applicant's is counted, never held).
 */
export async function answerOffer(
  ctx: NotifyContext,
  applicationId: number,
  professionalId: string,
  reply: OfferReply,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await answerOfferIn(tx, ctx, applicationId, professionalId, reply);
    if ('accept' in reply) return;
    const thread = await findThread(tx, applicationId);
    if (!thread) return;
    await passGate(tx, {
      kind: 'offer_decline_reason',
      thread,
      side: 'applicant',
      senderId: professionalId,
      body: reply.reason,
      subjectId: applicationId,
      at: new Date(),
    });
  });
}
