import { and, asc, desc, gte, inArray, sql, type SQL } from 'drizzle-orm';
import {
  EXACT_TOTAL_LIMIT,
  JOB_FILTER_NAMES,
  JOB_FILTERS,
  LOCATION_SUGGESTIONS,
  PAGE_SIZE_DEFAULT,
  SECTOR_PREFIX_MIN,
  SECTOR_WORDS,
  locationKey,
  locationKeysFor,
  sectorOf,
  type JobFilterName,
  type JobSearchFilters,
  type JobSort,
} from '@talent/shared';
import type { Db } from '../db/client.js';
import { executeNamedRows, executeRows } from '../db/rows.js';
import { applications, employerProfiles, jobs } from '../db/schema.js';
import { isOpen, isOpenChecked, matchPercentage, openJobCards, textArray, type OpenJobCard } from '../hiring/index.js';
import { openJobSkills, type OpenJobSkills, type SkillMatches } from './open-job-skills.js';
import { estimateSearch, STATISTICS_CHOICES } from './search-statistics.js';
import { newestSlice, newestSliceSince, type NewestSlice } from './recency-ladder.js';
import { recentCopyCovers, recentCopyCoversNow, recentCopySince } from './recent-job-copy.js';
import { keyedSearchDocument, keyedSliceWeeks, searchKeysQuery } from './search-keys.js';
import { searchQueryOf, type SearchQuery } from './search-terms.js';
import {
  BAND_DENSITY_LIMIT,
  BAND_MATCHES,
  BAND_PAGES,
  BAND_TOTAL_MARGIN,
  MATCH_CANDIDATES,
  SLICE_DATE_INDEX_SHARE,
  SLICE_MATCHES,
} from './tunables.js';

/** What a professional asks of the job list: which jobs, in which order, which page. */
export interface JobSearch {
  filters: JobSearchFilters;
  /** true: every open job; false: those sharing a skill with the professional. */
  showAll: boolean;
  sort?: JobSort;
  /** The professional's normalised skills. */
  skills: readonly string[];
  today: string;
  /** Asked by a demo sandbox, which sees the demo market only. */
  demo: boolean;
}

/** A search made ready for SQL: its conditions, and the full-text query when there are words. */
export interface PreparedSearch {
  search: JobSearch;
  /** The full-text query, or null without `q`. */
  textQuery: SearchQuery | null;
  /**
   * Set when `q` is common enough to find more jobs than are worth ranking: the search keeps to the jobs submitted
   * since this date, the newest slice of the market expected to hold about SLICE_MATCHES of its matches, which it
   * ranks, sorts and counts (a lower bound) instead of every match, whose number grows with the market.
   */
  slice: Date | null;
  /**
   * True when the slice lies within the copy of the newest jobs' search columns (`job_search_recent`), which is then
   * read instead of every job: the word's and the place's index lists are those of the copy, not of the market.
   */
  readsRecentCopy: boolean;
  /** From which submission date the copy held every approved job when the search was prepared (null: not in use). */
  copySince: Date | null;
  /**
   * Set when `q` is so common that the newest few hundred of its matches fill the first pages many times over: the
   * list puts the matches submitted since `band.since` first, ranked among themselves, then the rest of the slice.
   * A page within that band is read from the band alone, a few hundred rows, where the slice holds over a thousand.
   */
  band: Band | null;
  /** True when `q` held only words too common to search (so nothing can match). */
  emptyText: boolean;
  /**
   * With an industry filter: the employers whose industry, as they typed it, the filter names. Their jobs without a
   * sector of their own are the filter's too (see `industryCondition`).
   */
  industryEmployers: string[] | null;
  /** For a skill-matched list: the open jobs' skills, which rank the professional's matches. */
  skillIndex: OpenJobSkills | null;
  /**
   * For a skill-matched list read with SQL (filtered, sorted otherwise, or counted by facets): its first
   * MATCH_CANDIDATES matches, best first, among which the filters and the order apply.
   */
  candidates: SkillMatches | null;
}

type Dimension = 'type_of_contract' | 'work_model' | 'experience_level' | 'location';

