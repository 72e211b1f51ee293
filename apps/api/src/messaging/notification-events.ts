import type { Db } from '../db/client.js';
import { countWaitingJobRequests } from '../admin/repositories/admin.js';
import { applicationStatusNotice } from '../hiring/repositories/applications.js';
import { findUserInTransaction, listStaffUsers } from '../accounts/repositories/users.js';
import { smsLink } from './sms/messages.js';
import { queueSms } from './sms/queue.js';
import type { MailContext } from './mail/queue.js';
import { notify, type NotifyContext } from './notify.js';

const fullName = (u: { firstName: string; lastName: string }) => `${u.firstName} ${u.lastName}`.trim();

/**
 * An application's new status told to its professional (shortlisted, with the company now revealed; hired; not
 * retained) and, when staff forward it (shortlisted), to the employer. In the status change's transaction.
 */
export async function tellApplicationStatus(
  tx: Db,
  ctx: MailContext,
  applicationId: number,
  status: string,
): Promise<void> {
  if (status !== 'shortlisted' && status !== 'hired' && status !== 'rejected') return;
  const row = await applicationStatusNotice(tx, applicationId);
  if (!row) return;
  const { PUBLIC_URL } = ctx.config;
  // The company is revealed to the applicant from the shortlisting on, never before.
  const company = status === 'rejected' ? null : (row.company ?? null);
  await notify(
    tx,
    ctx,
    row.professional,
    'application_status',
    { job_id: row.jobId, job_title: row.jobTitle, status, company },
    { jobTitle: row.jobTitle, status, company, url: `${PUBLIC_URL}/my-applications` },
  );
  await queueSms(tx, ctx.config, row.professional.id, 'application_status', {
    jobTitle: row.jobTitle,
    status,
    company,
    url: smsLink(`${PUBLIC_URL}/my-applications`),
  });
  if (status !== 'shortlisted') return;
  const employer = await findUserInTransaction(tx, row.employerId);
  if (!employer) return;
  const applicant = fullName(row.professional);
  await notify(
    tx,
    ctx,
    employer,
    'applicant_forwarded',
    // The applicant's id, so that their name leaves the notice when they delete their account.
    { job_title: row.jobTitle, applicant, applicant_id: row.professional.id },
    { jobTitle: row.jobTitle, applicant, url: `${PUBLIC_URL}/hiring-center` },
  );
  await queueSms(tx, ctx.config, employer.id, 'applicant_forwarded', {
    jobTitle: row.jobTitle,
    applicant,
    url: smsLink(`${PUBLIC_URL}/hiring-center`),
  });
}

/** Staff's decision on a job request told to its employer, with the reason of a rejection. */
export async function tellJobDecision(
  tx: Db,
  ctx: MailContext,
  job: { employerId: string; jobTitle: string },
  approved: boolean,
  reason: string | null,
): Promise<void> {
  const employer = await findUserInTransaction(tx, job.employerId);
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
 * Once a day, each staff member is told how many job requests wait for review (none told when none wait). Several
 * instances may run this at once: the day is the notice's `onceKey`, which the database keeps unique per person.
 */
export async function tellStaffOfWaitingRequests(ctx: NotifyContext, today: string): Promise<number> {
  const n = await countWaitingJobRequests(ctx.db);
  if (n === 0) return 0;
  const staff = await listStaffUsers(ctx.db);
  const url = `${ctx.config.PUBLIC_URL}/admin?tab=queue`;
  for (const member of staff) {
    await ctx.db.transaction(async (tx) => {
      const told = await notify(
        tx,
        ctx,
        member,
        'staff_digest',
        { count: n },
        { count: n, url },
        `staff_digest:${today}`,
      );
      if (told) await queueSms(tx, ctx.config, member.id, 'staff_digest', { count: n, url: smsLink(url) });
    });
  }
  return n;
}
