import { sql } from 'drizzle-orm';
import { EXACT_TOTAL_LIMIT } from '@talent/shared';
import type { Db } from '../db/client.js';
import { executeNamedRows, executeRows } from '../db/rows.js';
import { applications, jobs } from '../db/schema.js';
import { isOpen } from '../db/market-rules.js';
import { jobCardsOf, type OpenJobCard } from '../hiring/index.js';
import {
  effectiveSort,
  prepareJobSearch,
  readsMatchesAlone,
  type JobSearch,
  type PreparedSearch,
} from './prepared-search.js';
import { afterRead, firstReach, scopeOf, type Page, type Reach } from './read-plan.js';
import { recentCopyCoversNow } from './recent-job-copy.js';
import { jobCountStatement, jobPageStatement, type PageRow } from './search-statements.js';

export interface JobPage {
  items: OpenJobCard[];
  total: number;
  /** False when `total` is a lower bound (more than EXACT_TOTAL_LIMIT jobs match). */
  exact: boolean;
  /** How many were counted before the cap. */
  counted: number;
}

/** One page of the job cards a search finds for a professional, with their skill match, and how many there are. */
export async function searchJobs(db: Db, search: JobSearch, page: Page, viewerId: string): Promise<JobPage> {
  const prepared = await prepareJobSearch(db, search, true);
  const answer = matchesAloneAnswer(prepared, page) ?? (await readPage(db, prepared, page));
  // Skill-matched pages carry each job's match; other lists leave it to the cards.
  const items = await jobCardsOf(db, answer.rows, viewerId, prepared.skillIndex ? null : prepared.search.skills);
  return { items, total: answer.total, exact: answer.exact, counted: answer.counted };
}

interface SearchAnswer {
  rows: { id: number; match: number | null }[];
  total: number;
  exact: boolean;
  counted: number;
}

/** A page over at most two statements, as the read plan says (`read-plan.ts`). */
export async function readPage(db: Db, prepared: PreparedSearch, page: Page): Promise<SearchAnswer> {
  const reach = firstReach(prepared, page);
  const first = await runRead(db, prepared, reach, page);
  switch (afterRead(prepared, reach, first.counted, page)) {
    case 'answered':
      return reach === 'band' ? { ...first, total: EXACT_TOTAL_LIMIT, exact: false } : first;
    case 'count': {
      const [every] = await executeRows<{ n: number }>(db, jobCountStatement(prepared, scopeOf(prepared, 'market')));
      return { rows: first.rows, ...totalOf(every?.n ?? 0, true) };
    }
    case 'market': {
      // A short read of the copy may be a trim this instance has not seen yet: the copy's date is read again.
      const { readsRecentCopy, since } = scopeOf(prepared, reach);
      const [every] = await Promise.all([
        runRead(db, prepared, 'market', page),
        readsRecentCopy && since ? recentCopyCoversNow(db, since) : null,
      ]);
      return every;
    }
  }
}

/** The total shown for `counted` matches (capped at the limit), exact when every match was counted. */
const totalOf = (counted: number, complete: boolean) => ({
  total: Math.min(counted, EXACT_TOTAL_LIMIT),
  exact: complete && counted <= EXACT_TOTAL_LIMIT,
  counted,
});

/** One statement: the page's rows over the jobs within reach, and their capped total. */
async function runRead(db: Db, prepared: PreparedSearch, reach: Reach, page: Page): Promise<SearchAnswer> {
  // Without filters, the page's plan is the same for any parameters (an index, or the candidates in list order): it
  // is named. A filter's best plan depends on its value (a rare town is found through its index, a common one by
  // reading the newest jobs), so a filtered page keeps a plan of its own parameters.
  const statement = jobPageStatement(prepared, scopeOf(prepared, reach), page);
  const unfiltered = Object.values(prepared.search.filters).every((v) => v === undefined);
  const found = unfiltered ? await executeNamedRows<PageRow>(db, statement) : await executeRows<PageRow>(db, statement);
  const rows = found.flatMap((row) => (row.id === null ? [] : [{ id: Number(row.id), match: row.match }]));
  const { total, complete } = found[0] ?? { total: 0, complete: true };
  // Candidates that are not every match leave matches out: then even a small count is a lower bound.
  const { candidates } = prepared;
  const everyCandidate = !(candidates && candidates.total > candidates.ids.length);
  return { rows, ...totalOf(total ?? 0, Boolean(complete) && everyCandidate) };
}

/** An unfiltered skill-matched page, in match or date order: the professional's matches are the whole answer. */
function matchesAloneAnswer(prepared: PreparedSearch, page: Page): SearchAnswer | null {
  const { search, skillIndex } = prepared;
  if (!skillIndex || !readsMatchesAlone(search)) return null;
  const order = effectiveSort(search) === 'newest' ? 'newest' : 'match';
  const found = skillIndex.matches(search.skills, search.today, search.demo, page.offset + page.limit, order);
  const rows = found.ids.slice(page.offset).map((id, i) => ({ id, match: found.matches[page.offset + i]! }));
  return { rows, ...totalOf(found.total, true) };
}

/**
 * One job's card for a professional (undefined when it is not theirs to see): the list's rules for one id, and also
 * a job they applied to, once closed, so that their application still opens the ad it answered.
 */
export async function openJobForProfessional(
  db: Db,
  jobId: number,
  skills: readonly string[],
  professionalId: string,
  today: string,
  demo: boolean,
) {
  const page = await executeRows<{ id: number | string }>(
    db,
    sql`select ${jobs.id} as id from ${jobs} where ${jobs.id} = ${jobId} and (${isOpen(today, demo)} or exists (
      select 1 from ${applications} where ${applications.jobId} = ${jobs.id} and ${applications.professionalId} = ${professionalId}))`,
  );
  const [row] = await jobCardsOf(
    db,
    page.map((p) => ({ id: Number(p.id), match: null })),
    professionalId,
    [...new Set(skills)],
  );
  return row;
}
