import { and, gte, inArray, sql, type SQL } from 'drizzle-orm';
import {
  JOB_FILTER_NAMES,
  locationKeysFor,
  relatedSkillKeys,
  sectorOf,
  type JobFilterName,
  type JobSearchFilters,
} from '@talent/shared';
import { jobs } from '../db/schema.js';
import { isOpen, isOpenChecked, textArray } from '../db/market-rules.js';
import type { PreparedSearch } from './prepared-search.js';
import type { Scope } from './read-plan.js';
import { keyedSearchDocument, keyedSliceWeeks, searchKeysQuery } from './search-keys.js';
import type { SearchQuery } from './search-terms.js';

/** A dimension of the facets, whose own filter is left out of its counts. */
export type Dimension = 'type_of_contract' | 'work_model' | 'experience_level' | 'location';

/** The market's scope, for a search read row by row (an alert's window) or counted by facets. */
const EVERY_MATCH: Scope = { since: null, readsRecentCopy: false, bandFirst: null };

/**
 * The conditions of GET /hiring/jobs/ for a prepared search, over any set of rows named `jobs` with the columns of
 * the jobs table (the alert worker's window of new jobs), checked row by row: one query builder for the list and the
 * alerts.
 */
export const searchConditions = (prepared: PreparedSearch): SQL => conditions(prepared, EVERY_MATCH, undefined, true);

/**
 * Every condition of the search; `except` leaves one dimension's filter out (for its facet counts), and `rowByRow`
 * says the rows are checked one by one rather than found through an index.
 */
export function conditions(prepared: PreparedSearch, scope: Scope, except?: Dimension, rowByRow = false): SQL {
  const { filters, showAll, skills, today, demo } = prepared.search;
  const parts: (SQL | undefined)[] = [
    prepared.textQuery || filters.location ? isOpenChecked(today, demo) : isOpen(today, demo),
  ];
  // A skill-matched list holds the jobs that share a skill with the professional, or a skill a level above or below.
  const matching = [...skills, ...relatedSkillKeys(skills)];
  if (!showAll)
    parts.push(matching.length > 0 ? sql`${jobs.requiredSkillsNormalized} && ${textArray(matching)}` : sql`false`);
  const context = { prepared, scope, except, rowByRow };
  for (const name of JOB_FILTER_NAMES) {
    const value = filters[name];
    // An empty text is no filter: the query's schema reads it so, and a search built in code may hold one.
    if (value === undefined || value === '' || name === except) continue;
    parts.push((FILTER_CONDITIONS[name] as FilterCondition<typeof value>)(value, context));
  }
  return and(...parts)!;
}

/** What a filter's condition may read beside its value: the prepared search, the jobs read, and how. */
interface FilterContext {
  prepared: PreparedSearch;
  scope: Scope;
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
  posted_within_days: (days) => postedWithin(days),
  industry: (industry, { prepared }) => industryCondition(industry, prepared.industryEmployers ?? []),
};

export const tsQuery = (query: SearchQuery) => sql`to_tsquery('simple', ${query.text})`;

/**
 * The weeks a slice of every job is keyed by (see `keyedSliceWeeks`). A slice of the copy of the newest jobs is not:
 * the copy spans a few weeks, each a large part of it, and reading their lists beside a word's cost more than
 * checking the rows' dates.
 */
export const keyedWeeks = ({ since, readsRecentCopy }: Scope) =>
  since && !readsRecentCopy ? keyedSliceWeeks(since) : null;

/**
 * Whether the search's words (with its filters' keys) are found through the full-text index. A skill-matched list's
 * candidates and an alert's window are checked row by row, where the keyed document would be built for each row
 * (far dearer than testing the words alone): they test the words alone.
 */
const findsWordsThroughIndex = (prepared: PreparedSearch, rowByRow: boolean) => !rowByRow && !prepared.candidates;

/** The words (`q`), through the full-text index with the other filters' keys, or tested on each row. */
function wordsCondition({ prepared, scope, except, rowByRow }: FilterContext): SQL | undefined {
  const { textQuery, emptyText, search } = prepared;
  if (emptyText) return sql`false`;
  if (!textQuery) return undefined;
  if (!findsWordsThroughIndex(prepared, rowByRow)) return sql`${jobs.searchDocument} @@ ${tsQuery(textQuery)}`;
  const keys = searchKeysQuery(search.filters, { except, weeks: keyedWeeks(scope) });
  return sql`${keyedSearchDocument} @@ ${keys ? sql`(${tsQuery(textQuery)} && ${keys}::tsquery)` : tsQuery(textQuery)}`;
}

/**
 * Words between spaces match whole place names only: `goma` is not found inside `ngomasi`. The jobs holding the
 * place's words are found in the index of location words (one list per word), or beside words (`q`) in the
 * full-text index, whose keys hold them; then the words are checked side by side (`mbuji mayi`, not `mayi … mbuji`)
 * with strpos, which the trigram index of locations does not serve: reading that index as well found no row fewer.
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

/** Jobs published within the last `days` days: by the submission time the list's "newest" order reads. */
const postedWithin = (days: number) => sql`${jobs.submittedAt} >= now() - make_interval(days => ${days})`;
