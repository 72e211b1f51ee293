import { EMAIL_CATEGORIES, PRIVACY_NOTICE_VERSION, SMS_CATEGORIES, smsCategoryOn, type Consents } from '@talent/shared';
import type { Db } from '../db/client.js';
import { notFound } from '../lib/errors.js';
import { consentRecords } from './repositories/consents.js';

/**
 * What a person agreed to and when, as their account shows it and their export holds it: a category never changed
 * has its default since registration (`since` null). E-mail is on unless turned off, by the page or a mail's link.
 */
export async function loadConsents(db: Db, userId: string): Promise<Consents> {
  const records = await consentRecords(db, userId);
  if (!records) throw notFound();
  const emailOff = new Map(records.emailOff.map((row) => [row.category, row.createdAt]));
  const sms = new Map(records.sms.map((row) => [row.category, row]));
  return {
    registered_at: records.user.createdAt.toISOString(),
    privacy_notice: {
      version: records.user.privacyNoticeVersion,
      accepted_at: records.user.privacyAcceptedAt?.toISOString() ?? null,
      current_version: PRIVACY_NOTICE_VERSION,
    },
    choices: [
      ...EMAIL_CATEGORIES.map((category) => {
        const offSince = emailOff.get(category);
        return {
          channel: 'email' as const,
          category,
          enabled: !offSince,
          since: offSince?.toISOString() ?? null,
          way: null,
        };
      }),
      ...SMS_CATEGORIES.map((category) => {
        const row = sms.get(category);
        return {
          channel: 'sms' as const,
          category,
          enabled: smsCategoryOn(category, row),
          since: row?.changedAt.toISOString() ?? null,
          way: row ? (row.source as 'web' | 'sms') : null,
        };
      }),
    ],
    job_alerts: records.alerts.map((alert) => ({ name: alert.name, created_at: alert.createdAt.toISOString() })),
  };
}
