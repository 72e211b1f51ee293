import { z } from 'zod';
import { MSG_KEY } from '../messages.js';
import {
  CONTRACT_TYPES,
  EXPERIENCE_LEVELS,
  JOB_SORTS,
  MAX_LOCATION_LENGTH,
  MAX_POSTED_WITHIN_DAYS,
  MAX_SALARY_FILTER,
  MAX_SEARCH_TEXT_LENGTH,
  WORK_MODELS,
} from '../constants.js';
import { pageQuerySchema } from './paging.js';
import { text } from './fields.js';

/** Optional text of the query string: trimmed, and empty means absent. */
const queryText = (max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    text({ error: MSG_KEY.invalidValue }).max(max, MSG_KEY.tooLong).optional(),
  );

/** A whole number of the query string within bounds; absent or empty means no filter. */
const queryInt = (min: number, max: number) =>
  z.preprocess(
    (v) =>
      v === undefined || v === '' ? undefined : typeof v === 'string' && /^\d{1,9}$/.test(v.trim()) ? Number(v) : v,
    z
      .number({ error: MSG_KEY.invalidNumber })
      .int(MSG_KEY.invalidNumber)
      .min(min, MSG_KEY.invalidNumber)
      .max(max, MSG_KEY.invalidNumber)
      .optional(),
  );

/** One or several values of a fixed list, comma-separated (`work_model=remote,hybrid`) or the parameter repeated. */
function queryChoices<T extends readonly [string, ...string[]]>(values: T) {
  return z.preprocess(
    (v) => {
      const parts = (Array.isArray(v) ? v : v === undefined ? [] : [v]).flatMap((p) => String(p).split(','));
      const chosen = [...new Set(parts.map((p) => p.trim()).filter((p) => p !== ''))];
      return chosen.length === 0 ? undefined : chosen;
    },
    z.array(z.enum(values, { error: MSG_KEY.invalidChoice })).optional(),
  );
}

/** The filters of the job search, shared by the list, its facets and (later) saved searches. */
export const jobSearchFiltersSchema = z.object({
  /** Words looked for in the title, description and required skills; all must match. */
  q: queryText(MAX_SEARCH_TEXT_LENGTH),
  /** A city or province. */
  location: queryText(MAX_LOCATION_LENGTH),
  type_of_contract: queryChoices(CONTRACT_TYPES),
  work_model: queryChoices(WORK_MODELS),
  experience_level: queryChoices(EXPERIENCE_LEVELS),
  /** In USD: jobs whose salary is at least this; jobs without a salary are left out. */
  salary_min: queryInt(0, MAX_SALARY_FILTER),
  /**
   * A sector, in English or French (or other words): jobs of that sector, or, for a job without a sector of its
   * own, of an employer whose industry names it.
   */
  industry: queryText(MAX_LOCATION_LENGTH),
  /** Jobs published within this many days. */
  posted_within: queryInt(1, MAX_POSTED_WITHIN_DAYS),
});
export type JobSearchFilters = z.output<typeof jobSearchFiltersSchema>;

const showAll = z
  .enum(['true', 'false'], { error: MSG_KEY.invalidChoice })
  .default('false')
  .transform((v) => v === 'true');

/**
 * GET /hiring/jobs/: `show_all=true` lists every open job, `false` (the default) the skill-matched ones; both
 * take the search filters. Sort: `relevance` by default with `q`, else `match` for skill-matched jobs and
 * `newest` for all jobs.
 */
export const jobListQuerySchema = pageQuerySchema.extend({
  show_all: showAll,
  ...jobSearchFiltersSchema.shape,
  sort: z.enum(JOB_SORTS, { error: MSG_KEY.invalidChoice }).optional(),
});
export type JobListQuery = z.output<typeof jobListQuerySchema>;

/** GET /hiring/jobs/facets/: the same list's filters. */
export const jobFacetsQuerySchema = jobSearchFiltersSchema.extend({ show_all: showAll });
export type JobFacetsQuery = z.output<typeof jobFacetsQuerySchema>;

const facetCount = <T extends z.ZodType<string>>(value: T) => z.object({ value, count: z.number().int() });

/**
 * How many jobs each value would give, the other filters staying as they are: a dimension without a filter adds
 * up to the total. Asked once per search (not per page), so the counts are exact.
 */
export const jobFacetsSchema = z.object({
  total: z.number().int(),
  type_of_contract: z.array(facetCount(z.enum(CONTRACT_TYPES))),
  work_model: z.array(facetCount(z.enum(WORK_MODELS))),
  experience_level: z.array(facetCount(z.enum(EXPERIENCE_LEVELS))),
  /** The most common locations of the results, most jobs first. */
  locations: z.array(facetCount(z.string())),
});
export type JobFacets = z.infer<typeof jobFacetsSchema>;

/** GET /hiring/jobs/locations/?prefix=: known locations of open jobs starting with the prefix, most jobs first. */
export const jobLocationsQuerySchema = z.object({ prefix: queryText(MAX_LOCATION_LENGTH) });
export const jobLocationSuggestionSchema = z.object({ name: z.string(), count: z.number().int() });
export type JobLocationSuggestion = z.infer<typeof jobLocationSuggestionSchema>;
