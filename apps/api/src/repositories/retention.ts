import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { executeRows } from '../db/rows.js';

/** How long after its job closed an application keeps its cover letter. */
export const COVER_LETTER_KEPT_DAYS = 365;

/**
 * Empties the cover letters of applications to jobs closed more than a year ago: the letter served the hiring,
 * which is over; the application itself (who applied, its status) stays for the history. The number emptied.
 */
export async function dropOldCoverLetters(db: Db, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - COVER_LETTER_KEPT_DAYS * 24 * 3_600_000);
  const rows = await executeRows<{ id: number }>(
    db,
    sql`update applications set cover_letter = '' where cover_letter <> '' and job_id in (
        select id from jobs where status = 'closed' and closed_at < ${cutoff.toISOString()}::timestamptz)
      returning id`,
  );
  return rows.length;
}
