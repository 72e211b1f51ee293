import type { Db } from '../db/client.js';
import { dropOldCoverLetters, dropOldThreads } from './repositories/retention.js';

/**
 * What an application keeps once its job has closed a while: the thread (messages and interviews) goes a year after
 * (`PRIVACY_RETENTION.threadKeptDaysAfterJobClosed`), and so does the cover letter, which served the hiring; the
 * application itself (who applied, its status) stays for the history. Each gives how many applications lost it.
 */
export function runThreadRetention(db: Db, now: Date): Promise<number> {
  return dropOldThreads(db, now);
}

export function runCoverLetterRetention(db: Db, now: Date): Promise<number> {
  return dropOldCoverLetters(db, now);
}
