import type { Db } from '../db/client.js';
import { accountIn, staffAccounts } from '../accounts/index.js';
import { jobRequestsWaiting } from '../hiring/index.js';
import { smsLink, queueSms, type MailContext, notify, type NotifyContext } from '../messaging/index.js';

/** Staff's decision on a job request told to its employer, with the reason of a rejection. */
export async function tellJobDecision(
  tx: Db,
  ctx: MailContext,
  job: { employerId: string; jobTitle: string },
  approved: boolean,
  reason: string | null,
): Promise<void> {
  const employer = await accountIn(tx, job.employerId);
  if (!employer) return;
  await notify(
    tx,
    ctx,
    employer,
    'job_request_decision',
    { job_title: job.jobTitle, approved, reason },
    { jobTitle: job.jobTitle, approved, reason, url: `${ctx.config.PUBLIC_URL}/hiring-center` },
  );
  await queueSms(tx, ctx.config, employer.id, 'job_request_decision', {
    jobTitle: job.jobTitle,
    approved,
    url: smsLink(`${ctx.config.PUBLIC_URL}/hiring-center`),
  });
}

/**
 * Once a day, each staff member is told how many job requests wait for review and how many employers' texts wait for
 * their check (`heldTexts`, counted by conversations); none told when nothing waits. Several instances may run this at
 * once: the day is the notice's `onceKey`, which the database keeps unique per person. How many things wait.
 */
export async function tellStaffOfWaitingRequests(ctx: NotifyContext, today: string, heldTexts = 0): Promise<number> {
  const n = await jobRequestsWaiting(ctx.db);
  if (n === 0 && heldTexts === 0) return 0;
  const staff = await staffAccounts(ctx.db);
  const url = `${ctx.config.PUBLIC_URL}/admin?tab=${n > 0 ? 'queue' : 'reports'}`;
  for (const member of staff) {
    await ctx.db.transaction(async (tx) => {
      const told = await notify(
        tx,
        ctx,
        member,
        'staff_digest',
        { count: n, held: heldTexts },
        { count: n, held: heldTexts, url },
        { onceKey: `staff_digest:${today}` },
      );
      if (told)
        await queueSms(tx, ctx.config, member.id, 'staff_digest', { count: n, held: heldTexts, url: smsLink(url) });
    });
  }
  return n + heldTexts;
}
