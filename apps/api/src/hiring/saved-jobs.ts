import type { Db } from '../db/client.js';
import { addDaysIso } from '@talent/shared';
import { addNotices } from '../messaging/index.js';
import { openJobCards } from './repositories/open-jobs.js';
import { closingSavedJobs, deleteSavedJob, insertSavedJob, savedJobIdsPage } from './repositories/saved-jobs.js';

/**
 * The jobs a professional saved to read again: saved from a card or a job's page, listed newest saved first, and
 * mentioned once in the bell when one is about to close.
 */

/** A saved job is mentioned in the bell once its deadline is this many days away or fewer. */
const SAVED_JOB_CLOSING_DAYS = 3;

/** Saves a job the professional can see (the caller checked it); saving it twice changes nothing. */
export function saveJob(db: Db, userId: string, jobId: number): Promise<void> {
  return insertSavedJob(db, userId, jobId);
}

/** Forgets a save; false when the job was not saved. */
export function unsaveJob(db: Db, userId: string, jobId: number): Promise<boolean> {
  return deleteSavedJob(db, userId, jobId);
}

/** One page of the cards of the jobs a professional saved and can still read, newest saved first. */
export async function savedJobsPage(
  db: Db,
  userId: string,
  skills: readonly string[],
  today: string,
  demo: boolean,
  page: { limit: number; offset: number },
) {
  const { ids, total } = await savedJobIdsPage(db, userId, today, demo, page);
  const items = await openJobCards(
    db,
    ids.map((id) => ({ id, match: null })),
    userId,
    [...new Set(skills)],
  );
  return { items, total };
}

/**
 * Tells each professional, once a job, of a job they saved (and have not applied to) whose deadline is within
 * SAVED_JOB_CLOSING_DAYS days. How many notices were added.
 */
export async function tellOfClosingSavedJobs(db: Db, today: string): Promise<number> {
  const closing = await closingSavedJobs(db, today, addDaysIso(today, SAVED_JOB_CLOSING_DAYS));
  if (closing.length === 0) return 0;
  const added = await addNotices(
    db,
    closing.map((c) => ({
      userId: c.user_id,
      kind: 'saved_job_closing' as const,
      data: { job_id: c.job_id, job_title: c.job_title, deadline: c.deadline },
      onceKey: `saved_job_closing:${c.job_id}`,
    })),
  );
  return added.length;
}
