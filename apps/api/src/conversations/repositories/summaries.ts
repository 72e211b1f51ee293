import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { executeRows } from '../../db/rows.js';

/**
 * The forwarded applications a person is a side of that have a text (a message, or an act's) or an interview: those
 * whose cards may show a count, an interview or a text being checked. The applicant's own applications, or the employer's jobs' applicants.
 */
export async function threadsToShow(
  db: Db,
  userId: string,
): Promise<{ applicationId: number; side: 'applicant' | 'employer'; employerSuspended: boolean }[]> {
  const rows = await executeRows<{ id: string | number; side: 'applicant' | 'employer'; suspended: boolean }>(
    db,
    sql`select a.id, case when a.professional_id = ${userId} then 'applicant' else 'employer' end as side,
        e.suspended_at is not null as suspended
      from applications a join jobs j on j.id = a.job_id join users e on e.id = j.employer_id
      where a.forwarded_at is not null and (a.professional_id = ${userId} or j.employer_id = ${userId})
        and (exists (select 1 from interviews i where i.application_id = a.id)
          or exists (select 1 from application_messages m where m.application_id = a.id))`,
  );
  return rows.map((r) => ({ applicationId: Number(r.id), side: r.side, employerSuspended: r.suspended }));
}
