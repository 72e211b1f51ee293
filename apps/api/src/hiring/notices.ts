import type { Db } from '../db/client.js';
import { findUserInTransaction } from '../accounts/index.js';
import { smsLink, queueSms, type MailContext, notify } from '../messaging/index.js';
import { applicationStatusNotice } from './repositories/applications.js';

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