/** The first band of a very common word's list: the newest jobs that should hold about BAND_MATCHES of its matches. */
export interface Band extends NewestSlice {
  /** How many matches the statistics expect the band to hold. */
  expected: number;
  /** True when the band lies within the copy of the newest jobs' search columns, read instead of every job. */
  readsRecentCopy: boolean;
}

/**
 * Looks up the forms of the search's words (one short query), and for a skill-matched list the professional's
 * matches, so that the list and its count can be built. `forPage`: the caller reads a page, which an unfiltered
 * skill-matched list takes from the matches alone (`readsMatchesAlone`), without candidates for SQL.
 */
export async function prepareJobSearch(db: Db, search: JobSearch, forPage = false): Promise<PreparedSearch> {
  const skills = [...new Set(search.skills)];
  const skillMatched = !search.showAll && skills.length > 0;
  const [textQuery, skillIndex, industryEmployers] = await Promise.all([
    search.filters.q ? searchQueryOf(db, search.filters.q) : null,
    skillMatched ? openJobSkills(db) : null,
    industryEmployersOf(db, search.filters.industry),
  ]);
  const candidates =
    skillIndex && !(forPage && readsMatchesAlone(search))
      ? skillIndex.matches(skills, search.today, search.demo, MATCH_CANDIDATES, 'match')
      : null;
  const { filters } = search;
  const estimate =
    textQuery !== null && !skillIndex
      ? await estimateSearch(db, textQuery.groups, {
          locationPatterns: filters.location ? locationKeysFor(filters.location).map((key) => ` ${key} `) : undefined,
          choices: Object.fromEntries(STATISTICS_CHOICES.map((name) => [name, filters[name]])),
        })
      : null;
  const slice = estimate ? await sliceFor(db, estimate) : null;
  const band = estimate && bandable(search) ? await bandFor(db, estimate) : null;
  const copySince = slice || band ? await recentCopySince(db) : null;
  const withinCopy = (since: Date) => copySince !== null && copySince <= since;
  return {
    search: { ...search, skills },
    textQuery,
    emptyText: Boolean(search.filters.q) && textQuery === null,
    industryEmployers,
    skillIndex,
    candidates,
    slice,
    readsRecentCopy: slice !== null && withinCopy(slice),
    copySince,
    band: band && { ...band, readsRecentCopy: withinCopy(band.since) },
  };
}

/**
 * The weeks a slice of every job is keyed by (see `keyedSliceWeeks`). A slice of the copy of the newest jobs is not:
 * the copy spans a few weeks, each a large part of it, and reading their lists beside a word's cost more than
 * checking the rows' dates.
 */
const keyedWeeks = ({ slice, readsRecentCopy }: PreparedSearch) =>
  slice && !readsRecentCopy ? keyedSliceWeeks(slice) : null;

/**
 * Whether a slice's date is read from the index of submission times, or checked on the rows the words find. A slice
 * of every job keyed by its weeks is checked on the rows. So is a slice spanning more than SLICE_DATE_INDEX_SHARE of
 * the copy's time: it holds most of the copy's dates, and reading them cost more than the few more rows the words
 * alone find.
 */
function readsSliceDateIndex(prepared: PreparedSearch, slice: Date): boolean {
  const { readsRecentCopy, copySince } = prepared;
  if (!readsRecentCopy || !copySince) return keyedWeeks(prepared) === null;
  const now = Date.now();
  return now - slice.getTime() <= SLICE_DATE_INDEX_SHARE * (now - copySince.getTime());
}

/**
 * `from … where …` of the jobs a search keeps: every job, or for a skill-matched list the professional's best
 * matches, each looked up by its id. The lookup is a lateral subquery so that the planner cannot turn it into a
 * scan of every job; read in the matches' order, a page stops after its last row.
 */
