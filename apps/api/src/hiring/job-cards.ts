import type { Db } from '../db/client.js';
import { idsParameter } from '../db/market-rules.js';
import { JOB_CARDS_STATEMENT, jobCardsSelect, openJobCards } from './repositories/open-jobs.js';
import { recordJobView } from './repositories/request-figures.js';

/**
 * What a professional reads of the jobs of a page: each job's card (its counts, their own application, the company
 * once they were forwarded), and that they saw a job, which its employer's figures count.
 */

/**
 * The cards of a page's jobs for a professional, in the page's order; a job that left the market meanwhile is left
 * out. With `skills` (distinct, normalised), each card's match is worked out from its job's skills.
 */
export function jobCardsOf(
  db: Db,
  page: readonly { id: number; match: number | null }[],
  professionalId: string,
  skills: readonly string[] | null,
) {
  return openJobCards(db, page, professionalId, skills);
}

/** The professional saw the job today (once a day counts). */
export function recordJobSeen(db: Db, jobId: number, viewerId: string, day: string): Promise<void> {
  return recordJobView(db, jobId, viewerId, day);
}

/**
 * The cards' statement as the server prepares it, with its name and the parameters of a page: for the benchmark,
 * which runs the job lists' SQL bare to measure the database's ceiling.
 */
export function jobCardsStatement(db: Db) {
  return {
    query: jobCardsSelect(db),
    name: JOB_CARDS_STATEMENT,
    parameters: (ids: readonly number[], professionalId: string) => ({ ids: idsParameter(ids), professionalId }),
  };
}
