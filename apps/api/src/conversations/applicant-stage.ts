import { type ApplicantRow, applicantOf, moveApplicantStageIn, type ApplicantStageChange } from '../hiring/index.js';
import type { NotifyContext } from '../messaging/index.js';
import { notFound } from '../lib/errors.js';
import { findThread } from './repositories/threads.js';
import { passGate } from './text-gate.js';

/**
 * The job's employer moves an applicant staff forwarded to a later stage. A rejection's note is a text the applicant
 * reads: it passes the thread's gate, and one that asks for money is left out of the history and the notices until
 * staff release it. The applicant as the employer's list shows them after the move.
 */
export async function moveApplicant(ctx: NotifyContext, change: ApplicantStageChange): Promise<ApplicantRow> {
  return ctx.db.transaction(async (tx) => {
    let note = change.note;
    if (note) {
      const thread = await findThread(tx, change.applicationId);
      // An application that is not theirs is refused by the move itself, with the same answers.
      if (thread && thread.employer.id === change.employerId && thread.jobId === change.jobId && thread.forwarded) {
        const kept = await passGate(tx, {
          kind: 'rejection_note',
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
