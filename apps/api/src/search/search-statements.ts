import { asc, desc, sql, type SQL } from 'drizzle-orm';
import { EXACT_TOTAL_LIMIT } from '@talent/shared';
import { jobs } from '../db/schema.js';
import { matchPercentage } from '../db/market-rules.js';
import { effectiveSort, type PreparedSearch } from './prepared-search.js';
import type { Page, Scope } from './read-plan.js';
import { recentCopyCovers } from './recent-job-copy.js';
import { conditions, keyedWeeks, tsQuery, type Dimension } from './search-conditions.js';
import type { SearchQuery } from './search-terms.js';
import { ROW_BY_ROW_BAND_DENSITY, SLICE_DATE_INDEX_SHARE } from './tunables.js';

/** A row of the page statement: a job of the page (none on a page past the end), with the capped total. */
export interface PageRow {
  id: number | string | null;
  match: number | null;
  total: number | null;
  complete: boolean | null;
}

/**
 * A list request's page: the ids and matches of the page's jobs in list order, each row carrying the capped total
 * and whether it covers every match, or, for a page past the end, one row without a job that carries them (an empty
 * first page has no row: nothing matches). It reads
 * no card column, so the database plans a few joins fewer; the cards come from `openJobCards`, one prepared statement
 * for every list. The list runs it; the benchmark runs it bare, to tell the database's cost from the server's.
 */
export function jobPageStatement(prepared: PreparedSearch, scope: Scope, page: Page): SQL {
  const matching = matchingJobs(prepared, scope);
  const ranked = ranksEveryMatch(prepared, scope);
  // A read of every match counts them all; a read of the newest cannot tell how many are older.
  const complete = scope.since ? sql`false` : sql`true`;
  const withPage = sql`with page as (${pageSql(prepared, scope, matching, page, ranked)})`;
  if (page.offset === 0) {
    // An empty first page needs no count: nothing matches.
    const total = ranked ? sql`page.total` : cappedCountSql(matching);
    return sql`${withPage} select page.id, page.match, (${total})::int as total, ${complete} as complete from page`;
  }
  // Past the last page there is no row to carry the total: it is counted then. The count is written once, and read
  // (at most once) by whichever part needs it.
  const total = ranked ? sql`page.total` : sql`(select n from counted)`;
  return sql`${withPage}, counted as (${cappedCountSql(matching)})
    select page.id, page.match, (${total})::int as total, ${complete} as complete from page
    union all select null, null, (select n from counted)::int, ${complete} where not exists (select 1 from page)`;
}

/** The capped count alone: the total of a page answered by the first band, when the band cannot vouch for it. */
export const jobCountStatement = (prepared: PreparedSearch, scope: Scope) =>
  cappedCountSql(matchingJobs(prepared, scope));

/**
 * `from … where …` of the jobs a statement reads: every job, or the jobs since the scope's date, or for a
 * skill-matched list the professional's best matches, each looked up by its id. The lookup is a lateral subquery so
 * that the planner cannot turn it into a scan of every job; read in the matches' order, a page stops after its last
 * row.
 */
export function matchingJobs(prepared: PreparedSearch, scope: Scope, except?: Dimension): SQL {
  const byDate = readsDenseBandByDate(prepared, scope);
  const where = conditions(prepared, scope, except, byDate);
  // The scope's date beside the words: the database reads only the matches since then.
  if (scope.since) {
    // Keyed by its weeks, a slice of every job is found by the full-text index, and its date is checked on the rows
    // found, not read from the index of submission times (a long range of it at a large market). The form of the
    // test says which: the index cannot serve the subtraction.
    const from = sql`${scope.since.toISOString()}::timestamptz`;
    const since =
      byDate || readsDateIndex(prepared, scope, scope.since)
        ? sql`${jobs.submittedAt} >= ${from}`
        : sql`${jobs.submittedAt} - ${from} >= interval '0'`;
    // The copy's own date is checked again in the statement: a trim since this instance read it makes it find
    // nothing, which `readPage` takes for too few matches.
    if (scope.readsRecentCopy)
      return sql`from job_search_recent as jobs where ${where} and ${since} and ${recentCopyCovers(scope.since)}`;
    return sql`from ${jobs} where ${where} and ${since}`;
  }
  if (!prepared.candidates) return sql`from ${jobs} where ${where}`;
  const { ids, matches } = prepared.candidates;
  return sql`from unnest(${sql.param(ids)}::bigint[], ${sql.param(matches)}::int[]) with ordinality as candidates(id, match, ord)
    cross join lateral (select ${jobs}.* from ${jobs} where ${jobs.id} = candidates.id and ${where} limit 1) as jobs`;
}

