import { EXACT_TOTAL_LIMIT, PAGE_SIZE_DEFAULT } from '@talent/shared';

// What can be tuned in answering the job lists, each defined once here with what it trades. None changes a rule of
// the lists (which jobs, in which order, which total): only how much is read to answer them, and how fresh what is
// remembered between requests may be.

/**
 * How many of a professional's best matches a filtered or otherwise sorted skill-matched list applies its filters
 * and order to: as many as a list counts exactly, and one more, so that "exactly 1,000" and "1,000+" differ. More
 * finds filtered matches further down the ranking, each looked up by its id.
 */
export const MATCH_CANDIDATES = EXACT_TOTAL_LIMIT + 1;

/**
 * Empty slots of the in-memory copy of the open jobs' skills (jobs closed or written again) after which it is
 * compacted, and the share of its slots they must also exceed: a ranking passes over empty slots too, a compaction
 * rebuilds every skill's list.
 */
export const COMPACT_AFTER_EMPTY_SLOTS = 1_000;
export const COMPACT_AFTER_EMPTY_SHARE = 0.5;

/**
 * How many matches a common word's slice of the newest jobs aims at: enough to count past EXACT_TOTAL_LIMIT, a third
 * more for the statistics' error. Fewer ranks less but falls back to the whole market more often.
 */
export const SLICE_MATCHES = Math.round(1.3 * (EXACT_TOTAL_LIMIT + 1));

/**
 * A very common word's first band: the pages it should fill (a third more matches for the estimate's error), how
 * many times the limit both the statistics and the band's own count must show before its total is "1,000+"
 * uncounted, and how much denser than expected a band may be before it is not trusted (a burst of one kind of job).
 */
export const BAND_PAGES = 10;
export const BAND_MATCHES = Math.round(1.3 * BAND_PAGES * PAGE_SIZE_DEFAULT);
export const BAND_TOTAL_MARGIN = 2;
export const BAND_DENSITY_LIMIT = 2;

/**
 * A first band (of the copy of the newest jobs, or of every job) in which at least this share of the jobs should
 * match is read by its dates, each row's words tested alone, instead of through the full-text index: for common words
 * the index's lists span tens of thousands of jobs to find a few hundred among a few thousand. Lower reads more rows
 * by their dates; higher gathers longer lists of the index. A quarter (the copy's only, before) left `comptable`, in a
 * quarter of a 100,000-job market, to the index: 16.6 ms at one connection, against 10.4 ms by its dates.
 */
export const ROW_BY_ROW_BAND_DENSITY = 0.1;

/**
 * The ladder of slices' dates: rungs of the newest n approved jobs, from LADDER_FIRST_RUNG up by LADDER_STEP (a slice
 * spans at most that much more than it needs), re-read when older than LADDER_TTL_MS (a slice spans the jobs
 * approved meanwhile as well).
 */
export const LADDER_FIRST_RUNG = 250;
export const LADDER_STEP = 1.25;
export const LADDER_TTL_MS = 5 * 60_000;

/**
 * A slice is keyed by its weeks of submission in the full-text index when they are at most MAX_KEYED_WEEKS and the
 * slice spans at least KEYED_SLICE_SHARE of them (fewer weeks' keys to read, against more rows to check); a slice of
 * the copy reads the index of submission times when it spans at most SLICE_DATE_INDEX_SHARE of the copy's time.
 */
export const MAX_KEYED_WEEKS = 8;
export const KEYED_SLICE_SHARE = 0.5;
export const SLICE_DATE_INDEX_SHARE = 0.5;

/**
 * The copy of the newest jobs' search columns: how many jobs it holds, how much it grows before it is trimmed back
 * (and how much larger than it the market must be before it is filled), and how long an instance trusts the date it
 * read of it. A larger copy serves older slices, with longer index lists.
 */
export const RECENT_COPY_JOBS = 50_000;
export const RECENT_COPY_GROWTH = 1.5;
export const RECENT_COPY_SINCE_TTL_MS = 60_000;

/**
 * How long the database's statistics are kept in memory: they change with ANALYZE, and a search that takes a common
 * word for a rare one (statistics older than a large import) ranks every one of its matches.
 */
export const STATISTICS_TTL_MS = 30_000;

/**
 * Each word's forms are remembered for FORMS_TTL_MS per instance, at most FORMS_KEPT words: a word first written in a
 * job joins the forms of the words it is near that much later. A prefix standing for at most SPELLED_OUT_MAX words of
 * job texts is spelled out as those words (one index list each, where a prefix gathers them into a bitmap).
 */
export const FORMS_TTL_MS = 60_000;
export const FORMS_KEPT = 10_000;
export const SPELLED_OUT_MAX = 30;

/**
 * Words of a search: at most MAX_WORDS are searched (each costs index lookups); a typo is looked for in words of at
 * least TYPO_MIN_LENGTH letters (shorter ones have too many neighbours); word families meet on their stems' first
 * FAMILY_PREFIX_LENGTH letters (`comptable` and `comptabilité` on `comptab`; shorter joins unrelated words).
 */
export const MAX_WORDS = 8;
export const TYPO_MIN_LENGTH = 5;
export const FAMILY_PREFIX_LENGTH = 7;
