import { languageOf } from '../mail/queue.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { insertOutboxMessages, type NewOutboxRow } from '../repositories/outbox.js';
import { DAY_MS } from '@talent/shared';
import {
  dropWaitingSmsAbout,
  lockSmsPeople,
  smsCountedOn,
  smsRecipientsAmong,
  yieldWaitingNews,
  type SmsPerson,
} from '../repositories/sms.js';
import { renderSms, SMS, type SmsKindName, type SmsParams } from './messages.js';
import { kinshasaDay, kinshasaDayStart, quietEnd } from './quiet-hours.js';

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

/** What an SMS about an application is about: a later change about the application drops it while it waits. */
export const smsAboutApplication = (applicationId: number): string => `application:${applicationId}`;

/** Whether an SMS decides something (an offer, a hire, not selected, an interview fixed or cancelled). */
function isDecisive<K extends SmsKindName>(kind: K, params: SmsParams<K>): boolean {
  const rule = (SMS[kind] as { decisive?: (p: SmsParams<K>) => boolean }).decisive;
  return rule ? rule(params) : false;
}

/** When an SMS of news is due, and the Kinshasa day it counts against. */
interface SmsPlace {
  dueAt: Date;
  day: string;
}

/** The outbox row of one SMS, due at `place.dueAt` (an answer counts against no day). */
function smsRow<K extends SmsKindName>(
  person: SmsRecipient,
  to: string,
  kind: K,
  params: SmsParams<K>,
  place: SmsPlace | Date,
  about: string | null = null,
): NewOutboxRow {
  const language = languageOf(person);
  const dueAt = place instanceof Date ? place : place.dueAt;
  return {
    about,
    decisive: isDecisive(kind, params),
    smsDay: place instanceof Date ? null : place.day,
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
 * number is proven, the category is on for them, and the day it is due has room under SMS_DAILY_LIMIT (Kinshasa's
 * day). One written during the quiet hours is due when they end. An SMS `about` something (smsAboutApplication)
 * replaces the one still waiting to this person about the same thing. Whether it was written.
 */
export async function queueSms<K extends NewsSmsKind>(
  tx: Db,
  config: SmsConfig,
  userId: string,
  kind: K,
  params: SmsParams<K>,
  now = new Date(),
  about: string | null = null,
): Promise<boolean> {
  return (await queueSmsToEach(tx, config, kind, [{ userId, params, about }], now)).size > 0;
}

/**
 * queueSms for many people at once (the applicants of a withdrawn job), in a few statements whatever their number:
 * each is sent their own SMS under the same rules. A day without room drops news; an SMS that decides something takes
 * the place of news still waiting that day, or else waits for the first day with room (a week at most). The people
 * written to.
 */
export async function queueSmsToEach<K extends NewsSmsKind>(
  tx: Db,
  config: SmsConfig,
  kind: K,
  items: readonly { userId: string; params: SmsParams<K>; about?: string | null }[],
  now = new Date(),
): Promise<Set<string>> {
  const itemOf = new Map<string, { params: SmsParams<K>; about: string | null }>();
  for (const item of items)
    if (!itemOf.has(item.userId)) itemOf.set(item.userId, { params: item.params, about: item.about ?? null });
  if (itemOf.size === 0) return new Set();
  // Two events of one person at once must not both see room for one more SMS.
  await lockSmsPeople(tx, [...itemOf.keys()]);
  for (const [userId, { about }] of itemOf) if (about) await dropWaitingSmsAbout(tx, [about], now, userId);
  const dueAt = quietEnd(now, config.SMS_QUIET_HOURS);
  const today: SmsPlace = { dueAt, day: kinshasaDay(dueAt) };
  const people = await smsRecipientsAmong(tx, [...itemOf.keys()], {
    category: SMS[kind].category,
    day: today.day,
    uncounted: SMS_ANSWERS,
  });
  const rows: NewOutboxRow[] = [];
  for (const person of people) {
    const { params, about } = itemOf.get(person.id)!;
    const place =
      person.counted < config.SMS_DAILY_LIMIT
        ? today
        : isDecisive(kind, params)
          ? await placeForDecisive(tx, config, person.id, today, now)
          : null;
    if (place) rows.push(smsRow(person, person.phone, kind, params, place, about));
  }
  await insertOutboxMessages(tx, rows);
  return new Set(rows.map((row) => row.userId!));
}

/**
 * Where an SMS that decides something goes when its day is full: in the place of that day's news still waiting, or
 * on the first following day with room (when its quiet hours end). Null after a week without room.
 */
async function placeForDecisive(
  tx: Db,
  config: SmsConfig,
  userId: string,
  full: SmsPlace,
  now: Date,
): Promise<SmsPlace | null> {
  let place = full;
  for (let days = 0; days < 7; days++) {
    if (days > 0 && (await smsCountedOn(tx, userId, place.day, SMS_ANSWERS)) < config.SMS_DAILY_LIMIT) return place;
    if (await yieldWaitingNews(tx, userId, place.day, now)) return place;
    const next = quietEnd(new Date(kinshasaDayStart(place.dueAt).getTime() + DAY_MS), config.SMS_QUIET_HOURS);
    place = { dueAt: next, day: kinshasaDay(next) };
  }
  return null;
}

/**
 * Drops the SMS still waiting about `about` (smsAboutApplication), to anyone: a change about the application made
 * them untrue, whether or not it writes an SMS of its own.
 */
export async function dropStaleSms(tx: Db, about: readonly string[], now = new Date()): Promise<void> {
  await dropWaitingSmsAbout(tx, about, now);
}