/**
 * Whether the statement reads a dense first band by its dates alone, testing each row's words: at most
 * BAND_MATCHES / ROW_BY_ROW_BAND_DENSITY rows, where the full-text index would gather every match first. Of the copy
 * or of every job alike: read by the index of submission times, each row is then tested for the words alone, where
 * the keyed document (built for each row read) cost ten times the test. The band counts its rows, so it is read by its
 * dates however they lie: after a large import the newest few hundred jobs span most of the copy's time, which
 * `readsDateIndex` takes for most of its rows.
 */
function readsDenseBandByDate(prepared: PreparedSearch, scope: Scope): boolean {
  const { band } = prepared;
  return (
    band !== null &&
    scope.bandFirst === null &&
    scope.since?.getTime() === band.since.getTime() &&
    band.expected >= ROW_BY_ROW_BAND_DENSITY * band.jobs
  );
}

/**
 * Whether the scope's date is read from the index of submission times, or checked on the rows the words find. A
 * slice of every job keyed by its weeks is checked on the rows. So is a slice spanning more than
 * SLICE_DATE_INDEX_SHARE of the copy's time: it holds most of the copy's dates, and reading them cost more than the
 * few more rows the words alone find.
 */
function readsDateIndex(prepared: PreparedSearch, scope: Scope, since: Date): boolean {
  const { copySince } = prepared;
  if (!scope.readsRecentCopy || !copySince) return keyedWeeks(scope) === null;
  const now = Date.now();
  return now - since.getTime() <= SLICE_DATE_INDEX_SHARE * (now - copySince.getTime());
}

/**
 * How many jobs match, counted up to EXACT_TOTAL_LIMIT + 1 rows only: above the limit the answer is "more than
 * EXACT_TOTAL_LIMIT", so the count never costs more than reading that many index entries.
 */
const cappedCountSql = (matching: SQL) =>
  sql`select count(*)::int as n from (select 1 ${matching} limit ${EXACT_TOTAL_LIMIT + 1}) as capped`;

/**
 * A page in order of relevance ranks every match of the search (or of its scope) before it is cut: their number
 * comes from the same pass, where a separate count would read them all a second time.
 */
const ranksEveryMatch = (prepared: PreparedSearch, scope: Scope) =>
  scope.since !== null ||
  (prepared.textQuery !== null && !prepared.candidates && effectiveSort(prepared.search) === 'relevance');

/** The page's ids and matches, in list order, and with `counted` every match's number on each row. */
function pageSql(prepared: PreparedSearch, scope: Scope, matching: SQL, page: Page, counted: boolean): SQL {
  // Candidates carry their match; otherwise it is left to the cards (the same arithmetic on the same job's skills),
  // so that a page in date order can be read from an index alone.
  const columns = prepared.candidates
    ? sql`candidates.id as id, candidates.match as match`
    : sql`${jobs.id} as id, null::int as match`;
  // The window counts every row the page is cut from, in the same pass as the ordering.
  const total = counted ? sql`, count(*) over () as total` : sql``;
  return sql`select ${columns}${total} ${matching}
    order by ${sql.join(orderOf(prepared, scope), sql`, `)} limit ${page.limit} offset ${page.offset}`;
}

function orderOf(prepared: PreparedSearch, scope: Scope): SQL[] {
  // The first band's matches come first, so that its pages read alone are those of the list.
  const bands = scope.bandFirst
    ? [sql`(${jobs.submittedAt} >= ${scope.bandFirst.toISOString()}::timestamptz) desc`]
    : [];
  return [...bands, ...sortOrderOf(prepared)];
}

function sortOrderOf(prepared: PreparedSearch): SQL[] {
  const newest = [desc(jobs.submittedAt), desc(jobs.id)];
  switch (effectiveSort(prepared.search)) {
    case 'match':
      // The candidates come best match first: the database reads them in order and stops after a page.
      if (prepared.candidates) return [sql`candidates.ord`];
      return [sql`${matchPercentage(prepared.search.skills)} desc nulls last`, ...newest];
    case 'relevance':
      // A search of small words only has no query to rank by (and finds nothing).
      if (!prepared.textQuery) return newest;
      return [
        ...typedLanguageFirst(prepared.textQuery),
        sql`ts_rank(${jobs.searchDocument}, ${tsQuery(prepared.textQuery)}) desc`,
        ...newest,
      ];
    case 'salary':
      return [sql`${jobs.salary} desc nulls last`, ...newest];
    case 'deadline':
      return [asc(jobs.applicationDeadline), ...newest];
    case 'newest':
      return newest;
  }
}

/**
 * Jobs that hold the words as they were typed come before those found only through a word's translation: a search
 * for `comptable` lists the comptables first, then the accountants.
 */
const typedLanguageFirst = ({ typedText }: SearchQuery): SQL[] =>
  typedText ? [sql`(${jobs.searchDocument} @@ to_tsquery('simple', ${typedText})) desc`] : [];
