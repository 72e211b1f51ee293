import type { Db } from '../db/client.js';
import { suspendAccountIn } from '../moderation/index.js';
import { tellApplicantsOfJobs, type NotifyContext } from '../messaging/index.js';
import { cancelInterviewsOfEmployer } from './repositories/interviews.js';
import { refuseHeldMessagesOf } from './repositories/messages.js';
import { untoldApplicantsOf } from './repositories/suspended-employer.js';

/**
 * Tells every applicant an employer was in touch with whom the suspension's withdrawal of its jobs did not tell (those
 * of jobs closed before it: hired, not selected, closed) that staff suspended the employer: in the bell (once a job),
 * and by one mail and one SMS naming their jobs, each saying never to pay anyone.
 */
async function tellUntoldApplicants(tx: Db, ctx: NotifyContext, employerId: string, now: Date): Promise<number> {
  return tellApplicantsOfJobs(tx, ctx, 'employer_suspended', await untoldApplicantsOf(tx, employerId), now);
}

/**
 * Staff suspend an account, and with it end everything the employer touched in threads, whatever its state: every
 * interview still to happen is cancelled (by staff), every text of theirs still held is refused, and every applicant
 * they were in touch with is told never to pay anyone; their threads then warn above their messages, which stay as
 * evidence, marked. The account's own part (its sessions, jobs, open applications, reports) is moderation's, in the
 * same transaction.
 */
export async function suspendAccount(
  ctx: NotifyContext,
  userId: string,
  reason: string,
  staffId: string,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const now = new Date();
    // Before the account's part closes the open applications: their interviews end as the suspension's, not as theirs.
    await cancelInterviewsOfEmployer(tx, userId);
    await refuseHeldMessagesOf(tx, userId, now);
    await suspendAccountIn(tx, ctx, userId, reason, staffId);
    await tellUntoldApplicants(tx, ctx, userId, now);
  });
}
