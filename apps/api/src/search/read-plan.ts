import { EXACT_TOTAL_LIMIT, PAGE_SIZE_DEFAULT } from '@talent/shared';
import { BAND_ESTIMATE_FLOOR, type Band, type PreparedSearch } from './prepared-search.js';
import { BAND_DENSITY_LIMIT, BAND_PAGES } from './tunables.js';

// How a list's page is read, decided here alone: which jobs each statement reads, and what follows each. At most two
// statements read a page. The first reads the narrowest jobs that may answer (`firstReach`); when they do not, the
// second reads every match (`afterRead`). The list (`readPage`) and the benchmark's bare SQL both follow this plan.

export interface Page {
  limit: number;
  offset: number;
}

/** The jobs a statement can read: the first band (its pages alone), the slice, or every match. */
export type Reach = 'band' | 'slice' | 'market';

/** Which of a search's jobs one statement reads, and whether the first band leads their order. */
export interface Scope {
  /** Only the jobs submitted since this date (the slice's, or the band's), or null: every match. */
  since: Date | null;
  /**
   * True when those jobs lie within the copy of the newest jobs' search columns (`job_search_recent`), which is then
   * read instead of every job: the word's and the place's index lists are those of the copy, not of the market.
   */
  readsRecentCopy: boolean;
  /** The band's date when its matches come first in the order: in every read of a banded list but the band's own. */
  bandFirst: Date | null;
}

/**
 * The narrowest jobs that may answer a page: the first band for one of the first BAND_PAGES pages of a banded list,
 * else the slice, else every match.
 */
export function firstReach(prepared: PreparedSearch, page: Page): Reach {
  if (prepared.band && page.offset + page.limit <= BAND_PAGES * PAGE_SIZE_DEFAULT) return 'band';
  return prepared.slice ? 'slice' : 'market';
}

/** What follows a read: nothing, the capped count of every match (for the total alone), or every match. */
export type NextRead = 'answered' | 'count' | 'market';

/**
 * What follows a read of `reach` that found `counted` matches:
 * - a band that holds the page gives the list's rows, since its matches lead the list's order. When it cannot vouch
 *   for "more than the limit" (too few matches to scale to it, or too dense to say anything of older jobs), the
 *   total alone is counted, capped;
 * - a band too sparse for the page says the statistics overestimated the word: the slice, sized by the same
 *   estimate, would most likely hold too few as well, and every match is read;
 * - a slice holding no more than the limit may have left older matches out: every match is read.
 * A read of the copy of the newest jobs that a trim overtook finds nothing, and is taken for too few matches.
 */
export function afterRead(prepared: PreparedSearch, reach: Reach, counted: number, page: Page): NextRead {
  if (reach === 'market') return 'answered';
  if (reach === 'band' && prepared.band && bandHoldsPage(counted, page))
    return bandAnswers(prepared.band, counted, page) ? 'answered' : 'count';
  if (reach === 'slice' && counted > EXACT_TOTAL_LIMIT) return 'answered';
  return 'market';
}

/**
 * The one place a statement's scope is chosen. `market` is every match, in the list's order (the band first when
 * there is one); facets and alerts read it too, where the order does not matter.
 */
export function scopeOf(prepared: PreparedSearch, reach: Reach): Scope {
  const bandFirst = prepared.band?.since ?? null;
  const withinCopy = (since: Date) => prepared.copySince !== null && prepared.copySince <= since;
  if (reach === 'band' && prepared.band)
    return { since: prepared.band.since, readsRecentCopy: withinCopy(prepared.band.since), bandFirst: null };
  if (reach !== 'market' && prepared.slice)
    return { since: prepared.slice, readsRecentCopy: withinCopy(prepared.slice), bandFirst };
  return { since: null, readsRecentCopy: false, bandFirst };
}

/** Whether the band's matches, `counted` of them, hold the page asked for. */
const bandHoldsPage = (counted: number, page: Page) => counted >= page.offset + page.limit;

/**
 * Whether the first band's page answers the request with its total, "more than the limit": it holds the page's
 * rows, and its matches scaled to the market show well over the limit.
 */
export function bandAnswers(band: Band, counted: number, page: Page): boolean {
  return (
    bandHoldsPage(counted, page) &&
    counted <= BAND_DENSITY_LIMIT * band.expected &&
    (counted * band.marketAtLeast) / band.jobs >= BAND_ESTIMATE_FLOOR
  );
}
