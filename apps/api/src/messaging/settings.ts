import {
  EMAIL_CATEGORIES,
  SMS_CATEGORIES,
  type EmailCategory,
  type EmailSettings,
  type SmsCategory,
  type SmsSettings,
} from '@talent/shared';
import type { Db } from '../db/client.js';
import { listNotifications, markNotificationsRead } from './repositories/notifications.js';
import { optIn, optOut, optOutsOf } from './repositories/outbox.js';
import { hasProvenNumber, setSmsChoices, smsChoices, smsPerson } from './repositories/sms.js';

/** A person's bell and their choices of e-mail and SMS, as they read and change them. */

/** The newest `size` notices of the person, and how many are unread. */
export function noticesOf(db: Db, userId: string, size: number) {
  return listNotifications(db, userId, size);
}

/** The notices up to `upTo` (the newest the person saw) are read; any that came since stay unread. */
export function markNoticesRead(db: Db, userId: string, upTo: number): Promise<void> {
  return markNotificationsRead(db, userId, upTo);
}

/** Which categories of e-mail the person receives (mail about the account itself is always sent). */
export async function emailSettingsOf(db: Db, userId: string): Promise<EmailSettings> {
  const off = new Set(await optOutsOf(db, userId));
  return Object.fromEntries(EMAIL_CATEGORIES.map((c) => [c, !off.has(c)])) as EmailSettings;
}

/** Turns categories of e-mail on or off; the settings as they now are. */
export async function changeEmailSettings(
  db: Db,
  userId: string,
  choices: Partial<Record<EmailCategory, boolean>>,
): Promise<EmailSettings> {
  for (const [category, on] of Object.entries(choices)) {
    await (on ? optIn(db, userId, category) : optOut(db, userId, category));
  }
  return emailSettingsOf(db, userId);
}

/** One category of e-mail off: the link or header of one of its messages. */
export function turnEmailOff(db: Db, userId: string, category: EmailCategory): Promise<void> {
  return optOut(db, userId, category);
}

/** Which categories go by SMS, the number they go to, whether it is proven, and when a choice last changed. */
export async function smsSettingsOf(db: Db, userId: string): Promise<SmsSettings> {
  const [choices, person] = await Promise.all([smsChoices(db, userId), smsPerson(db, userId)]);
  const times = SMS_CATEGORIES.map((c) => choices[c].changedAt?.getTime() ?? 0);
  const last = Math.max(...times);
  return {
    ...(Object.fromEntries(SMS_CATEGORIES.map((c) => [c, choices[c].enabled])) as Record<SmsCategory, boolean>),
    phone_number: person?.phone ?? null,
    phone_verified: person ? hasProvenNumber(person) : false,
    changed_at: last > 0 ? new Date(last).toISOString() : null,
  };
}

/** Turns categories of SMS on or off, each choice kept with its time (the consent it is); the settings now. */
export async function changeSmsSettings(
  db: Db,
  userId: string,
  choices: Partial<Record<SmsCategory, boolean>>,
  at: Date,
): Promise<SmsSettings> {
  await setSmsChoices(db, userId, choices, at);
  return smsSettingsOf(db, userId);
}
