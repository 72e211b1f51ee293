import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { executeRows } from '../../db/rows.js';
import { emailOptOuts, outbox } from '../../db/schema.js';
import { batches } from '../../lib/batches.js';

export type OutboxRow = typeof outbox.$inferSelect;
export type NewOutboxRow = typeof outbox.$inferInsert;

/** Writes messages to the outbox, a few hundred a statement (a worker's batch, the news of a suspension, one message). */
export async function insertOutboxMessages(db: Db, rows: NewOutboxRow[]): Promise<void> {
  for (const slice of batches(rows, 500)) await db.insert(outbox).values(slice);
}

/**
 * Withdraws the messages still waiting that carry `writerId`'s own words to someone else (dropped, with why, for the
 * console); one a sender already holds goes as it is. How many were withdrawn.
 */
export async function dropWaitingByWriter(db: Db, writerId: string, now: Date): Promise<number> {
  const rows = await executeRows<{ id: number }>(
    db,
    sql`update outbox set status = 'dropped', last_error = 'withdrawn: staff suspended the account whose words it carries'
      where written_by = ${writerId} and status = 'pending'
        and (claimed_until is null or claimed_until <= ${now.toISOString()}::timestamptz)
      returning id`,
  );
  return rows.length;
}

/** A message as the sender needs it. */
export interface ClaimedMessage {
  id: number;
  recipient: string;
  kind: string;
  subject: string;
  text_body: string;
  html_body: string;
  unsubscribe_url: string | null;
  attempts: number;
}

/**
 * Claims up to `limit` due messages of a channel (of some kinds only, when given) for `leaseMs`, oldest first (of SMS
 * due at the same moment, those that decide something first), and counts the attempt. `skip locked` lets several
 * instances claim at once without waiting for each other, and a claimed message is skipped until its lease has run
 * out, so that two senders never hold the same message; a sender that died holding one lets it go when the lease
 * ends. The claim commits at once: what was claimed stays claimed whatever happens to the sender.
 */
export async function claimDueMessages(
  db: Db,
  claimToken: string,
  now: Date,
  leaseMs: number,
  limit: number,
  channel: 'email' | 'sms' = 'email',
  onlyKinds?: readonly string[],
): Promise<ClaimedMessage[]> {
  const until = new Date(now.getTime() + leaseMs);
  const order = channel === 'sms' ? sql`next_attempt_at, decisive desc, id` : sql`next_attempt_at, id`;
  const kinds = onlyKinds
    ? sql`and kind in (${sql.join(
        onlyKinds.map((k) => sql`${k}`),
        sql`, `,
      )})`
    : sql``;
  return executeRows<ClaimedMessage>(
    db,
    // An update returns its rows in no particular order: they are sorted again, so that a person's SMS arrive in the
    // order they were written.
    sql`with claimed as (
        update outbox set claimed_until = ${until.toISOString()}::timestamptz, claim_token = ${claimToken},
          attempts = attempts + 1
        where id in (
          select id from outbox
          where status = 'pending' and channel = ${channel} ${kinds}
            and next_attempt_at <= ${now.toISOString()}::timestamptz
            and (claimed_until is null or claimed_until <= ${now.toISOString()}::timestamptz)
          order by ${order} limit ${limit} for update skip locked)
        returning id, recipient, kind, subject, text_body, html_body, unsubscribe_url, attempts, next_attempt_at, decisive)
      select id, recipient, kind, subject, text_body, html_body, unsubscribe_url, attempts from claimed order by ${order}`,
  );
}

/** Marks a message sent, if this sender still holds it (a sender whose lease ran out no longer does). */
export async function markSent(db: Db, id: number, claimToken: string, at: Date): Promise<void> {
  await db
    .update(outbox)
    .set({ status: 'sent', sentAt: at, claimedUntil: null, lastError: null })
    .where(and(eq(outbox.id, id), eq(outbox.claimToken, claimToken)));
}

/** Gives a message back for a later attempt, or gives up on it (`failed`) when `retryAt` is null. */
export async function markAttemptFailed(
  db: Db,
  id: number,
  claimToken: string,
  error: string,
  retryAt: Date | null,
): Promise<void> {
  await db
    .update(outbox)
    .set({
      status: retryAt ? 'pending' : 'failed',
      nextAttemptAt: retryAt ?? sql`${outbox.nextAttemptAt}`,
      claimedUntil: null,
      lastError: error.slice(0, 1000),
    })
    .where(and(eq(outbox.id, id), eq(outbox.claimToken, claimToken)));
}

/** The outbox for the staff console, newest first. */
export async function listOutbox(db: Db, window: { limit: number; offset: number }) {
  const [rows, [count]] = await Promise.all([
    db.select().from(outbox).orderBy(desc(outbox.createdAt), desc(outbox.id)).limit(window.limit).offset(window.offset),
    db.select({ n: sql<number>`count(*)::int` }).from(outbox),
  ]);
  return { rows, total: count?.n ?? 0 };
}

/** Those of `userIds` who turned a category of mail off. */
export async function optedOutAmong(db: Db, userIds: readonly string[], category: string): Promise<Set<string>> {
  const out = new Set<string>();
  for (const slice of batches(userIds, 1000)) {
    const rows = await db
      .select({ userId: emailOptOuts.userId })
      .from(emailOptOuts)
      .where(and(inArray(emailOptOuts.userId, slice), eq(emailOptOuts.category, category)));
    for (const row of rows) out.add(row.userId);
  }
  return out;
}

/** Turns a category off; a person deleted since the mail was sent has nothing left to turn off. */
export async function optOut(db: Db, userId: string, category: string): Promise<void> {
  await db.execute(sql`insert into email_opt_outs (user_id, category)
    select id, ${category} from users where id = ${userId} on conflict do nothing`);
}

export async function optIn(db: Db, userId: string, category: string): Promise<void> {
  await db.delete(emailOptOuts).where(and(eq(emailOptOuts.userId, userId), eq(emailOptOuts.category, category)));
}

export async function optOutsOf(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .select({ category: emailOptOuts.category })
    .from(emailOptOuts)
    .where(eq(emailOptOuts.userId, userId));
  return rows.map((r) => r.category);
}