function matchingJobs(prepared: PreparedSearch, except?: Dimension): SQL {
  const where = conditions(prepared, except);
  // The slice's date beside the words: the database reads only the slice's matches.
  if (prepared.slice) {
    // Keyed by its weeks, a slice of every job is found by the full-text index, and its date is checked on the rows
    // found, not read from the index of submission times (a range of some 170,000 entries at a million jobs, which
    // cost more than the words' lists). The form of the test says which: the index cannot serve the subtraction.
    const from = sql`${prepared.slice.toISOString()}::timestamptz`;
    const since = readsSliceDateIndex(prepared, prepared.slice)
      ? sql`${jobs.submittedAt} >= ${from}`
      : sql`${jobs.submittedAt} - ${from} >= interval '0'`;
    // The copy's own date is checked again in the statement: a trim since this instance read it makes it find
    // nothing, and a slice of the copy that finds too little is asked again of every job (`answerOf`).
    if (prepared.readsRecentCopy)
      return sql`from job_search_recent as jobs where ${where} and ${since} and ${recentCopyCovers(prepared.slice)}`;
    return sql`from ${jobs} where ${where} and ${since}`;
  }
  if (!prepared.candidates) return sql`from ${jobs} where ${where}`;
  const { ids, matches } = prepared.candidates;
  return sql`from unnest(${sql.param(ids)}::bigint[], ${sql.param(matches)}::int[]) with ordinality as candidates(id, match, ord)
    cross join lateral (select ${jobs}.* from ${jobs} where ${jobs.id} = candidates.id and ${where} limit 1) as jobs`;
}

/**
 * A skill-matched list without filters, in match or date order, needs nothing of its jobs but what the professional's
 * matches hold: its page and count come from them alone, and only the page's cards look their jobs up.
 */
function readsMatchesAlone(search: JobSearch): boolean {
  const sort = effectiveSort(search);
  return (
    !search.showAll &&
    search.skills.length > 0 &&
    Object.values(search.filters).every((v) => v === undefined) &&
    (sort === 'match' || sort === 'newest')
  );
}

const tsQuery = (query: SearchQuery) => sql`to_tsquery('simple', ${query.text})`;

/**
 * Every match of a search is read to rank it, at some microseconds each: a search expected to find more than
 * SLICE_MATCHES jobs keeps to the newest slice of the market that should hold about that many of them (estimated
 * from the database's statistics, so that it costs the same at any market size), and says its total is a lower
 * bound. A slice that holds fewer matches than the exact-total limit (narrow filters, a rough estimate) is searched
 * again over the whole market. The slice aims a third above that limit: the estimate counts every form of the
 * words and is within about 15% of the truth, and each match ranked costs a few microseconds of reading.
 */
async function sliceFor(db: Db, { matches, jobs: all }: { matches: number; jobs: number }): Promise<Date | null> {
  if (matches <= SLICE_MATCHES || all === 0) return null;
  return newestSliceSince(db, Math.ceil((SLICE_MATCHES * all) / matches));
}

/**
 * A word found in thousands of jobs still had over a thousand of its matches ranked for every page, the slice's whole
 * count: at a million jobs that was most of a search's cost, and twice what a small market's search costs. Its list
 * is ranked in bands instead: the newest BAND_MATCHES or so of its matches first (ten pages, a third more for the
 * estimate's error), by relevance among themselves, then the rest of the slice. A page within the first band is read
 * from it alone. Its total is "more than EXACT_TOTAL_LIMIT" without counting further when two measures agree: the
 * database's statistics (before the band is chosen) and the band's own count scaled to the market (after it is read),
 * each at least BAND_TOTAL_MARGIN times the limit. A band holding more than BAND_DENSITY_LIMIT times the matches the
 * statistics expect (many jobs of one kind published at once) says little of the older market, and is counted over
 * its slice as any other.
 */
const BAND_ESTIMATE_FLOOR = BAND_TOTAL_MARGIN * (EXACT_TOTAL_LIMIT + 1);

/**
 * Bands keep the list's order only for relevance and date (the first band holds the newest matches), and the
 * statistics only know some filters (the words, the place and the choices): another filter (a date, a salary, an
 * industry) could leave the band's count unlike the market's.
 */
const bandable = (search: JobSearch) =>
  ['relevance', 'newest'].includes(effectiveSort(search)) &&
  JOB_FILTER_NAMES.every((name) => JOB_FILTERS[name].statistics || search.filters[name] === undefined);

async function bandFor(
  db: Db,
  { matches, jobs: all }: { matches: number; jobs: number },
): Promise<Omit<Band, 'readsRecentCopy'> | null> {
  if (matches < BAND_ESTIMATE_FLOOR || all === 0) return null;
  const newest = await newestSlice(db, Math.ceil((BAND_MATCHES * all) / matches));
  return newest && { ...newest, expected: (matches * newest.jobs) / all };
}

