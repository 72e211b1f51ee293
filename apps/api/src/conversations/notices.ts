import { MESSAGE_NOTICE_EVERY_MINUTES, MINUTE_MS, todayIso, type ThreadSide } from '@talent/shared';
import type { Db } from '../db/client.js';
import { staffAccounts } from '../accounts/index.js';
import {
  addNotices,
  dropStaleSms,
  queueMail,
  queueSms,
  smsAboutApplication,
  smsLink,
  type NotifyContext,
} from '../messaging/index.js';
import type { InterviewRow } from './repositories/interviews.js';
import { claimNotice, type MessageRow } from './repositories/messages.js';
import type { Thread, ThreadPerson } from './repositories/threads.js';

const fullName = (p: ThreadPerson) => `${p.firstName} ${p.lastName}`.trim();

/** The other end of the thread from `side`. */
export const otherSide = (side: ThreadSide): ThreadSide => (side === 'employer' ? 'applicant' : 'employer');

/** Where each side reads a thread: the applicant in their applications, the employer in the hiring centre. */
export function threadUrl(ctx: NotifyContext, thread: Thread, reader: ThreadSide): string {
  return reader === 'applicant'
    ? `${ctx.config.PUBLIC_URL}/my-applications?thread=${thread.applicationId}`
    : `${ctx.config.PUBLIC_URL}/hiring-center?job=${thread.jobId}&thread=${thread.applicationId}`;
}

/** How each side is named to the other: the applicant by their name, the employer by their company's. */
function nameOf(thread: Thread, side: ThreadSide): string {
  if (side === 'applicant') return fullName(thread.applicant);
  return thread.company ?? fullName(thread.employer);
}

const personOf = (thread: Thread, side: ThreadSide) => (side === 'applicant' ? thread.applicant : thread.employer);

/**
 * Whose own words an interview's mail to `reader` carries, if anyone's: a note (the applicant's, asking for other
 * times) or a cancellation's reason (its canceller's: either side's, or staff's or the system's, which nobody's
 * suspension withdraws), else the employer's place, shown to the applicant unless the interview was cancelled.
 */
function interviewWriter(thread: Thread, interview: InterviewRow, reader: ThreadSide, event: string): string | null {
  if (event === 'cancelled') {
    const by = interview.cancelled_by;
    return interview.cancel_reason && (by === 'employer' || by === 'applicant') ? personOf(thread, by).id : null;
  }
  if (event === 'declined' || event === 'counter_proposed') return interview.note ? thread.applicant.id : null;
  return reader === 'applicant' && interview.place ? thread.employer.id : null;
}

const recipient = (p: ThreadPerson) => ({ id: p.id, email: p.email, firstName: p.firstName, language: p.language });

/**
 * A delivered message told to its reader: in the bell, always; by mail and SMS as they chose, at most once an hour a
 * thread (the SMS says that a message waits and where, never its text). A deleted account is told nothing.
 */
export async function tellOfMessage(tx: Db, ctx: NotifyContext, thread: Thread, message: MessageRow, now: Date) {
  const readerSide = otherSide(message.side);
  const reader = personOf(thread, readerSide);
  if (reader.deleted) return;
  await addNotices(tx, [
    {
      userId: reader.id,
      kind: 'new_message',
      data: {
        application_id: thread.applicationId,
        job_id: thread.jobId,
        job_title: thread.jobTitle,
        from: message.side,
      },
    },
  ]);
  const since = new Date(now.getTime() - MESSAGE_NOTICE_EVERY_MINUTES * MINUTE_MS);
  if (!(await claimNotice(tx, message.id, since, now))) return;
  const url = threadUrl(ctx, thread, readerSide);
  const mail = { jobTitle: thread.jobTitle, from: nameOf(thread, message.side), body: message.body, url };
  const sms = { jobTitle: thread.jobTitle, url: smsLink(url) };
  const writer = personOf(thread, message.side).id;
  if (readerSide === 'applicant') {
    await queueMail(tx, ctx, recipient(reader), 'message_to_applicant', mail, writer);
    await queueSms(tx, ctx.config, reader.id, 'message_to_applicant', sms, now);
  } else {
    await queueMail(tx, ctx, recipient(reader), 'message_to_employer', mail, writer);
    await queueSms(tx, ctx.config, reader.id, 'message_to_employer', sms, now);
  }
}

/** `scheduled`: the employer accepted one of the applicant's own times. */
type ApplicantEvent = 'proposed' | 'scheduled' | 'cancelled' | 'reminder';
/** `counter_proposed`: none of the times suited the applicant, who offered times of their own. */
type EmployerEvent = 'scheduled' | 'declined' | 'counter_proposed' | 'cancelled' | 'reminder';

/**
 * An interview's moment told to one side: the bell, and by mail and SMS as they chose. A change (not a reminder) makes
 * every SMS still waiting about the application untrue, to either side: the applicant who picked a time is not
 * texted to pick one at 07:00.
 */
export async function tellOfInterview(
  tx: Db,
  ctx: NotifyContext,
  thread: Thread,
  interview: InterviewRow,
  to: { side: 'applicant'; event: ApplicantEvent } | { side: 'employer'; event: EmployerEvent },
  now: Date,
) {
  const about = smsAboutApplication(thread.applicationId);
  if (to.event !== 'reminder') await dropStaleSms(tx, [about], now);
  const reader = personOf(thread, to.side);
  if (reader.deleted) return;
  const at = interview.chosen_slot;
  await addNotices(tx, [
    {
      userId: reader.id,
      kind: 'interview',
      data: {
        application_id: thread.applicationId,
        job_id: thread.jobId,
        job_title: thread.jobTitle,
        event: to.event,
        at,
        for: to.side,
      },
    },
  ]);
  const url = threadUrl(ctx, thread, to.side);
  const mail = {
    event: to.event,
    jobTitle: thread.jobTitle,
    with: nameOf(thread, otherSide(to.side)),
    times: at ? [at] : to.event === 'counter_proposed' ? interview.applicant_slots : interview.slots,
    mode: interview.mode,
    place: interview.place,
    note:
      to.event === 'cancelled'
        ? interview.cancel_reason
        : to.event === 'declined' || to.event === 'counter_proposed'
          ? interview.note
          : '',
    url,
  };
  const writer = interviewWriter(thread, interview, to.side, to.event);
  if (to.side === 'applicant') {
    await queueMail(tx, ctx, recipient(reader), 'interview_to_applicant', mail, writer);
    await queueSms(
      tx,
      ctx.config,
      reader.id,
      'interview_to_applicant',
      { event: to.event, jobTitle: thread.jobTitle, at, url: smsLink(url) },
      now,
      about,
    );
  } else {
    await queueMail(tx, ctx, recipient(reader), 'interview_to_employer', mail, writer);
    await queueSms(
      tx,
      ctx.config,
      reader.id,
      'interview_to_employer',
      { event: to.event, jobTitle: thread.jobTitle, at, url: smsLink(url) },
      now,
      about,
    );
  }
}

/**
 * Staff hear in the bell that an employer's text waits for their check: one notice a day each (the day is its
 * `onceKey`), however many texts are held that day; the console lists them all.
 */
export async function tellStaffOfHeldText(tx: Db, now: Date) {
  const day = todayIso(now);
  const staff = await staffAccounts(tx);
  await addNotices(
    tx,
    staff.map((member) => ({
      userId: member.id,
      kind: 'texts_held' as const,
      data: { day },
      onceKey: `texts_held:${day}`,
    })),
  );
}
