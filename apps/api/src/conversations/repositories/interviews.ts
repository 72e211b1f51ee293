import { sql } from 'drizzle-orm';
import type { Interview, InterviewCanceller, InterviewMode, InterviewStatus } from '@talent/shared';
import type { Db } from '../../db/client.js';
import { executeRows } from '../../db/rows.js';

interface RawInterviewRow {
  id: string | number;
  application_id: string | number;
  status: InterviewStatus;
  mode: InterviewMode;
  place: string;
  slots: (Date | string)[] | string;
  chosen_slot: Date | string | null;
  note: string;
  applicant_slots: (Date | string)[] | string;
  cancelled_by: InterviewCanceller | null;
  cancel_reason: string;
  created_at: Date | string;
  sequence: number;
}

/** An interview as stored: `held` is set by the reader (the gate's state of its place), not by this repository. */
export type InterviewRow = Omit<Interview, 'held'> & { application_id: number; sequence: number };

const iso = (value: Date | string) => new Date(value).toISOString();

/** A timestamptz[] as either driver gives it: an array, or its text form ("{"2026-12-01 09:00:00+00",...}"). */
function instants(value: (Date | string)[] | string): string[] {
  const list = Array.isArray(value)
    ? value
    : value
        .replace(/^\{|\}$/g, '')
        .split(',')
        .filter(Boolean)
        .map((v) => v.replace(/^"|"$/g, ''));
  return list.map(iso).sort();
}

const toRow = (r: RawInterviewRow): InterviewRow => ({
  id: Number(r.id),
  application_id: Number(r.application_id),
  status: r.status,
  mode: r.mode,
  place: r.place,
  slots: instants(r.slots),
  chosen_slot: r.chosen_slot === null ? null : iso(r.chosen_slot),
  note: r.note,
  applicant_slots: instants(r.applicant_slots),
  cancelled_by: r.cancelled_by,
  cancel_reason: r.cancel_reason,
  created_at: iso(r.created_at),
  sequence: Number(r.sequence),
});

const COLUMNS = sql`id, application_id, status, mode, place, slots, chosen_slot, note, applicant_slots, cancelled_by,
  cancel_reason, created_at, sequence`;

/** Instants as a timestamptz[] literal. */
const instantArray = (slots: readonly string[]) => `{${slots.map((s) => `"${s}"`).join(',')}}`;

/** A proposal whose place waits for staff (or was refused): it has not reached the applicant. */
const HELD_PROPOSAL = sql`exists (select 1 from application_messages g
  where g.kind = 'interview_place' and g.subject_id = i.id and g.held_at is not null and g.released_at is null)`;

/**
 * The applications' latest interviews, the one in force for each. `delivered` leaves out a proposal held for staff:
 * what the applicant reads (the interview before it stays in force for them); `before` leaves out an interview and
 * those after it.
 */
export async function latestInterviews(
  db: Db,
  applicationIds: readonly number[],
  { delivered = false, before }: { delivered?: boolean; before?: number } = {},
): Promise<Map<number, InterviewRow>> {
  if (applicationIds.length === 0) return new Map();
  const rows = await executeRows<RawInterviewRow>(
    db,
    sql`select distinct on (application_id) ${COLUMNS} from interviews i
      where application_id in (${sql.join(
        applicationIds.map((id) => sql`${id}`),
        sql`, `,
      )}) ${delivered ? sql`and not ${HELD_PROPOSAL}` : sql``} ${before === undefined ? sql`` : sql`and id < ${before}`}
      order by application_id, id desc`,
  );
  return new Map(rows.map((r) => [Number(r.application_id), toRow(r)]));
}

export async function latestInterview(
  db: Db,
  applicationId: number,
  options: { delivered?: boolean; before?: number } = {},
): Promise<InterviewRow | undefined> {
  return (await latestInterviews(db, [applicationId], options)).get(applicationId);
}

/** One interview by its id. */
export async function findInterview(db: Db, id: number): Promise<InterviewRow | undefined> {
  const [row] = await executeRows<RawInterviewRow>(db, sql`select ${COLUMNS} from interviews where id = ${id}`);
  return row ? toRow(row) : undefined;
}

/**
 * Cancels, as staff, every interview still to happen or to be answered with an applicant of the employer's jobs (its
 * employer suspended). The interviews cancelled.
 */
export async function cancelInterviewsOfEmployer(tx: Db, employerId: string): Promise<InterviewRow[]> {
  const rows = await executeRows<RawInterviewRow>(
    tx,
    sql`update interviews set status = 'cancelled', cancelled_by = 'staff', sequence = sequence + 1, updated_at = now()
      where status in ('proposed', 'scheduled') and application_id in (
        select a.id from applications a join jobs j on j.id = a.job_id where j.employer_id = ${employerId})
      returning ${COLUMNS}`,
  );
  return rows.map(toRow);
}

export async function insertInterview(
  tx: Db,
  i: { applicationId: number; mode: InterviewMode; place: string; slots: readonly string[] },
): Promise<InterviewRow> {
  const [row] = await executeRows<RawInterviewRow>(
    tx,
    sql`insert into interviews (application_id, mode, place, slots)
      values (${i.applicationId}, ${i.mode}, ${i.place}, ${instantArray(i.slots)}::timestamptz[])
      returning ${COLUMNS}`,
  );
  return toRow(row!);
}

/** Sets what changes in an interview (its status, the time chosen, a note and the applicant's times, a cancellation). */
export async function updateInterview(
  tx: Db,
  id: number,
  change: {
    status: InterviewStatus;
    chosenSlot?: string;
    note?: string;
    applicantSlots?: readonly string[];
    cancelledBy?: InterviewCanceller;
    cancelReason?: string;
    remindedAt?: Date;
  },
): Promise<InterviewRow> {
  const [row] = await executeRows<RawInterviewRow>(
    tx,
    sql`update interviews set status = ${change.status}, updated_at = now(), sequence = sequence + 1,
        chosen_slot = coalesce(${change.chosenSlot ?? null}::timestamptz, chosen_slot),
        note = coalesce(${change.note ?? null}, note),
        applicant_slots = coalesce(${change.applicantSlots ? instantArray(change.applicantSlots) : null}::timestamptz[], applicant_slots),
        cancelled_by = coalesce(${change.cancelledBy ?? null}, cancelled_by),
        cancel_reason = coalesce(${change.cancelReason ?? null}, cancel_reason),
        reminded_at = coalesce(${change.remindedAt?.toISOString() ?? null}::timestamptz, reminded_at)
      where id = ${id}
      returning ${COLUMNS}`,
  );
  return toRow(row!);
}

/**
 * The scheduled interviews due for their reminder (their time within `before`, not reminded yet), claimed for this
 * run: marked reminded in the same statement, skipping those another instance holds, so that nobody is told twice.
 */
export async function claimDueReminders(tx: Db, now: Date, before: Date, limit = 200): Promise<InterviewRow[]> {
  const rows = await executeRows<RawInterviewRow>(
    tx,
    sql`update interviews set reminded_at = ${now.toISOString()}::timestamptz
      where id in (
        select id from interviews
        where status = 'scheduled' and reminded_at is null
          and chosen_slot > ${now.toISOString()}::timestamptz and chosen_slot <= ${before.toISOString()}::timestamptz
        order by chosen_slot limit ${limit}
        for update skip locked)
      returning ${COLUMNS}`,
  );
  return rows.map(toRow);
}
