import { and, eq, sql, type SQL } from 'drizzle-orm';
import { DAY_MS, SMS_CATEGORIES, SMS_CATEGORIES_ON_BY_DEFAULT, smsCategoryOn, type SmsCategory } from '@talent/shared';
import type { Db } from '../../db/client.js';
import { executeRows } from '../../db/rows.js';
import { outbox, smsSettings } from '../../db/schema.js';
import { batches } from '../../lib/batches.js';

/** What deciding whether to text a person needs of them. */
export interface SmsPerson {
  id: string;
  language: string;
  is_demo: boolean;
  /** The profile's number (E.164), null without one. */
  phone: string | null;
  /** The number last proven by a code. */
  phone_verified: string | null;
}

const personColumns = sql`u.id, u.language, u.is_demo, coalesce(pp.phone_number, ep.phone_number) as phone,
  u.phone_verified`;
const personJoins = sql`from users u
  left join professional_profiles pp on pp.user_id = u.id
  left join employer_profiles ep on ep.user_id = u.id`;

export async function smsPerson(db: Db, userId: string): Promise<SmsPerson | undefined> {
  const [row] = await executeRows<SmsPerson>(db, sql`select ${personColumns} ${personJoins} where u.id = ${userId}`);
  return row;
}

/** Whether the profile's number is the one proven. */
export const hasProvenNumber = (
  person: Pick<SmsPerson, 'phone' | 'phone_verified'>,
): person is SmsPerson & { phone: string } => person.phone !== null && person.phone === person.phone_verified;

/** The people whose proven number is `phone`: those an SMS from it speaks for. */
export function smsPeopleByNumber(db: Db, phone: string): Promise<SmsPerson[]> {
  return executeRows<SmsPerson>(
    db,
    sql`select ${personColumns} ${personJoins}
      where u.phone_verified = ${phone} and coalesce(pp.phone_number, ep.phone_number) = ${phone}`,
  );
}

export interface SmsChoice {
  enabled: boolean;
  /** When and how the person last chose (null: never, the category has its default). */
  changedAt: Date | null;
  way: string | null;
}

/** Whether the person `userId` (an SQL expression) is on for SMS of `category`, by the rule of consent (`smsCategoryOn`). */
export function smsCategoryOnSql(userId: SQL, category: SmsCategory): SQL {
  return sql`coalesce((select s.enabled from sms_settings s where s.user_id = ${userId} and s.category = ${category}),
    ${smsCategoryOn(category, undefined)})`;
}

/** Each category's state for a person: their choice where they made one, else its default. */
export async function smsChoices(db: Db, userId: string): Promise<Record<SmsCategory, SmsChoice>> {
  const rows = await db.select().from(smsSettings).where(eq(smsSettings.userId, userId));
  const made = new Map(rows.map((r) => [r.category, r]));
  return Object.fromEntries(
    SMS_CATEGORIES.map((category) => {
      const row = made.get(category);
      return [
        category,
        { enabled: smsCategoryOn(category, row), changedAt: row?.changedAt ?? null, way: row?.source ?? null },
      ];
    }),
  ) as Record<SmsCategory, SmsChoice>;
}

/** Records choices made on the page: each with its time, as the consent (or its withdrawal) to be texted. */
export async function setSmsChoices(db: Db, userId: string, choices: Partial<Record<SmsCategory, boolean>>, at: Date) {
  const rows = Object.entries(choices).map(([category, enabled]) => ({
    userId,
    category,
    enabled: Boolean(enabled),
    stopped: false,
    source: 'web' as const,
    changedAt: at,
  }));
  if (rows.length === 0) return;
  await db
    .insert(smsSettings)
    .values(rows)
    .onConflictDoUpdate({
      target: [smsSettings.userId, smsSettings.category],
      set: {
        enabled: sql`excluded.enabled`,
        stopped: sql`false`,
        source: sql`excluded.source`,
        changedAt: sql`excluded.changed_at`,
      },
    });
}

/**
 * An SMS STOP: every category that is on is turned off and marked stopped, for START to turn back on. The categories
 * turned off; none when everything was off already (the STOP is then not answered again).
 */
export async function stopSms(db: Db, userId: string, at: Date): Promise<SmsCategory[]> {
  const choices = await smsChoices(db, userId);
  const on = SMS_CATEGORIES.filter((c) => choices[c].enabled);
  if (on.length === 0) return [];
  await db
    .insert(smsSettings)
    .values(on.map((category) => ({ userId, category, enabled: false, stopped: true, source: 'sms', changedAt: at })))
    .onConflictDoUpdate({
      target: [smsSettings.userId, smsSettings.category],
      set: { enabled: sql`false`, stopped: sql`true`, source: sql`'sms'`, changedAt: sql`excluded.changed_at` },
    });
  return on;
}

