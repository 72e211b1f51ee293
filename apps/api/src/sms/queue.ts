import { languageOf } from '../services/mail.js';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import { insertOutboxMessages } from '../repositories/outbox.js';
import {
  countCountedSms,
  hasProvenNumber,
  lockSmsPerson,
  smsChoices,
  smsPerson,
  type SmsPerson,
} from '../repositories/sms.js';
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

/** Who an SMS is written for: a person, or (id null) a number that is no account's, in its language. */
type SmsRecipient = Pick<SmsPerson, 'language' | 'is_demo'> & { id: string | null };

/** Writes one SMS to the outbox, due at `dueAt`, in the caller's transaction. */
async function writeSms<K extends SmsKindName>(
  tx: Db,
  person: SmsRecipient,
  to: string,
  kind: K,
  params: SmsParams<K>,
  dueAt: Date,
) {
  const language = languageOf(person);
  await insertOutboxMessages(tx, [
    {
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
    },
  ]);
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
  await writeSms(tx, person, to, kind, params, now);
  return true;
}

/**
 * Writes an SMS of news to a person in the caller's transaction, if and only if every rule allows it: their profile's
 * number is proven, the category is on for them, and they have had fewer than SMS_DAILY_LIMIT such SMS today
 * (Kinshasa's day). One written during the quiet hours is due when they end. Whether it was written.
 */
export async function queueSms<K extends Exclude<SmsKindName, SmsAnswerKind>>(
  tx: Db,
  config: SmsConfig,
  userId: string,
  kind: K,
  params: SmsParams<K>,
  now = new Date(),
): Promise<boolean> {
  const person = await smsPerson(tx, userId);
  if (!person || person.is_demo || !hasProvenNumber(person)) return false;
  const category = SMS[kind].category;
  if (category && !(await smsChoices(tx, userId))[category].enabled) return false;
  // Two events of one person at once must not both see room for one more SMS.
  await lockSmsPerson(tx, userId);
  if ((await countCountedSms(tx, userId, kinshasaDayStart(now), SMS_ANSWERS)) >= config.SMS_DAILY_LIMIT) return false;
  await writeSms(tx, person, person.phone, kind, params, quietEnd(now, config.SMS_QUIET_HOURS));
  return true;
}
