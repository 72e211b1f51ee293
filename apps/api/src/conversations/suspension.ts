import type { Db } from '../db/client.js';
import { suspendAccountIn } from '../moderation/index.js';
import {
  insertNotifications,
  queueMails,
  queueSmsToEach,
  smsLink,
  type NotifyContext,
  type Recipient,
} from '../messaging/index.js';
import { cancelInterviewsOfEmployer } from './repositories/interviews.js';
import { refuseHeldMessagesOf } from './repositories/messages.js';
import { untoldApplicantsOf } from './repositories/suspended-employer.js';

/**
 * Tells every applicant an employer was in touch with whom the suspension's withdrawal of its jobs did not tell (those
 * of jobs closed before it: hired, not selected, closed) that staff suspended the employer: in the bell (once a job),
 * and by one mail and one SMS naming their jobs, each saying never to pay anyone.
 */
async function tellUntoldApplicants(tx: Db, ctx: NotifyContext, employerId: string, now: Date): Promise<number> {
  const applicants = await untoldApplicantsOf(tx, employerId);
  const kept = await insertNotifications(
    tx,
    applicants.map((a) => ({
      userId: a.user_id,
      kind: 'employer_suspended' as const,
      data: { job_id: a.job_id, job_title: a.job_title },
      onceKey: `employer_suspended:${a.job_id}`,
    })),
  );
  const fresh = new Set(kept.map((n) => `${n.userId} ${n.onceKey}`));
  const people = new Map<string, { to: Recipient; titles: string[] }>();
  for (const a of applicants) {
    if (!fresh.has(`${a.user_id} employer_suspended:${a.job_id}`)) continue;
    const person = people.get(a.user_id) ?? {
      to: { id: a.user_id, email: a.email, firstName: a.first_name, language: a.language },
      titles: [],
    };
    person.titles.push(a.job_title);
    people.set(a.user_id, person);
  }
  const url = `${ctx.config.PUBLIC_URL}/my-applications`;
  const told = [...people.values()];
  await queueMails(
    tx,
    ctx,
    'employer_suspended',
    told.map((p) => ({ to: p.to, params: { jobTitles: p.titles, url } })),
  );
  await queueSmsToEach(
    tx,
    ctx.config,
    'employer_suspended',
    told.map((p) => ({
      userId: p.to.id,
      params: { jobTitle: p.titles[0]!, more: p.titles.length - 1, url: smsLink(url) },
    })),
    now,
  );
  return told.length;
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
