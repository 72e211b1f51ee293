import type { NotificationKind } from '@talent/shared';
import type { Db } from '../db/client.js';
import type { MailKind, MailParams } from './mail/messages.js';
import { insertNotification, insertNotifications } from './repositories/notifications.js';
import { queueMail, queueMails, type MailContext, type Recipient } from './mail/queue.js';
import { smsLink } from './sms/messages.js';
import { queueSmsToEach } from './sms/queue.js';

/**
 * Notices in the bell only, no mail (a new message, whose mail says more and comes less often), in the caller's
 * transaction; those whose `onceKey` their person already has are not added again. The notices added.
 */
export function addNotices(tx: Db, notices: Parameters<typeof insertNotifications>[1]) {
  return insertNotifications(tx, notices);
}

/** What telling someone needs: the mail's context and the database (the caller's transaction). */
export type NotifyContext = MailContext & { db: Db };

/**
 * Tells a person something, in the caller's transaction: a notice in the app, always, and the same by e-mail unless
 * they turned its category off. A notice with `onceKey` that the person already has is neither kept nor mailed again
 * (false). `writtenBy`: the account whose own words the mail carries (queueMail).
 */
export async function notify<K extends NotificationKind & MailKind>(
  tx: Db,
  ctx: MailContext,
  to: Recipient,
  kind: K,
  data: Record<string, string | number | boolean | null>,
  mail: MailParams<K>,
  { onceKey, writtenBy = null }: { onceKey?: string; writtenBy?: string | null } = {},
): Promise<boolean> {
  if (!(await insertNotification(tx, { userId: to.id, kind, data, ...(onceKey ? { onceKey } : {}) }))) return false;
  await queueMail(tx, ctx, to, kind, mail, writtenBy);
  return true;
}

/** What one notice of a kind says, to whom: its data in the app, and its mail's values. */
export interface Notice<K extends NotificationKind & MailKind> {
  to: Recipient;
  data: Record<string, string | number | boolean | null>;
  mail: MailParams<K>;
}

/**
 * `notify` for many people at once (the reporters of an employer's jobs), in a few statements whatever their number:
 * each notice in the app, and its mail unless its person turned the category off.
 */
export async function notifyEach<K extends NotificationKind & MailKind>(
  tx: Db,
  ctx: MailContext,
  kind: K,
  notices: readonly Notice<K>[],
): Promise<void> {
  await insertNotifications(
    tx,
    notices.map((n) => ({ userId: n.to.id, kind, data: n.data })),
  );
  await queueMails(
    tx,
    ctx,
    kind,
    notices.map((n) => ({ to: n.to, params: n.mail })),
  );
}

/** An applicant of a job, as telling them of it needs. */
export interface JobApplicant {
  user_id: string;
  email: string;
  first_name: string;
  language: string;
  job_id: number;
  job_title: string;
}

/** The news of jobs that every one of their applicants hears alike: withdrawn, closed, their employer suspended. */
export type JobNewsKind = 'job_withdrawn' | 'job_closed' | 'employer_suspended';

/**
 * Tells applicants news of jobs they applied to, in the caller's transaction: a notice in the bell for each job (once:
 * a notice they already have for it sends nothing again), and one mail and one SMS naming all their jobs, as they
 * chose. How many people were told.
 */
export async function tellApplicantsOfJobs(
  tx: Db,
  ctx: NotifyContext,
  kind: JobNewsKind,
  applicants: readonly JobApplicant[],
  now: Date,
): Promise<number> {
  const onceKey = (jobId: number) => `${kind}:${jobId}`;
  const kept = await insertNotifications(
    tx,
    applicants.map((a) => ({
      userId: a.user_id,
      kind,
      data: { job_id: a.job_id, job_title: a.job_title },
      onceKey: onceKey(a.job_id),
    })),
  );
  const fresh = new Set(kept.map((n) => `${n.userId} ${n.onceKey}`));
  const people = new Map<string, { to: Recipient; titles: string[] }>();
  for (const a of applicants) {
    if (!fresh.has(`${a.user_id} ${onceKey(a.job_id)}`)) continue;
    const person = people.get(a.user_id) ?? {
      to: { id: a.user_id, email: a.email, firstName: a.first_name, language: a.language },
      titles: [],
    };
    person.titles.push(a.job_title);
    people.set(a.user_id, person);
  }
  const told = [...people.values()];
  const url = `${ctx.config.PUBLIC_URL}/my-applications`;
  await queueMails(
    tx,
    ctx,
    kind,
    told.map((p) => ({ to: p.to, params: { jobTitles: p.titles, url } })),
  );
  await queueSmsToEach(
    tx,
    ctx.config,
    kind,
    told.map((p) => ({
      userId: p.to.id,
      params: { jobTitle: p.titles[0]!, more: p.titles.length - 1, url: smsLink(url) },
    })),
    now,
  );
  return told.length;
}
