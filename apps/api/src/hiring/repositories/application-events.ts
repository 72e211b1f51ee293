import { asc, inArray, sql } from 'drizzle-orm';
import type { ApplicationEvent, ApplicationStatus } from '@talent/shared';
import type { Db } from '../../db/client.js';
import { applicationEvents } from '../../db/schema.js';

/** Who moved an application: its applicant, staff, the job's employer, or the job's closing. */
export type ApplicationActor = 'applicant' | 'staff' | 'employer' | 'system';

export interface NewApplicationEvent {
  applicationId: number;
  status: ApplicationStatus;
  actor: ApplicationActor;
  reason?: string | null;
  note?: string | null;
  at?: Date;
}

/** Writes steps of applications' histories (in the caller's transaction, with the status change). */
export async function recordApplicationEvents(tx: Db, events: readonly NewApplicationEvent[]): Promise<void> {
  if (events.length === 0) return;
  await tx.insert(applicationEvents).values(
    events.map((e) => ({
      applicationId: e.applicationId,
      status: e.status,
      actor: e.actor,
      reason: e.reason ?? null,
      note: e.note ?? null,
      ...(e.at ? { createdAt: e.at } : {}),
    })),
  );
}

/** The histories of the applications, each oldest first. */
export async function historiesOf(db: Db, applicationIds: readonly number[]) {
  const histories = new Map<number, ApplicationEvent[]>(applicationIds.map((id) => [id, []]));
  if (applicationIds.length === 0) return histories;
  const rows = await db
    .select()
    .from(applicationEvents)
    .where(inArray(applicationEvents.applicationId, [...applicationIds]))
    .orderBy(asc(applicationEvents.applicationId), asc(applicationEvents.createdAt), asc(applicationEvents.id));
  for (const row of rows) {
    histories.get(row.applicationId)?.push({
      status: row.status as ApplicationStatus,
      at: row.createdAt.toISOString(),
      ...(row.reason ? { reason: row.reason as NonNullable<ApplicationEvent['reason']> } : {}),
      ...(row.note ? { note: row.note } : {}),
    });
  }
  return histories;
}

/** The statuses of a set of applications' rows, counted: a request's pipeline (see applicationPipelineSql). */
export const applicationPipelineSql = (jobId: unknown) =>
  sql`(select coalesce(jsonb_object_agg(status, n), '{}'::jsonb) from (
    select status, count(*)::int as n from applications where job_id = ${jobId} group by status) as counted)`;

/** Writes a note into an application's rejection step: a note that waited for staff's check, now released. */
export async function setRejectionNote(tx: Db, applicationId: number, note: string): Promise<void> {
  await tx.execute(
    sql`update application_events set note = ${note}
      where application_id = ${applicationId} and status = 'rejected' and actor = 'employer'`,
  );
}
