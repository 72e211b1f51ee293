import { z } from 'zod';
import { MSG_KEY } from '../messages.js';
import { JOB_SORTS, MAX_LOCATION_LENGTH } from '../constants.js';
import {
  FACET_FILTERS,
  JOB_FILTER_NAMES,
  JOB_FILTERS,
  type FacetFilterName,
  type JobFilters,
} from '../job-filters/registry.js';
import { jobFilterQueryShape } from '../job-filters/schemas.js';
import { pageQuerySchema } from './paging.js';
import { queryText } from './query-params.js';

/** The filters of the job search (`job-filters/registry.ts`), shared by the list, its facets and saved searches. */
export const jobSearchFiltersSchema = z.object(jobFilterQueryShape(JOB_FILTER_NAMES));
export type JobSearchFilters = z.output<typeof jobSearchFiltersSchema>;

/** The filters of a validated query, without the list's own parameters (tab, order, page). */
export const jobSearchFiltersOf = (query: JobSearchFilters): JobSearchFilters =>
  Object.fromEntries(JOB_FILTER_NAMES.map((name) => [name, query[name]])) as JobSearchFilters;

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
const choiceCounts = <V extends readonly [string, ...string[]]>(values: V) => z.array(facetCount(z.enum(values)));

/** The counts of each choice list the facets count (`FACET_FILTERS`), of the values its registry entry lists. */
const choiceCountsShape = Object.fromEntries(
  FACET_FILTERS.map((name): [string, z.ZodType] => [name, choiceCounts(JOB_FILTERS[name].values)]),
) as { [F in FacetFilterName]: ReturnType<typeof choiceCounts<JobFilters[F]['values']>> };

/**
 * How many jobs each value would give, the other filters staying as they are: a dimension without a filter adds
 * up to the total. Asked once per search (not per page), so the counts are exact.
 */
export const jobFacetsSchema = z.object({
  total: z.number().int(),
  ...choiceCountsShape,
  /** The most common locations of the results, most jobs first. */
  locations: z.array(facetCount(z.string())),
});
export type JobFacets = z.infer<typeof jobFacetsSchema>;

/** GET /hiring/jobs/locations/?prefix=: known locations of open jobs starting with the prefix, most jobs first. */
export const jobLocationsQuerySchema = z.object({ prefix: queryText(MAX_LOCATION_LENGTH) });
export const jobLocationSuggestionSchema = z.object({ name: z.string(), count: z.number().int() });
export type JobLocationSuggestion = z.infer<typeof jobLocationSuggestionSchema>;
