import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { emailOptOuts, jobAlerts, smsSettings, users } from '../../db/schema.js';

/** The records of what a person agreed to: the notice at registration, their e-mail and SMS choices, their alerts. */
export async function consentRecords(db: Db, userId: string) {
  const [user] = await db
    .select({
      createdAt: users.createdAt,
      privacyNoticeVersion: users.privacyNoticeVersion,
      privacyAcceptedAt: users.privacyAcceptedAt,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) return undefined;
  const [emailOff, sms, alerts] = await Promise.all([
    db
      .select({ category: emailOptOuts.category, createdAt: emailOptOuts.createdAt })
      .from(emailOptOuts)
      .where(eq(emailOptOuts.userId, userId)),
    db
      .select({
        category: smsSettings.category,
        enabled: smsSettings.enabled,
        source: smsSettings.source,
        changedAt: smsSettings.changedAt,
      })
      .from(smsSettings)
      .where(eq(smsSettings.userId, userId)),
    db
      .select({ name: jobAlerts.name, createdAt: jobAlerts.createdAt })
      .from(jobAlerts)
      .where(eq(jobAlerts.userId, userId))
      .orderBy(asc(jobAlerts.createdAt)),
  ]);
  return { user, emailOff, sms, alerts };
}