/**
 * An SMS START: what STOP turned off is on again, or, after no STOP, the categories on by default. The categories
 * turned on; none when they were all on already.
 */
export async function startSms(db: Db, userId: string, at: Date): Promise<SmsCategory[]> {
  const rows = await db.select().from(smsSettings).where(eq(smsSettings.userId, userId));
  const stopped = rows.filter((r) => r.stopped).map((r) => r.category as SmsCategory);
  const choices = await smsChoices(db, userId);
  const wanted = stopped.length > 0 ? stopped : SMS_CATEGORIES_ON_BY_DEFAULT.filter((c) => !choices[c].enabled);
  if (wanted.length === 0) return [];
  await db
    .insert(smsSettings)
    .values(
      wanted.map((category) => ({ userId, category, enabled: true, stopped: false, source: 'sms', changedAt: at })),
    )
    .onConflictDoUpdate({
      target: [smsSettings.userId, smsSettings.category],
      set: { enabled: sql`true`, stopped: sql`false`, source: sql`'sms'`, changedAt: sql`excluded.changed_at` },
    });
  return wanted;
}

/** The people of `userIds` who turned job alerts by SMS on: the only ones an alert's run looks at further. */
export async function jobAlertTexters(db: Db, userIds: string[]): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = await executeRows<{ user_id: string }>(
    db,
    sql`select p.id as user_id from (values ${sql.join(
      userIds.map((id) => sql`(${id}::uuid)`),
      sql`, `,
    )}) as p(id) where ${smsCategoryOnSql(sql`p.id`, 'job_alerts')}`,
  );
  return new Set(rows.map((r) => r.user_id));
}

/** Codes sent to a person since `since`, and when the last one was. */
export async function codesSentSince(db: Db, userId: string, since: Date) {
  const [row] = await executeRows<{ n: number; last: Date | string | null }>(
    db,
    sql`select count(*)::int as n, max(created_at) as last from outbox
      where channel = 'sms' and user_id = ${userId} and kind = 'phone_code'
        and created_at >= ${since.toISOString()}::timestamptz`,
  );
  return { count: row?.n ?? 0, last: row?.last ? new Date(row.last) : null };
}

/**
 * Serialises the SMS decisions of each person (their daily count) within the caller's transaction; several are
 * locked in one order, so that two transactions locking some of the same people cannot wait for each other.
 */
