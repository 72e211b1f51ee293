import { sql } from 'drizzle-orm';
import type { GatedTextKind, ThreadSide } from '@talent/shared';
import type { Db } from '../../db/client.js';
import { executeRows } from '../../db/rows.js';

export interface MessageRow {
  id: number;
  application_id: number;
  kind: GatedTextKind;
  /** The record an act's text belongs to (the interview, or the application for a rejection's note). */
  subject_id: number | null;
  side: ThreadSide;
  body: string;
  created_at: string;
  read_at: string | null;
  held: boolean;
}

interface RawMessageRow {
  id: string | number;
  application_id: string | number;
  kind: GatedTextKind;
  subject_id: string | number | null;
  side: ThreadSide;
  body: string;
  created_at: Date | string;
  read_at: Date | string | null;
  held: boolean;
}

const iso = (value: Date | string) => new Date(value).toISOString();
const toRow = (r: RawMessageRow): MessageRow => ({
  id: Number(r.id),
  application_id: Number(r.application_id),
  kind: r.kind,
  subject_id: r.subject_id === null ? null : Number(r.subject_id),
  side: r.side,
  body: r.body,
  created_at: iso(r.created_at),
  read_at: r.read_at === null ? null : iso(r.read_at),
  held: r.held,
});

const ALL_COLUMNS = sql`m.id, m.application_id, m.kind, m.subject_id, m.side, m.body, m.created_at, m.read_at`;
/** Only the thread's messages, not the texts its acts carry. */
const MESSAGE = sql`m.kind = 'message'`;

/** Whether the message waits for staff (held, neither released nor refused), or was refused: not delivered. */
const undelivered = sql`(m.held_at is not null and m.released_at is null)`;
const HELD = sql`${undelivered} as held`;
const COLUMNS = sql`${ALL_COLUMNS}, ${HELD}`;

/**
 * What a side reads of a thread: every message of its own (a held one marked held) and the other side's delivered
 * ones. A message staff held is the employer's; the applicant never reads it.
 */
const readableBy = (side: ThreadSide) => sql`(m.side = ${side} or not ${undelivered})`;

/** Whether `side` may read a text of the thread: its own, or the other side's once delivered. */
export const readable = (m: Pick<MessageRow, 'side' | 'held'>, side: ThreadSide) => m.side === side || !m.held;

/** Keeps a text that passed the gate: a message, or an act's text with the record it belongs to. */
export async function insertText(
  tx: Db,
  m: {
    applicationId: number;
    kind: GatedTextKind;
    subjectId: number | null;
    senderId: string;
    side: ThreadSide;
    body: string;
    heldFor: unknown[];
    at: Date;
  },
): Promise<MessageRow> {
  const held = m.heldFor.length > 0;
  const [row] = await executeRows<RawMessageRow>(
    tx,
    sql`insert into application_messages as m
        (application_id, kind, subject_id, sender_id, side, body, created_at, held_at, held_for)
      values (${m.applicationId}, ${m.kind}, ${m.subjectId}, ${m.senderId}, ${m.side}, ${m.body},
        ${m.at.toISOString()}::timestamptz, ${held ? m.at.toISOString() : null}::timestamptz,
        ${JSON.stringify(m.heldFor)}::jsonb)
      returning ${COLUMNS}`,
  );
  return toRow(row!);
}

/**
 * A page of a thread as `side` reads it: page 1 holds its latest messages, each page oldest first; and how many
 * messages it has in all.
 */
