import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { insertJobRows, rowOrdinal } from './insert-job-rows.js';
import type { PreparedFeed } from './prepare-feed.js';
import { PROGRESS_EVERY } from './progress.js';
import { dropRankingsBuiltMeanwhile } from './rankings-built-meanwhile.js';
import { recordImport } from './record-import.js';

/**
 * Rows per INSERT: large enough that 100,000 jobs take a hundred statements (and the search-terms trigger, which
 * runs once per statement, a hundred times), small enough to keep each statement's JSON under a megabyte.
 */
export const BATCH_SIZE = 1_000;

/**
 * The jobs of an import are submitted a millisecond apart, in the order of the file, the last line at the moment of
 * the import (100,000 lines span 100 seconds before it). With one time for all (the transaction's), a search could
 * not cut the market's newest jobs inside a large import: a common word's newest slice held every match of the
 * import, and after 20,000 imported jobs `q=comptable` took 414 ms. A millisecond, not less: the dates a slice is cut
 * at are read into JavaScript, which keeps milliseconds.
 */
const submittedInFileOrder = (lines: number, linesBefore: number) =>
  sql`now() - (${lines}::bigint - ${linesBefore}::bigint - ${rowOrdinal}) * interval '1 millisecond'`;

export interface StorePlan {
  employer: { id: string; email: string };
  approve: boolean;
  /** How the file is named in the audit entry. */
  file: string;
}

/**
 * Stores the prepared rows in one transaction, with the audit entry: a failure half-way (a lost connection, a full
 * disk) leaves no job behind.
 */
export async function storeJobs(
  db: Db,
  feed: PreparedFeed,
  plan: StorePlan,
  onProgress: (imported: number) => void = () => {},
): Promise<number> {
  // As staff approval does: approved, and when (the moment of the import).
  const approval: Record<string, SQL> = plan.approve ? { approved_at: sql`now()` } : {};
  return db.transaction(async (tx) => {
    let imported = 0;
    for await (const batch of feed.spool.batches(BATCH_SIZE)) {
      await insertJobRows(tx, feed.columns, batch.json, { ...approval, submitted_at: submittedInFileOrder(feed.jobs, imported) });
      const before = imported;
      imported += batch.rows;
      if (Math.floor(imported / PROGRESS_EVERY) > Math.floor(before / PROGRESS_EVERY)) onProgress(imported);
    }
    if (imported % PROGRESS_EVERY !== 0) onProgress(imported);
    if (plan.approve) await dropRankingsBuiltMeanwhile(tx);
    await recordImport(tx, {
      employerId: plan.employer.id,
      employerEmail: plan.employer.email,
      file: plan.file,
      count: imported,
      approved: plan.approve,
    });
    return imported;
  });
}