/**
 * The search of the first band alone (its matches are those of a slice starting at the band's date), for a page of
 * the first ten, which the band is meant to hold; a later page reads the slice.
 */
export const bandSearchOf = (
  prepared: PreparedSearch,
  page: { limit: number; offset: number },
): PreparedSearch | null =>
  prepared.band && page.offset + page.limit <= BAND_PAGES * PAGE_SIZE_DEFAULT
    ? { ...prepared, slice: prepared.band.since, readsRecentCopy: prepared.band.readsRecentCopy, band: null }
    : null;

/**
 * Whether the first band's page answers the request: it holds the page's rows, and its matches scaled to the market
 * show well over the limit. Otherwise the slice is read, its bands in order.
 */
export function bandAnswers(band: Band, counted: number, page: { limit: number; offset: number }): boolean {
  return (
    counted >= page.offset + page.limit &&
    counted <= BAND_DENSITY_LIMIT * band.expected &&
    (counted * band.marketAtLeast) / band.jobs >= BAND_ESTIMATE_FLOOR
  );
}

/**
 * Words between spaces match whole place names only: `goma` is not found inside `ngomasi`. The jobs holding the
 * place's words are found in the index of location words (one list per word), or beside words (`q`) in the
 * full-text index, whose keys hold them; then the words are checked side by side (`mbuji mayi`, not `mayi … mbuji`)
 * with strpos, which the trigram index of locations does not serve: reading that index as well cost three times as
 * much as the words' list, for no row fewer.
 */
function locationCondition(location: string, throughIndex: boolean): SQL {
  const keys = locationKeysFor(location);
  if (keys.length === 0) return sql`false`;
  const placeWords = sql`string_to_array(btrim(${jobs.locationKey}), ' ')`;
  // The side-by-side test alone is exact: the words' containment is there for the index to answer.
  const places = keys.map((key) =>
    throughIndex
      ? sql`(${placeWords} @> ${textArray(key.split(' '))} and strpos(${jobs.locationKey}, ${` ${key} `}) > 0)`
      : sql`(strpos(${jobs.locationKey}, ${` ${key} `}) > 0)`,
  );
  return sql`(${sql.join(places, sql` or `)})`;
}

/**
 * The employers whose industry, as they typed it, names the filter's sector in any of its words (its English or
 * French name, another of its words, or the start of one: "Logis"), or, for a filter that names no known sector,
 * holds its words; none without an industry filter. Read once per search: every statement of the search (its page,
 * its count, each facet) then tests a job's employer against this list, where a lookup of the employer for each job
 * would run the words' tests again for every job read.
 */
async function industryEmployersOf(db: Db, industry: string | undefined): Promise<string[] | null> {
  if (!industry) return null;
  const folded = sql`trim(regexp_replace(lower(talent_unaccent(ep.industry)), '[^a-z0-9]+', ' ', 'g'))`;
  const sector = sectorOf(industry);
  const words = sector ? SECTOR_WORDS[sector] : null;
  const typed = words
    ? sql`' ' || ${folded} || ' ' like any(${textArray(words.map((word) => `% ${word} %`))})
      or exists (select 1 from unnest(string_to_array(${folded}, ' ')) as typed(word)
        where length(typed.word) >= ${SECTOR_PREFIX_MIN}
          and exists (select 1 from unnest(${textArray(words)}) as known(word) where starts_with(known.word, typed.word)))`
    : sql`' ' || ${folded} || ' ' like ${`% ${locationKey(industry)} %`}`; // the same folding: case, accents, punctuation
  const rows = await executeRows<{ id: string }>(
    db,
    sql`select ep.user_id as id from ${employerProfiles} ep where ep.industry is not null and (${typed})`,
  );
  return rows.map((row) => row.id);
}

/**
 * Jobs of the filter's sector. A job's own sector, when its employer chose one, is what its card shows and all the
 * filter reads. A job without one (older than the choice, or its employer chose none) is filed under its
 * employer's industry (`industryEmployersOf`), so that no job is lost to the filter for having no sector. A filter
 * that names no known sector matches no job's own sector. Both tests are of the job's row (the employers' list is a
 * constant of the statement, which the database hashes): the filter is a check of the rows the other conditions
 * find, reading no other table.
 */
