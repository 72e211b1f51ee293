import type { Db } from '../../db/client.js';
import { recordImport } from '../../audit/index.js';
import { insertImportBatch } from '../repositories/imported-jobs.js';
import type { PreparedFeed } from './prepare-feed.js';
import { PROGRESS_EVERY } from './progress.js';

/**
 * Rows per INSERT: large enough that 100,000 jobs take a hundred statements (and the search-terms trigger, which
 * runs once per statement, a hundred times), small enough to keep each statement's JSON under a megabyte.
 */
export const BATCH_SIZE = 1_000;

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
  return db.transaction(async (tx) => {
    let imported = 0;
    for await (const batch of feed.spool.batches(BATCH_SIZE)) {
      await insertImportBatch(tx, feed.columns, batch.json, { approve: plan.approve });
      const before = imported;
      imported += batch.rows;
      if (Math.floor(imported / PROGRESS_EVERY) > Math.floor(before / PROGRESS_EVERY)) onProgress(imported);
    }
    if (imported % PROGRESS_EVERY !== 0) onProgress(imported);
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