export async function lockSmsPeople(tx: Db, userIds: readonly string[]): Promise<void> {
  for (const slice of batches([...new Set(userIds)].sort(), 1000)) {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended('sms:' || p.id, 0))
      from (select id from (values ${sql.join(
        slice.map((id) => sql`(${id}::text)`),
        sql`, `,
      )}) as v(id) order by id) as p`);
  }
}

/** A person an SMS of news may go to, with how many such SMS already count against the day it would be due. */
export type SmsTextablePerson = SmsPerson & { phone: string; counted: number };

/**
 * Those of `userIds` an SMS of news may go to: not a demo sandbox, their profile's number proven, the category on for
 * them (their choice, else its default; any category when null), each with the SMS counted against the Kinshasa day
 * `day` (kinds in `uncounted` aside, dropped ones aside). Call with each of them locked (lockSmsPeople), so that the
 * counts hold until the transaction ends.
 */
export async function smsRecipientsAmong(
  db: Db,
  userIds: readonly string[],
  rule: { category: SmsCategory | null; day: string; uncounted: readonly string[] },
): Promise<SmsTextablePerson[]> {
  const categoryOn = rule.category ? smsCategoryOnSql(sql`u.id`, rule.category) : sql`true`;
  const people: SmsTextablePerson[] = [];
  for (const slice of batches(userIds, 1000)) {
    people.push(
      ...(await executeRows<SmsTextablePerson>(
        db,
        sql`select ${personColumns}, (${countedOn(sql`u.id`, rule.day, rule.uncounted)}) as counted ${personJoins}
          where u.id in (${sql.join(
            slice.map((id) => sql`${id}::uuid`),
            sql`, `,
          )})
            and not u.is_demo and coalesce(pp.phone_number, ep.phone_number) = u.phone_verified and ${categoryOn}`,
      )),
    );
  }
  return people;
}

/** The SMS of news counted against a person's Kinshasa day `day`: written for it, and not dropped. */
function countedOn(userId: SQL, day: string, uncounted: readonly string[]): SQL {
  return sql`select count(*)::int from outbox o where o.channel = 'sms' and o.user_id = ${userId}
    and o.sms_day = ${day}::date and o.status <> 'dropped'
    and o.kind not in (${sql.join(
      uncounted.map((k) => sql`${k}`),
      sql`, `,
    )})`;
}

/** How many SMS of news count against a person's Kinshasa day `day`. */
export async function smsCountedOn(db: Db, userId: string, day: string, uncounted: readonly string[]) {
  const [row] = await executeRows<{ n: number }>(
    db,
    sql`select (${countedOn(sql`${userId}::uuid`, day, uncounted)}) as n`,
  );
  return row?.n ?? 0;
}

/** Whether a waiting SMS is still the sender's to drop: pending, and no sender holding it. */
const stillWaiting = (now: Date) =>
  sql`status = 'pending' and channel = 'sms' and (claimed_until is null or claimed_until <= ${now.toISOString()}::timestamptz)`;

/**
 * Drops the SMS still waiting about any of `about` (to `userId` only, when given): a later change about the same thing
 * made them untrue. An SMS a sender holds goes as it is. How many were dropped.
 */
export async function dropWaitingSmsAbout(
  db: Db,
  about: readonly string[],
  now: Date,
  userId?: string,
): Promise<number> {
  if (about.length === 0) return 0;
  const rows = await executeRows<{ id: number }>(
    db,
    sql`update outbox set status = 'dropped', last_error = 'superseded by a later change about the same thing'
      where ${stillWaiting(now)} and about = any(${sql.param([...about])}::text[])
        ${userId ? sql`and user_id = ${userId}` : sql``}
      returning id`,
  );
  return rows.length;
}

/**
 * Makes room in a person's Kinshasa day for an SMS that decides something: the newest SMS of news still waiting for
 * that day gives its place (dropped). Whether one did.
 */
export async function yieldWaitingNews(db: Db, userId: string, day: string, now: Date): Promise<boolean> {
  const rows = await executeRows<{ id: number }>(
    db,
    sql`update outbox set status = 'dropped', last_error = 'gave its place in the day to an SMS that decides something'
      where id = (select id from outbox where ${stillWaiting(now)} and user_id = ${userId}
        and sms_day = ${day}::date and not decisive
        order by id desc limit 1 for update skip locked)
      returning id`,
  );
  return rows.length > 0;
}

/** An SMS handed to the centre: sent, with the id its delivery receipt will name, if this sender still holds it. */
export async function markSmsSent(db: Db, id: number, claimToken: string, providerMessageId: string, at: Date) {
  await db
    .update(outbox)
    .set({ status: 'sent', sentAt: at, claimedUntil: null, lastError: null, providerMessageId })
    .where(and(eq(outbox.id, id), eq(outbox.claimToken, claimToken)));
}

/** A delivery receipt: the SMS it names is delivered, or failed. Whether one was found. */
export async function recordDelivery(db: Db, providerMessageId: string, delivered: boolean, at: Date) {
  const rows = await db
    .update(outbox)
    .set({ delivery: delivered ? 'delivered' : 'failed', deliveredAt: at })
    .where(and(eq(outbox.channel, 'sms'), eq(outbox.providerMessageId, providerMessageId)))
    .returning({ id: outbox.id });
  return rows.length > 0;
}

/** SMS handed to the operator each day (Kinshasa time) of the last `days` days, newest first. */
export function smsDays(db: Db, days: number, now: Date) {
  const since = new Date(now.getTime() - days * DAY_MS);
  return executeRows<{ day: string; sent: number; delivered: number; failed: number }>(
    db,
    sql`select to_char(sent_at at time zone 'Africa/Kinshasa', 'YYYY-MM-DD') as day, count(*)::int as sent,
        count(*) filter (where delivery = 'delivered')::int as delivered,
        count(*) filter (where delivery = 'failed')::int as failed
      from outbox where channel = 'sms' and status = 'sent' and sent_at >= ${since.toISOString()}::timestamptz
      group by 1 order by 1 desc`,
  );
}

/** Serialises what is decided about the texts of one number (its answer a day) within the caller's transaction. */
export async function lockSmsNumber(tx: Db, phone: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`sms-number:${phone}`}, 0))`);
}

/** The newest SMS written to a number: whose account it was for (if any) and its language; none if never one. */
export async function lastSmsTo(db: Db, phone: string) {
  const [row] = await executeRows<{ user_id: string | null; language: string }>(
    db,
    sql`select user_id, language from outbox where channel = 'sms' and recipient = ${phone}
      order by created_at desc limit 1`,
  );
  return row;
}

/** Whether an SMS of `kind` was written to a number since `since`. */
export async function smsWrittenSince(db: Db, phone: string, kind: string, since: Date): Promise<boolean> {
  const rows = await executeRows<{ one: number }>(
    db,
    sql`select 1 as one from outbox where channel = 'sms' and recipient = ${phone} and kind = ${kind}
      and created_at >= ${since.toISOString()}::timestamptz limit 1`,
  );
  return rows.length > 0;
}