export async function threadPage(
  db: Db,
  applicationId: number,
  side: ThreadSide,
  page: { limit: number; offset: number },
): Promise<{ items: MessageRow[]; total: number }> {
  const shown = sql`${MESSAGE} and ${readableBy(side)}`;
  const [items, [counted]] = await Promise.all([
    executeRows<RawMessageRow>(
      db,
      sql`select * from (
          select ${COLUMNS}
          from application_messages m where m.application_id = ${applicationId} and ${shown}
          order by m.id desc limit ${page.limit} offset ${page.offset}) latest
        order by id`,
    ),
    executeRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from application_messages m where m.application_id = ${applicationId} and ${shown}`,
    ),
  ]);
  return { items: items.map(toRow), total: counted?.n ?? 0 };
}

/** The other side's delivered messages that `reader` had not read, marked read now. */
export async function markRead(tx: Db, applicationId: number, reader: ThreadSide, at: Date): Promise<void> {
  await tx.execute(
    sql`update application_messages m set read_at = ${at.toISOString()}::timestamptz
      where m.application_id = ${applicationId} and ${MESSAGE} and m.side <> ${reader} and m.read_at is null
        and not ${undelivered}`,
  );
}

/** How many texts (messages and acts' texts alike) a person sent since `since`, and when the first was sent. */
export async function sentSince(db: Db, senderId: string, since: Date): Promise<{ count: number; first: Date | null }> {
  const [row] = await executeRows<{ n: number; first: Date | string | null }>(
    db,
    sql`select count(*)::int as n, min(created_at) as first from application_messages
      where sender_id = ${senderId} and created_at > ${since.toISOString()}::timestamptz`,
  );
  return { count: row?.n ?? 0, first: row?.first ? new Date(row.first) : null };
}

/**
 * Marks the message as the one its reader is told of by mail and SMS, unless a message of the same side of the thread
 * was told since `since` (false): a reader hears of a busy thread once an hour, not at every message.
 */
export async function claimNotice(tx: Db, messageId: number, since: Date, at: Date): Promise<boolean> {
  const rows = await executeRows<{ id: string | number }>(
    tx,
    sql`update application_messages m set told_at = ${at.toISOString()}::timestamptz
      where m.id = ${messageId} and not exists (
        select 1 from application_messages o
        where o.application_id = m.application_id and o.kind = 'message' and o.side = m.side and o.id <> m.id
          and o.told_at > ${since.toISOString()}::timestamptz)
      returning m.id`,
  );
  return rows.length > 0;
}

/** The messages of the other side that `reader` has not read, by application. */
export async function unreadCounts(
  db: Db,
  applicationIds: readonly number[],
  reader: ThreadSide,
): Promise<Map<number, number>> {
  if (applicationIds.length === 0) return new Map();
  const rows = await executeRows<{ application_id: string | number; n: number }>(
    db,
    sql`select m.application_id, count(*)::int as n from application_messages m
      where m.application_id in (${sql.join(
        applicationIds.map((id) => sql`${id}`),
        sql`, `,
      )}) and ${MESSAGE} and m.side <> ${reader} and m.read_at is null and not ${undelivered}
      group by m.application_id`,
  );
  return new Map(rows.map((r) => [Number(r.application_id), r.n]));
}

/** One message with its thread's application, or undefined. */
export async function findMessage(db: Db, messageId: number, { lock = false } = {}) {
  const [row] = await executeRows<
    RawMessageRow & {
      sender_id: string | null;
      held_at: Date | string | null;
      released_at: Date | string | null;
      refused_at: Date | string | null;
    }
  >(
    db,
    sql`select ${COLUMNS}, m.sender_id, m.held_at,
        m.released_at, m.refused_at
      from application_messages m where m.id = ${messageId} ${lock ? sql`for update` : sql``}`,
  );
  if (!row) return undefined;
  return {
    ...toRow(row),
    senderId: row.sender_id,
    waiting: row.held_at !== null && row.released_at === null && row.refused_at === null,
  };
}

/** A text held for staff, with its thread's job and employer. */
export interface HeldMessageRow {
  id: number;
  application_id: number;
  kind: GatedTextKind;
  job_id: number;
  job_title: string;
  employer_id: string;
  company_name: string | null;
  body: string;
  held_for: { code: string; evidence: string }[];
  held_at: string;
}

/** The messages waiting for staff, oldest first, and how many there are. */
export async function heldMessages(db: Db, page: { limit: number; offset: number }) {
  const waiting = sql`m.held_at is not null and m.released_at is null and m.refused_at is null`;
  const [rows, [counted]] = await Promise.all([
    executeRows<Omit<HeldMessageRow, 'held_at'> & { held_at: Date | string }>(
      db,
      sql`select m.id, m.application_id, m.kind, j.id as job_id, j.job_title, j.employer_id, ep.company_name, m.body,
          m.held_for, m.held_at
        from application_messages m
        join applications a on a.id = m.application_id
        join jobs j on j.id = a.job_id
        left join employer_profiles ep on ep.user_id = j.employer_id
        where ${waiting}
        order by m.held_at, m.id limit ${page.limit} offset ${page.offset}`,
    ),
    executeRows<{ n: number }>(db, sql`select count(*)::int as n from application_messages m where ${waiting}`),
  ]);
  return {
    items: rows.map((r) => ({
      ...r,
      id: Number(r.id),
      application_id: Number(r.application_id),
      job_id: Number(r.job_id),
      held_at: iso(r.held_at),
    })),
    total: counted?.n ?? 0,
  };
}

/** Staff release a held text: delivered from now on, as if sent now. */
export async function releaseMessage(tx: Db, messageId: number, at: Date): Promise<void> {
  await tx.execute(
    sql`update application_messages set released_at = ${at.toISOString()}::timestamptz where id = ${messageId}`,
  );
}

/** Staff refuse the held texts of an employer: never delivered. The ids refused. */
export async function refuseHeldMessagesOf(tx: Db, employerId: string, at: Date): Promise<number[]> {
  const rows = await executeRows<{ id: string | number }>(
    tx,
    sql`update application_messages set refused_at = ${at.toISOString()}::timestamptz
      where sender_id = ${employerId} and held_at is not null and released_at is null and refused_at is null
      returning id`,
  );
  return rows.map((r) => Number(r.id));
}

/** Every message of a thread, held ones included, oldest first: what staff read through a report. */
export async function wholeThread(db: Db, applicationId: number) {
  const rows = await executeRows<RawMessageRow>(
    db,
    sql`select ${COLUMNS}
      from application_messages m where m.application_id = ${applicationId} and ${MESSAGE} order by m.id`,
  );
  return rows.map(toRow);
}

/** The application whose thread holds a reported message; undefined when nobody reported that message. */
export async function reportedMessageThread(db: Db, messageId: number): Promise<number | undefined> {
  const [row] = await executeRows<{ application_id: string | number }>(
    db,
    sql`select m.application_id from job_reports r join application_messages m on m.id = r.message_id
      where r.message_id = ${messageId} limit 1`,
  );
  return row ? Number(row.application_id) : undefined;
}

/** Holds one sender's messages one after the other until the transaction ends: their count is read, then added to. */
export async function lockSender(tx: Db, senderId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`messages:${senderId}`}))`);
}

/** The texts an act carries (`kind`) for its records, by record: an interview's place or cancellation's reason. */
export async function textsOf(db: Db, kind: GatedTextKind, subjectIds: readonly number[]): Promise<MessageRow[]> {
  if (subjectIds.length === 0) return [];
  const rows = await executeRows<RawMessageRow>(
    db,
    sql`select ${COLUMNS} from application_messages m
      where m.kind = ${kind} and m.subject_id in (${sql.join(
        subjectIds.map((id) => sql`${id}`),
        sql`, `,
      )})
      order by m.id`,
  );
  return rows.map(toRow);
}

/** An employer's texts in a thread since `since`, oldest first: what a request split over several is read with. */
export async function recentTextsOf(db: Db, applicationId: number, senderId: string, since: Date): Promise<string[]> {
  const rows = await executeRows<{ body: string }>(
    db,
    sql`select body from application_messages
      where application_id = ${applicationId} and sender_id = ${senderId} and body <> ''
        and created_at > ${since.toISOString()}::timestamptz
      order by id desc limit 5`,
  );
  return rows.map((r) => r.body).reverse();
}

/** How many texts wait for staff's check. */
export async function countHeldTexts(db: Db): Promise<number> {
  const [row] = await executeRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from application_messages m
      where m.held_at is not null and m.released_at is null and m.refused_at is null`,
  );
  return row?.n ?? 0;
}

/** How many of the employer's texts wait for staff in each thread, by application: what they are told is checked. */
export async function heldTextCounts(db: Db, applicationIds: readonly number[]): Promise<Map<number, number>> {
  if (applicationIds.length === 0) return new Map();
  const rows = await executeRows<{ application_id: string | number; n: number }>(
    db,
    sql`select m.application_id, count(*)::int as n from application_messages m
      where m.application_id in (${sql.join(
        applicationIds.map((id) => sql`${id}`),
        sql`, `,
      )}) and m.side = 'employer' and m.held_at is not null and m.released_at is null and m.refused_at is null
      group by m.application_id`,
  );
  return new Map(rows.map((r) => [Number(r.application_id), r.n]));
}
