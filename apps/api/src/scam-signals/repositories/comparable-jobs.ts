import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { executeRows } from '../../db/rows.js';

/** Other employers' jobs sharing a value of a text's signature (a request never compared with itself). */
export function jobsSharingSignature(db: Db, signature: number[], employerId: string, exceptJobId?: number) {
  return executeRows<{ id: number; text_signature: number[] }>(
    db,
    sql`select id, text_signature from jobs
      where text_signature && ${`{${signature.join(',')}}`}::int[] and employer_id <> ${employerId}
        ${exceptJobId === undefined ? sql`` : sql`and id <> ${exceptJobId}`}
      limit 200`,
  );
}

/** How many approved jobs of a level (and of a title, when given) state a salary, and their 10th and 90th percentiles. */
export async function salaryBand(db: Db, of: { level: string; jobTitle?: string }, exceptJobId?: number) {
  const title = of.jobTitle === undefined ? sql`` : sql`and lower(btrim(job_title)) = lower(btrim(${of.jobTitle}))`;
  const [band] = await executeRows<{ n: number; p10: number | null; p90: number | null }>(
    db,
    sql`select count(*)::int as n,
        percentile_cont(0.1) within group (order by salary)::float8 as p10,
        percentile_cont(0.9) within group (order by salary)::float8 as p90
      from jobs where status in ('approved', 'closed') and salary > 0 and experience_level = ${of.level} ${title}
        ${exceptJobId === undefined ? sql`` : sql`and id <> ${exceptJobId}`}`,
  );
  return band;
}
