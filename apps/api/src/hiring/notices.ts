import {
  OFFER_REMIND_AFTER_DAYS,
  TOLD_APPLICATION_STATUSES,
  type ApplicationClosedReason,
  type ApplicationStatus,
  type RejectionReason,
  type ToldApplicationStatus,
} from '@talent/shared';
import type { Db } from '../db/client.js';
import { accountIn } from '../accounts/index.js';
import {
  dropStaleSms,
  notify,
  queueSms,
  smsAboutApplication,
  smsLink,
  tellApplicantsOfJobs,
  type MailContext,
  type NotifyContext,
} from '../messaging/index.js';
import { applicationStatusNotice } from './repositories/applications.js';
import { withdrawApplications } from './repositories/job-status.js';
import type { OfferTerms } from './repositories/offers.js';

const fullName = (u: { firstName: string; lastName: string }) => `${u.firstName} ${u.lastName}`.trim();

/**
 * An application's new status told to its professional by every channel they chose (forwarded, with the company now
 * revealed; an interview; an offer; hired; not selected, with the reason and the employer's note) and, when staff
 * forward it (shortlisted), to the employer. In the status change's transaction. `noteBy`: who wrote the note, whose
 * suspension withdraws the mail carrying it while it waits.
 */
export async function tellApplicationStatus(
  tx: Db,
  ctx: MailContext,
  applicationId: number,
  status: ApplicationStatus,
  why: { reason?: RejectionReason; note?: string; offer?: OfferTerms; noteBy?: string } = {},
): Promise<void> {
  if (!(TOLD_APPLICATION_STATUSES as readonly string[]).includes(status)) return;
  const told = status as ToldApplicationStatus;
  const row = await applicationStatusNotice(tx, applicationId);
  if (!row) return;
  const { PUBLIC_URL } = ctx.config;
  // The company is revealed to the applicant once forwarded; a rejection by staff comes before that.
  const company = row.forwarded ? (row.company ?? null) : null;
  const reason = told === 'rejected' ? why.reason : undefined;
  const note = told === 'rejected' || told === 'offer' ? why.note || undefined : undefined;
  const offer =
    told === 'offer' && why.offer
      ? { salary: why.offer.salary, currency: why.offer.currency, startDate: why.offer.startDate }
      : undefined;
  await notify(
    tx,
    ctx,
    row.professional,
    'application_status',
    { job_id: row.jobId, job_title: row.jobTitle, status: told, company, ...(reason ? { reason } : {}) },
    { jobTitle: row.jobTitle, status: told, company, reason, note, offer, url: `${PUBLIC_URL}/my-applications` },
    { writtenBy: note ? (why.noteBy ?? null) : null },
  );
  const about = smsAboutApplication(applicationId);
  await queueSms(
    tx,
    ctx.config,
    row.professional.id,
    'application_status',
    {
      jobTitle: row.jobTitle,
      status: told,
      company,
      reason: reason ?? null,
      url: smsLink(`${PUBLIC_URL}/my-applications`),
    },
    new Date(),
    about,
  );
  if (status !== 'shortlisted') return;
  const employer = await accountIn(tx, row.employerId);
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
  await queueSms(
    tx,
    ctx.config,
    employer.id,
    'applicant_forwarded',
    { jobTitle: row.jobTitle, applicant, url: smsLink(`${PUBLIC_URL}/hiring-center`) },
    new Date(),
    about,
  );
}

/**
 * The receipt of an application, to its professional: in the bell, and by mail unless their applications' category is
 * off (no SMS: they are at the screen that sent it). It names the job and says what happens next. In the application's
 * transaction.
 */
export async function tellApplicationSent(tx: Db, ctx: MailContext, applicationId: number): Promise<void> {
  const row = await applicationStatusNotice(tx, applicationId);
  if (!row) return;
  await notify(
    tx,
    ctx,
    row.professional,
    'application_sent',
    { application_id: applicationId, job_id: row.jobId, job_title: row.jobTitle },
    { jobTitle: row.jobTitle, url: `${ctx.config.PUBLIC_URL}/my-applications` },
  );
}

/**
 * Closes the open applications of the jobs `of` names (withdrawApplications) and tells each applicant by every
 * channel they chose: a notice in the bell for each job, and one mail and one SMS naming their jobs. `job_withdrawn`:
 * staff took the jobs down (a scam closed, its employer suspended), and every applicant of `closedNow` (jobs open
 * until now) is told, each message saying never to pay anyone for a job. `job_closed`: the jobs closed (by their
 * employer, by staff, or by themselves after their deadline) before any answer to these applications. A job's
 * applicant is told once: a notice they already have for it sends nothing again. How many were told.
 */
export async function closeApplicationsAndTell(
  tx: Db,
  ctx: NotifyContext,
  reason: ApplicationClosedReason,
  of: { jobId: number } | { employerId: string } | { jobIds: readonly number[] },
  closedNow: readonly number[],
  now: Date,
): Promise<number> {
  const applicants = await withdrawApplications(tx, of, closedNow, reason, now);
  // What still waits to be texted about these applications (shortlisted, an interview) is no longer true.
  await dropStaleSms(
    tx,
    applicants.map((a) => smsAboutApplication(a.application_id)),
    now,
  );
  return tellApplicantsOfJobs(tx, ctx, reason, applicants, now);
}

/**
 * The applicant's answer to an offer, told to the employer by every channel they chose: accepted (the applicant is
 * hired) or declined, with the applicant's reason in the bell's link and the mail. In the answer's transaction.
 */
export async function tellOfferAnswer(
  tx: Db,
  ctx: NotifyContext,
  applicationId: number,
  answer: { accepted: boolean; reason: string },
  now: Date,
): Promise<void> {
  const row = await applicationStatusNotice(tx, applicationId);
  if (!row) return;
  const employer = await accountIn(tx, row.employerId);
  if (!employer) return;
  const applicant = fullName(row.professional);
  const url = `${ctx.config.PUBLIC_URL}/hiring-center?job=${row.jobId}`;
  await notify(
    tx,
    ctx,
    employer,
    'offer_answered',
    {
      answer: answer.accepted ? 'accepted' : 'declined',
      application_id: applicationId,
      job_id: row.jobId,
      job_title: row.jobTitle,
      applicant,
      applicant_id: row.professional.id,
    },
    { jobTitle: row.jobTitle, applicant, accepted: answer.accepted, reason: answer.reason, url },
    { writtenBy: !answer.accepted && answer.reason ? row.professional.id : null },
  );
  await queueSms(
    tx,
    ctx.config,
    employer.id,
    'offer_answered',
    { jobTitle: row.jobTitle, applicant, accepted: answer.accepted, url: smsLink(url) },
    now,
    smsAboutApplication(applicationId),
  );
}

/** An offer left unanswered reminds its applicant, once, by every channel they chose. */
export async function tellOfferReminder(tx: Db, ctx: NotifyContext, applicationId: number, now: Date) {
  const row = await applicationStatusNotice(tx, applicationId);
  if (!row) return;
  const url = `${ctx.config.PUBLIC_URL}/my-applications`;
  await notify(
    tx,
    ctx,
    row.professional,
    'offer_reminder',
    { application_id: applicationId, job_id: row.jobId, job_title: row.jobTitle },
    { jobTitle: row.jobTitle, days: OFFER_REMIND_AFTER_DAYS, url },
    { onceKey: `offer_reminder:${applicationId}` },
  );
  await queueSms(
    tx,
    ctx.config,
    row.professional.id,
    'offer_reminder',
    { jobTitle: row.jobTitle, url: smsLink(url) },
    now,
    smsAboutApplication(applicationId),
  );
}
