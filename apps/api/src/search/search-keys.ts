import { sql, type SQL } from 'drizzle-orm';
import {
  JOB_FILTER_NAMES,
  JOB_FILTERS,
  locationKeysFor,
  WEEK_MS,
  type JobFilterName,
  type JobSearchFilters,
} from '@talent/shared';
import { jobs } from '../db/schema.js';
import { KEYED_SLICE_SHARE, MAX_KEYED_WEEKS } from './tunables.js';

/**
 * The text of a job with its filters' keys (`talent_job_search_keys`, migration 0017): the expression the full-text
 * index is built on, so a search that names it finds its words and its filters in one scan of that index. The
 * columns are those of `jobs`, which the copy of the newest jobs shares.
 */
export const keyedSearchDocument: SQL = sql`(${jobs.searchDocument} || talent_job_search_keys(${jobs.locationKey}, ${jobs.typeOfContract}, ${jobs.workModel}, ${jobs.experienceLevel}, ${jobs.submittedAt}))`;

/** A week of submission as its key counts it: whole weeks since 1970-01-01. */
const weekOf = (date: Date) => Math.floor(date.getTime() / WEEK_MS);

/**
 * The weeks a slice from `since` to now may hold jobs of, or null when they are too many to key. The week after the
 * current one is included, for a job stamped by a database clock a little ahead of this server's.
 */
export function sliceWeeks(since: Date, now = new Date()): number[] | null {
  const first = weekOf(since);
  const last = weekOf(now) + 1;
  if (last - first + 1 > MAX_KEYED_WEEKS) return null;
  return Array.from({ length: last - first + 1 }, (_, i) => first + i);
}

/**
 * The weeks a slice of every job from `since` is keyed by, or null when it is found by its submission times: when it
 * spans less than KEYED_SLICE_SHARE of its weeks' time, their keys would find every match of those weeks (a partner's
 * feed imported at once), each row read to check its date, where the index of submission times holds its own jobs.
 */
export function keyedSliceWeeks(since: Date, now = new Date()): number[] | null {
  const weeks = sliceWeeks(since, now);
  if (!weeks) return null;
  const spanned = now.getTime() - since.getTime();
  return spanned >= KEYED_SLICE_SHARE * (now.getTime() - weeks[0]! * WEEK_MS) ? weeks : null;
}

/** The filters whose registry entry makes them keys of the index (`searchKey`). */
type KeyedFilter = {
  [F in JobFilterName]: (typeof JOB_FILTERS)[F]['searchKey'] extends string ? F : never;
}[JobFilterName];
const KEYED_FILTERS = JOB_FILTER_NAMES.filter((name): name is KeyedFilter => JOB_FILTERS[name].searchKey !== null);

const anyOf = (keys: readonly string[]) => (keys.length === 1 ? keys[0]! : `(${keys.join(' | ')})`);
// Every key is made of a-z, 0-9, '-', ':' and '@': quoted, it is read as one lexeme and never as a weight or prefix.
const lexeme = (key: string) => `'${key}'`;

/**
 * The filters' keys a job must hold, as the text of a tsquery, or null when there is none. `except` leaves one
 * filter out (for its facet's counts). Each key only narrows the rows the index yields: the exact tests stay.
 */
export function searchKeysQuery(
  filters: JobSearchFilters,
  options: { except?: KeyedFilter; weeks?: readonly number[] | null },
): string | null {
  const { except, weeks } = options;
  const parts: string[] = [];
  for (const name of KEYED_FILTERS) {
    const prefix = JOB_FILTERS[name].searchKey;
    const value = filters[name];
    if (!value?.length || except === name) continue;
    if (typeof value !== 'string') {
      parts.push(anyOf(value.map((choice) => lexeme(`${prefix}${choice}`))));
      continue;
    }
    // A text key is a place: each of its names (a province's towns too) as its words, side by side.
    const places = locationKeysFor(value).map((key) =>
      key
        .split(' ')
        .map((word) => lexeme(`${prefix}${word}`))
        .join(' & '),
    );
    // No place's words: the location condition finds nothing, and the index need not be told.
    if (places.length > 0) parts.push(anyOf(places.map((place) => (places.length > 1 ? `(${place})` : place))));
  }
  if (weeks?.length) parts.push(anyOf(weeks.map((week) => lexeme(`@week:${week}`))));
  return parts.length > 0 ? parts.join(' & ') : null;
}
