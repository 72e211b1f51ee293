import { languageOf } from '../mail/queue.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { insertOutboxMessages, type NewOutboxRow } from '../repositories/outbox.js';
import { lockSmsPeople, smsRecipientsAmong, type SmsPerson } from '../repositories/sms.js';
import { renderSms, SMS, type SmsKindName, type SmsParams } from './messages.js';
import { kinshasaDayStart, quietEnd } from './quiet-hours.js';

/** What writing an SMS needs of the application's configuration. */
export type SmsConfig = Pick<Config, 'SMS_DAILY_LIMIT' | 'SMS_QUIET_HOURS'>;

/** Kinds sent whatever the hour and the daily limit: what the person just asked for, or answers to their text. */
export const SMS_ANSWERS = [
  'phone_code',
  'sms_stopped',
  'sms_started',
  'sms_not_read',
] as const satisfies readonly SmsKindName[];
type SmsAnswerKind = (typeof SMS_ANSWERS)[number];
/** The other kinds: news, sent under the person's choices, the daily limit and the quiet hours. */
type NewsSmsKind = Exclude<SmsKindName, SmsAnswerKind>;

/** Who an SMS is written for: a person, or (id null) a number that is no account's, in its language. */
type SmsRecipient = Pick<SmsPerson, 'language' | 'is_demo'> & { id: string | null };

/** The outbox row of one SMS, due at `dueAt`. */
function smsRow<K extends SmsKindName>(
  person: SmsRecipient,
  to: string,
  kind: K,
  params: SmsParams<K>,
  dueAt: Date,
): NewOutboxRow {
  const language = languageOf(person);
  return {
    userId: person.id,
    channel: 'sms',
    recipient: to,
    language,
    category: SMS[kind].category ?? 'account',
    kind,
    subject: '',
    textBody: renderSms(kind, language, params),
    htmlBody: '',
    nextAttemptAt: dueAt,
  };
}

/**
 * Writes an SMS the person asked for (a code, the answer to STOP or START or to another text) to `to`, in the
 * caller's transaction: sent at once, at any hour, and not counted against the daily limit. Never to a demo sandbox.
 */
export async function queueAnswerSms<K extends SmsAnswerKind>(
  tx: Db,
  person: SmsRecipient,
  to: string,
  kind: K,
  params: SmsParams<K>,
  now: Date,
): Promise<boolean> {
  if (person.is_demo) return false;
  await insertOutboxMessages(tx, [smsRow(person, to, kind, params, now)]);
  return true;
}

/**
 * Writes an SMS of news to a person in the caller's transaction, if and only if every rule allows it: their profile's
 * number is proven, the category is on for them, and they have had fewer than SMS_DAILY_LIMIT such SMS today
 * (Kinshasa's day). One written during the quiet hours is due when they end. Whether it was written.
 */
export async function queueSms<K extends NewsSmsKind>(
  tx: Db,
  config: SmsConfig,
  userId: string,
  kind: K,
  params: SmsParams<K>,
  now = new Date(),
): Promise<boolean> {
  return (await queueSmsToEach(tx, config, kind, [{ userId, params }], now)).size > 0;
}

/**
 * queueSms for many people at once (the applicants of a withdrawn job), in a few statements whatever their number:
 * each is sent their own SMS under the same rules. The people written to.
 */
export async function queueSmsToEach<K extends NewsSmsKind>(
  tx: Db,
  config: SmsConfig,
  kind: K,
  items: readonly { userId: string; params: SmsParams<K> }[],
  now = new Date(),
): Promise<Set<string>> {
  const paramsOf = new Map<string, SmsParams<K>>();
  for (const item of items) if (!paramsOf.has(item.userId)) paramsOf.set(item.userId, item.params);
  if (paramsOf.size === 0) return new Set();
  // Two events of one person at once must not both see room for one more SMS.
  await lockSmsPeople(tx, [...paramsOf.keys()]);
  const people = await smsRecipientsAmong(tx, [...paramsOf.keys()], {
    category: SMS[kind].category,
    since: kinshasaDayStart(now),
    uncounted: SMS_ANSWERS,
    limit: config.SMS_DAILY_LIMIT,
  });
  const dueAt = quietEnd(now, config.SMS_QUIET_HOURS);
  await insertOutboxMessages(
    tx,
    people.map((person) => smsRow(person, person.phone, kind, paramsOf.get(person.id)!, dueAt)),
  );
  return new Set(people.map((person) => person.id));
}
