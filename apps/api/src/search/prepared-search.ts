import { sql } from 'drizzle-orm';
import {
  EXACT_TOTAL_LIMIT,
  JOB_FILTER_NAMES,
  JOB_FILTERS,
  SECTOR_PREFIX_MIN,
  SECTOR_WORDS,
  locationKey,
  locationKeysFor,
  sectorOf,
  type JobSearchFilters,
  type JobSort,
} from '@talent/shared';
import type { Db } from '../db/client.js';
import { executeRows } from '../db/rows.js';
import { employerProfiles } from '../db/schema.js';
import { textArray } from '../db/market-rules.js';
import { openJobSkills, type OpenJobSkills, type SkillMatches } from './open-job-skills.js';
import { newestSlice, newestSliceSince, type NewestSlice } from './recency-ladder.js';
import { recentCopySince } from './recent-job-copy.js';
import { estimateSearch, STATISTICS_CHOICES } from './search-statistics.js';
import { searchQueryOf, type SearchQuery } from './search-terms.js';
import { BAND_MATCHES, BAND_TOTAL_MARGIN, MATCH_CANDIDATES, SLICE_MATCHES } from './tunables.js';

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

/**
 * What is known of a search before any of its jobs is read: its words' forms, the professional's matches, and which
 * of its jobs are worth reading (the slice and the first band). It is not changed once prepared: which jobs one
 * statement reads is its `Scope`, chosen by `read-plan.ts`.
 */
export interface PreparedSearch {
  search: JobSearch;
  /** The full-text query, or null without `q`. */
  textQuery: SearchQuery | null;
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
  /**
   * Set when `q` is common enough to find more jobs than are worth ranking: the list keeps to the jobs submitted
   * since this date, the newest slice of the market expected to hold about SLICE_MATCHES of its matches, which it
   * ranks, sorts and counts (a lower bound) instead of every match, whose number grows with the market.
   */
  slice: Date | null;
  /**
   * Set when `q` is so common that the newest few hundred of its matches fill the first pages many times over: the
   * list puts the matches submitted since `band.since` first, ranked among themselves, then the rest. A page within
   * that band is read from the band alone, a few hundred rows, where the slice holds over a thousand.
   */
  band: Band | null;
  /** From which submission date the copy of the newest jobs held every approved job (null: not in use). */
  copySince: Date | null;
}

/** The first band of a very common word's list: the newest jobs that should hold about BAND_MATCHES of its matches. */
export interface Band extends NewestSlice {
  /** How many matches the statistics expect the band to hold. */
  expected: number;
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
  return {
    search: { ...search, skills },
    textQuery,
    emptyText: Boolean(search.filters.q) && textQuery === null,
    industryEmployers,
    skillIndex,
    candidates,
    slice,
    band,
    copySince: slice || band ? await recentCopySince(db) : null,
  };
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
    band: null,
    copySince: null,
  };
}

/**
 * A skill-matched list without filters, in match or date order, needs nothing of its jobs but what the professional's
 * matches hold: its page and count come from them alone, and only the page's cards look their jobs up.
 */
export function readsMatchesAlone(search: JobSearch): boolean {
  const sort = effectiveSort(search);
  return (
    !search.showAll &&
    search.skills.length > 0 &&
    Object.values(search.filters).every((v) => v === undefined) &&
    (sort === 'match' || sort === 'newest')
  );
}

/** The order asked for, or the default: relevance with words, best match for skill-matched jobs, else newest. */
export function effectiveSort({ sort, filters, showAll }: Pick<JobSearch, 'sort' | 'filters' | 'showAll'>): JobSort {
  if (sort === 'relevance' && !filters.q) return showAll ? 'newest' : 'match';
  return sort ?? (filters.q ? 'relevance' : showAll ? 'newest' : 'match');
}

/**
 * Every match of a search is read to rank it: a search expected to find more than SLICE_MATCHES jobs keeps to the
 * newest slice of the market that should hold about that many of them (estimated from the database's statistics, so
 * that it costs the same at any market size), and says its total is a lower bound. A slice that holds fewer matches
 * than the exact-total limit (narrow filters, a rough estimate) is searched again over the whole market. The slice
 * aims a third above that limit: the estimate counts every form of the words and is within about 15% of the truth.
 */
async function sliceFor(db: Db, { matches, jobs: all }: { matches: number; jobs: number }): Promise<Date | null> {
  if (matches <= SLICE_MATCHES || all === 0) return null;
  return newestSliceSince(db, Math.ceil((SLICE_MATCHES * all) / matches));
}

/**
 * A word found in thousands of jobs would have over a thousand of its matches ranked for every page, the slice's
 * whole count. Its list is ranked in bands instead: the newest BAND_MATCHES or so of its matches first (ten pages, a
 * third more for the estimate's error), by relevance among themselves, then the rest. A page within the first band is
 * read from it alone. Its total is "more than EXACT_TOTAL_LIMIT" without counting further when two measures agree: the
 * database's statistics (before the band is chosen) and the band's own count scaled to the market (after it is read),
 * each at least BAND_TOTAL_MARGIN times the limit. A band holding more than BAND_DENSITY_LIMIT times the matches the
 * statistics expect (many jobs of one kind published at once) says little of the older market: the total is counted.
 */
export const BAND_ESTIMATE_FLOOR = BAND_TOTAL_MARGIN * (EXACT_TOTAL_LIMIT + 1);

/**
 * Bands keep the list's order only for relevance and date (the first band holds the newest matches), and the
 * statistics only know some filters (the words, the place and the choices): another filter (a date, a salary, an
 * industry) could leave the band's count unlike the market's.
 */
const bandable = (search: JobSearch) =>
  ['relevance', 'newest'].includes(effectiveSort(search)) &&
  JOB_FILTER_NAMES.every((name) => JOB_FILTERS[name].statistics || search.filters[name] === undefined);

async function bandFor(db: Db, { matches, jobs: all }: { matches: number; jobs: number }): Promise<Band | null> {
  if (matches < BAND_ESTIMATE_FLOOR || all === 0) return null;
  const newest = await newestSlice(db, Math.ceil((BAND_MATCHES * all) / matches));
  return newest && { ...newest, expected: (matches * newest.jobs) / all };
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