function industryCondition(industry: string, employers: readonly string[]): SQL {
  const sector = sectorOf(industry);
  const fallback = sql`(${jobs.sector} is null and ${jobs.employerId} = any(${sql.param(employers)}::uuid[]))`;
  return sector ? sql`(${jobs.sector} = ${sector} or ${fallback})` : fallback;
}

/**
 * Whether the search's words (with its filters' keys) are found through the full-text index. A skill-matched list's
 * candidates and an alert's window are checked row by row, where the keyed document would be built for each row
 * (some ten times the cost of testing the words alone): they test the words alone.
 */
const findsWordsThroughIndex = (prepared: PreparedSearch, rowByRow: boolean) => !rowByRow && !prepared.candidates;

/**
 * Every condition of the search; `except` leaves one dimension's filter out (for its facet counts), and `rowByRow`
 * says the rows are checked one by one rather than found through an index.
 */
function conditions(prepared: PreparedSearch, except?: Dimension, rowByRow = false): SQL {
  const { filters, showAll, skills, today, demo } = prepared.search;
  const parts: (SQL | undefined)[] = [
    prepared.textQuery || filters.location ? isOpenChecked(today, demo) : isOpen(today, demo),
  ];
  if (!showAll)
    parts.push(skills.length > 0 ? sql`${jobs.requiredSkillsNormalized} && ${textArray(skills)}` : sql`false`);
  const context = { prepared, except, rowByRow };
  for (const name of JOB_FILTER_NAMES) {
    const value = filters[name];
    // An empty text is no filter: the query's schema reads it so, and a search built in code may hold one.
    if (value === undefined || value === '' || name === except) continue;
    parts.push((FILTER_CONDITIONS[name] as FilterCondition<typeof value>)(value, context));
  }
  return and(...parts)!;
}

/** What a filter's condition may read beside its value: the prepared search, and how its rows are found. */
interface FilterContext {
  prepared: PreparedSearch;
  /** The facet being counted, whose own filter is left out (its condition is then not asked for). */
  except?: Dimension;
  rowByRow: boolean;
}
type FilterCondition<T> = (value: T, context: FilterContext) => SQL | undefined;

/**
 * Each filter's SQL condition, asked for when the filter has a value: one for every filter of the registry
 * (`@talent/shared`'s JOB_FILTERS), which the type requires.
 */
export const FILTER_CONDITIONS: { [F in JobFilterName]-?: FilterCondition<NonNullable<JobSearchFilters[F]>> } = {
  q: (_words, context) => wordsCondition(context),
  // Beside words, the place is found with them (as keys of the full-text index, or on the rows they find): only the
  // exact test is left.
  location: (location, { prepared }) => locationCondition(location, !prepared.textQuery),
  type_of_contract: (values) => inArray(jobs.typeOfContract, values),
  work_model: (values) => inArray(jobs.workModel, values),
  experience_level: (values) => inArray(jobs.experienceLevel, values),
  salary_min: (amount) => gte(jobs.salary, amount),
  posted_within: (days) => postedWithin(days),
  posted_within_days: (days) => postedWithin(days),
  industry: (industry, { prepared }) => industryCondition(industry, prepared.industryEmployers ?? []),
};

/** The words (`q`), through the full-text index with the other filters' keys, or tested on each row. */
function wordsCondition({ prepared, except, rowByRow }: FilterContext): SQL | undefined {
  const { textQuery, emptyText, search } = prepared;
  if (emptyText) return sql`false`;
  if (!textQuery) return undefined;
  if (!findsWordsThroughIndex(prepared, rowByRow)) return sql`${jobs.searchDocument} @@ ${tsQuery(textQuery)}`;
  const keys = searchKeysQuery(search.filters, { except, weeks: keyedWeeks(prepared) });
  return sql`${keyedSearchDocument} @@ ${keys ? sql`(${tsQuery(textQuery)} && ${keys}::tsquery)` : tsQuery(textQuery)}`;
}

