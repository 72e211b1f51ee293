import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { executeRows } from '../../db/rows.js';
import type { JobApplicant } from '../../messaging/index.js';

/**
 * The applicants staff forwarded to the employer (hired, not selected, withdrawn or closed as well as waiting) whom no
 * withdrawal of that job told already (`job_withdrawn`, whose notice says never to pay anyone): those of jobs that
 * closed before the suspension. Erased accounts left out.
 */
export async function untoldApplicantsOf(tx: Db, employerId: string): Promise<JobApplicant[]> {
  const rows = await executeRows<JobApplicant & { job_id: string | number }>(
    tx,
    sql`select u.id as user_id, u.email, u.first_name, u.language, j.id as job_id, j.job_title
      from applications a
      join jobs j on j.id = a.job_id
      join users u on u.id = a.professional_id
      where j.employer_id = ${employerId} and a.forwarded_at is not null and u.deleted_at is null
        and not exists (select 1 from notifications n
          where n.user_id = u.id and n.once_key = 'job_withdrawn:' || j.id::text)
      order by u.id, j.id`,
  );
  return rows.map((r) => ({ ...r, job_id: Number(r.job_id) }));
}
