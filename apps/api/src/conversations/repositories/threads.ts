import { sql } from 'drizzle-orm';
import type { ThreadSide } from '@talent/shared';
import type { Db } from '../../db/client.js';
import { executeRows } from '../../db/rows.js';

/** A person at one end of a thread, as telling them needs. */
export interface ThreadPerson {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  language: string;
  /** Their account was erased: the thread stays, read as a deleted account's. */
  deleted: boolean;
}

/** An application seen as a thread: its two sides, its job and where it stands. */
export interface Thread {
  applicationId: number;
  status: string;
  /** Why a `closed` application closed (job_closed, job_withdrawn); null for every other status. */
  closedReason: string | null;
  /** When the applicant was hired; null unless they were. */
  hiredAt: Date | null;
  forwarded: boolean;
  jobId: number;
  jobTitle: string;
  jobStatus: string;
  company: string | null;
  applicant: ThreadPerson;
  employer: ThreadPerson;
  /** Staff suspended the job's employer: the thread warns its applicant that nobody may ask for money. */
  employerSuspended: boolean;
}

interface ThreadRow {
  application_id: string | number;
  status: string;
  closed_reason: string | null;
  hired_at: Date | string | null;
  forwarded: boolean;
  job_id: string | number;
  job_title: string;
  job_status: string;
  company: string | null;
  a_id: string;
  a_email: string;
  a_first_name: string;
  a_last_name: string;
  a_language: string;
  a_deleted: boolean;
  e_id: string;
  e_email: string;
  e_first_name: string;
  e_last_name: string;
  e_language: string;
  e_deleted: boolean;
  e_suspended: boolean;
}

const person = (row: ThreadRow, p: 'a' | 'e'): ThreadPerson => ({
  id: row[`${p}_id`],
  email: row[`${p}_email`],
  firstName: row[`${p}_first_name`],
  lastName: row[`${p}_last_name`],
  language: row[`${p}_language`],
  deleted: row[`${p}_deleted`],
});

/**
 * The thread of an application: undefined when there is no such application. `lock` holds the application's row
 * until the transaction ends, so that two messages or answers of one thread are decided one after the other.
 */
export async function findThread(db: Db, applicationId: number, { lock = false } = {}): Promise<Thread | undefined> {
  const [row] = await executeRows<ThreadRow>(
    db,
    sql`select a.id as application_id, a.status, a.closed_reason, a.forwarded_at is not null as forwarded,
        case when a.status = 'hired' then coalesce((select max(h.created_at) from application_events h
          where h.application_id = a.id and h.status = 'hired'), a.updated_at) end as hired_at,
        j.id as job_id, j.job_title, j.status as job_status, ep.company_name as company,
        p.id as a_id, p.email as a_email, p.first_name as a_first_name, p.last_name as a_last_name,
        p.language as a_language, p.deleted_at is not null as a_deleted,
        e.id as e_id, e.email as e_email, e.first_name as e_first_name, e.last_name as e_last_name,
        e.language as e_language, e.deleted_at is not null as e_deleted, e.suspended_at is not null as e_suspended
      from applications a
      join jobs j on j.id = a.job_id
      join users p on p.id = a.professional_id
      join users e on e.id = j.employer_id
      left join employer_profiles ep on ep.user_id = e.id
      where a.id = ${applicationId}
      ${lock ? sql`for update of a` : sql``}`,
  );
  if (!row) return undefined;
  return {
    applicationId: Number(row.application_id),
    status: row.status,
    closedReason: row.closed_reason,
    hiredAt: row.hired_at === null ? null : new Date(row.hired_at),
    forwarded: row.forwarded,
    jobId: Number(row.job_id),
    jobTitle: row.job_title,
    jobStatus: row.job_status,
    company: row.company,
    applicant: person(row, 'a'),
    employer: person(row, 'e'),
    employerSuspended: row.e_suspended,
  };
}

/** Which end of the thread a person is at; null when neither. */
export function sideOf(thread: Thread, userId: string): ThreadSide | null {
  if (thread.applicant.id === userId) return 'applicant';
  if (thread.employer.id === userId) return 'employer';
  return null;
}