/** Jobs published within the last `days` days: by the submission time the list's "newest" order reads. */
const postedWithin = (days: number) => sql`${jobs.submittedAt} >= now() - make_interval(days => ${days})`;

/** The order asked for, or the default: relevance with words, best match for skill-matched jobs, else newest. */
export function effectiveSort({ sort, filters, showAll }: Pick<JobSearch, 'sort' | 'filters' | 'showAll'>): JobSort {
  if (sort === 'relevance' && !filters.q) return showAll ? 'newest' : 'match';
  return sort ?? (filters.q ? 'relevance' : showAll ? 'newest' : 'match');
}

function orderOf(prepared: PreparedSearch): SQL[] {
  // The first band's matches come first (see BAND_MATCHES), so that its pages read alone are those of the list.
  const bands = prepared.band
    ? [sql`(${jobs.submittedAt} >= ${prepared.band.since.toISOString()}::timestamptz) desc`]
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

/**
 * How many jobs match, counted up to EXACT_TOTAL_LIMIT + 1 rows only: above the limit the answer is "more than
 * EXACT_TOTAL_LIMIT", so the count never costs more than reading that many index entries.
 */
const cappedCountSql = (matching: SQL) =>
  sql`select count(*)::int as n from (select 1 ${matching} limit ${EXACT_TOTAL_LIMIT + 1}) as capped`;

/** The page's ids and matches, in list order. */
function pageSql(prepared: PreparedSearch, matching: SQL, page: { limit: number; offset: number }): SQL {
  // Candidates carry their match; otherwise it is left to the cards (the same arithmetic on the same job's skills),
  // so that a page in date order can be read from an index alone.
  const columns = prepared.candidates
    ? sql`candidates.id as id, candidates.match as match`
    : sql`${jobs.id} as id, null::int as match`;
  // The window counts every row the page is cut from, in the same pass as the ordering.
  const counted = ranksEveryMatch(prepared) ? sql`, count(*) over () as total` : sql``;
  return sql`select ${columns}${counted} ${matching}
    order by ${sql.join(orderOf(prepared), sql`, `)} limit ${page.limit} offset ${page.offset}`;
}

/**
 * A page in order of relevance ranks every match of the search (or of its slice) before it is cut: their number
 * comes from the same pass, where a separate count would read them all a second time.
 */
const ranksEveryMatch = (prepared: PreparedSearch) =>
  prepared.slice !== null ||
  (prepared.textQuery !== null && !prepared.candidates && effectiveSort(prepared.search) === 'relevance');

/** How many jobs the list holds (capped), and whether that covers every match. */
const totalSql = (prepared: PreparedSearch, matching: SQL) =>
  ranksEveryMatch(prepared)
    ? { count: sql`page.total`, complete: prepared.slice ? sql`false` : sql`true` }
    : { count: cappedCountSql(matching), complete: sql`true` };

/** A row of the page statement: a job of the page, and on every row the capped total and whether it is complete. */
export interface PageRow {
  id: number | string;
  match: number | null;
  total: number | null;
  complete: boolean | null;
}

/**
 * A list request's page: the ids and matches of the page's jobs in list order, each row carrying the capped total
 * (unless there is nothing to count). It reads no card column, so the database plans a few joins fewer; the cards
 * come from `openJobCards`, one prepared statement for every list. The list runs it; the benchmark runs it bare,
 * to tell the database's cost from the server's.
 */
export function jobPageStatement(prepared: PreparedSearch, page: { limit: number; offset: number }): SQL {
  const matching = matchingJobs(prepared);
  const total = totalSql(prepared, matching);
  const totals = sql`(${total.count})::int as total, ${total.complete} as complete`;
  return sql`select page.id, page.match, ${totals} from (${pageSql(prepared, matching, page)}) as page`;
}

/** The capped count alone: for a page past the end, which has no row to carry it. */
export const jobCountStatement = (prepared: PreparedSearch) => cappedCountSql(matchingJobs(prepared));

export interface JobPage {
  items: OpenJobCard[];
  total: number;
  /** False when `total` is a lower bound (more than EXACT_TOTAL_LIMIT jobs match). */
  exact: boolean;
  /** How many were counted before the cap. */
  counted: number;
}

/** One page of the job cards a search finds for a professional, with their skill match, and how many there are. */
export async function searchJobs(
  db: Db,
  search: JobSearch,
  page: { limit: number; offset: number },
  viewerId: string,
): Promise<JobPage> {
  const prepared = await prepareJobSearch(db, search, true);
  const answer =
    matchesAloneAnswer(prepared, page) ??
    (await bandAnswerOf(db, prepared, page)) ??
    (await answerOf(db, prepared, page));
  // Skill-matched pages carry each job's match; other lists leave it to the cards.
  const items = await openJobCards(db, answer.rows, viewerId, prepared.skillIndex ? null : prepared.search.skills);
  return { items, total: answer.total, exact: answer.exact, counted: answer.counted };
}

/** An unfiltered skill-matched page, in match or date order: the professional's matches are the whole answer. */
function matchesAloneAnswer(prepared: PreparedSearch, page: { limit: number; offset: number }): SearchAnswer | null {
  const { search, skillIndex } = prepared;
  if (!skillIndex || !readsMatchesAlone(search)) return null;
  const order = effectiveSort(search) === 'newest' ? 'newest' : 'match';
  const found = skillIndex.matches(search.skills, search.today, search.demo, page.offset + page.limit, order);
  const rows = found.ids.slice(page.offset).map((id, i) => ({ id, match: found.matches[page.offset + i]! }));
  return {
    rows,
    total: Math.min(found.total, EXACT_TOTAL_LIMIT),
    exact: found.total <= EXACT_TOTAL_LIMIT,
    counted: found.total,
  };
}

interface SearchAnswer {
  rows: { id: number; match: number | null }[];
  total: number;
  exact: boolean;
  counted: number;
}

/** The first band's page, when it answers the request; its total is then "more than the limit". */
async function bandAnswerOf(
  db: Db,
  prepared: PreparedSearch,
  page: { limit: number; offset: number },
): Promise<SearchAnswer | null> {
  const bandSearch = bandSearchOf(prepared, page);
  if (!prepared.band || !bandSearch) return null;
  // A copy trimmed since this instance read its date makes the statement find nothing: the slice is read instead.
  const found = await runSearch(db, bandSearch, page);
  if (!bandAnswers(prepared.band, found.counted, page)) return null;
  return { ...found, total: EXACT_TOTAL_LIMIT, exact: false };
}

async function answerOf(
  db: Db,
  prepared: PreparedSearch,
  page: { limit: number; offset: number },
): Promise<SearchAnswer> {
  const found = await runSearch(db, prepared, page);
  if (!prepared.slice || found.counted > EXACT_TOTAL_LIMIT) return found;
  // The copy was trimmed since this instance read its date (its statement then finds nothing): the slice is read
  // from every job instead.
  if (prepared.readsRecentCopy && !(await recentCopyCoversNow(db, prepared.slice))) {
    return answerOf(db, { ...prepared, readsRecentCopy: false }, page);
  }
  // A slice that held fewer matches than expected (narrow filters beside a common word) may have left matches
  // beyond it: the search is answered over the whole market instead.
  return runSearch(db, { ...prepared, slice: null, readsRecentCopy: false }, page);
}

async function runSearch(
  db: Db,
  prepared: PreparedSearch,
  page: { limit: number; offset: number },
): Promise<SearchAnswer> {
  // Without filters, the page's plan is the same for any parameters (an index, or the candidates in list order): it
  // is named. A filter's best plan depends on its value (a rare town is found through its index, a common one by
  // reading the newest jobs), so a filtered page keeps a plan of its own parameters.
  const statement = jobPageStatement(prepared, page);
  const unfiltered = Object.values(prepared.search.filters).every((v) => v === undefined);
  const pageRows = unfiltered
    ? await executeNamedRows<PageRow>(db, statement)
    : await executeRows<PageRow>(db, statement);
  const rows = pageRows.map((row) => ({ ...row, id: Number(row.id) }));
  let n: number;
  // A slice past the last page cannot tell whether it read every match: it says so.
  let complete = !prepared.slice;
  if (rows[0]) [n, complete] = [rows[0].total ?? 0, rows[0].complete ?? false];
  else if (page.offset === 0) [n, complete] = [0, true];
  else n = (await executeRows<{ n: number }>(db, jobCountStatement(prepared)))[0]?.n ?? 0;
  // Candidates that are not every match leave matches out: then even a small count is a lower bound.
  const { candidates } = prepared;
  const exact = n <= EXACT_TOTAL_LIMIT && complete && !(candidates && candidates.total > candidates.ids.length);
  return { rows, total: Math.min(n, EXACT_TOTAL_LIMIT), exact, counted: n };
}

async function countsBy(db: Db, prepared: PreparedSearch, dimension: Exclude<Dimension, 'location'>) {
  const column = {
    type_of_contract: jobs.typeOfContract,
    work_model: jobs.workModel,
    experience_level: jobs.experienceLevel,
  }[dimension];
  return executeRows<{ value: string; count: number }>(
    db,
    sql`select ${column} as value, count(*)::int as count ${matchingJobs(prepared, dimension)}
      group by 1 order by 2 desc, 1`,
  );
}

/** A job's town: the first part of its location (`Gombe, Kinshasa` is in Gombe). */
const town = sql`trim(split_part(${jobs.jobLocation}, ',', 1))`;

/** For each filter, how many jobs each of its values would give with the other filters as they are. */
export async function jobFacets(db: Db, search: JobSearch) {
  // Counted exactly, from the index, even for a common word: facets are asked once per search, not per page.
  const prepared = { ...(await prepareJobSearch(db, search)), slice: null, readsRecentCopy: false, band: null };
  const [total, contract, workModel, level, locations] = await Promise.all([
    executeRows<{ n: number }>(db, sql`select count(*)::int as n ${matchingJobs(prepared)}`),
    countsBy(db, prepared, 'type_of_contract'),
    countsBy(db, prepared, 'work_model'),
    countsBy(db, prepared, 'experience_level'),
    executeRows<{ value: string; count: number }>(
      db,
      sql`select min(${town}) as value, count(*)::int as count ${matchingJobs(prepared, 'location')}
        group by lower(talent_unaccent(${town})) order by 2 desc, 1 limit ${LOCATION_SUGGESTIONS}`,
    ),
  ]);
  return { total: total[0]?.n ?? 0, contract, workModel, level, locations };
}

/** Towns of open jobs whose name starts with the prefix, most jobs first. */
export async function locationSuggestions(db: Db, prefix: string | undefined, today: string, demo: boolean) {
  const key = prefix ? locationKey(prefix) : '';
  const starts = key === '' ? sql`true` : sql`${jobs.locationKey} like ${` ${key}%`}`;
  return executeRows<{ name: string; count: number }>(
    db,
    sql`select min(${town}) as name, count(*)::int as count from ${jobs} where ${isOpen(today, demo)} and ${starts}
      group by lower(talent_unaccent(${town})) order by 2 desc, 1 limit ${LOCATION_SUGGESTIONS}`,
  );
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
  const [row] = await openJobCards(
    db,
    page.map((p) => ({ id: Number(p.id), match: null })),
    professionalId,
    [...new Set(skills)],
  );
  return row;
}

/**
 * A search made ready to be run over a set of jobs other than the market (an alert's window), without the list's
 * matches or slice: the list's own conditions, nothing else.
 */
export async function prepareWindowSearch(
  db: Db,
  search: JobSearch,
  textQuery?: SearchQuery | null,
): Promise<PreparedSearch> {
  const [found, industryEmployers] = await Promise.all([
    textQuery !== undefined ? textQuery : search.filters.q ? searchQueryOf(db, search.filters.q) : null,
    industryEmployersOf(db, search.filters.industry),
  ]);
  return {
    search: { ...search, skills: [...new Set(search.skills)] },
    textQuery: found,
    emptyText: Boolean(search.filters.q) && found === null,
    industryEmployers,
    skillIndex: null,
    candidates: null,
    slice: null,
    readsRecentCopy: false,
    copySince: null,
    band: null,
  };
}

/**
 * The conditions of GET /hiring/jobs/ for a prepared search, over any set of rows named `jobs` with the columns of
 * the jobs table (the alert worker's window of new jobs), checked row by row: one query builder for the list and the
 * alerts.
 */
export const searchConditions = (prepared: PreparedSearch): SQL => conditions(prepared, undefined, true);
