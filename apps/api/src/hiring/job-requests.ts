import type { JobRequestData } from '@talent/shared';
import type { Db } from '../db/client.js';
import { assessJobRequest } from '../scam-signals/index.js';
import type { CheckedFile } from '../types/stored-files.js';
import { insertJobRequest, insertSpecFile, jobRowOf } from './repositories/employer-jobs.js';

/**
 * Submits a pending job request and its spec document in one transaction (either both are stored or neither is),
 * checked for scam signals before staff see it: what they should look at is in the queue with it. Gives the job's id.
 */
export async function submitJobRequest(db: Db, employerId: string, data: JobRequestData, spec: CheckedFile | null) {
  return db.transaction(async (tx) => {
    const specFileId = spec ? await insertSpecFile(tx, employerId, spec) : null;
    const row = jobRowOf(employerId, data, specFileId);
    const { flags, signature } = await assessJobRequest(tx, row);
    return insertJobRequest(tx, { ...row, riskFlags: flags, textSignature: signature });
  });
}
