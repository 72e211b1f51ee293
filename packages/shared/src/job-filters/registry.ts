import {
  CONTRACT_TYPES,
  EXPERIENCE_LEVELS,
  MAX_LOCATION_LENGTH,
  MAX_SALARY_FILTER,
  MAX_SEARCH_TEXT_LENGTH,
  WORK_MODELS,
} from '../constants.js';

/**
 * The job search's filters, each declared once (README.md beside this file): the API's query and its SQL, the
 * web app's address, chips and filter panel, and the saved alerts all go through this list, in its order. The
 * entries are plain data, without the validation library: their schemas are built from them in `schemas.ts`, so
 * that a page reading the search from its address does not load `zod`.
 */

/** Keys of the web app's catalogues (`professional` namespace unless prefixed, as `common:`). */
export interface FilterLabels {
  /** The filter's name where a link's value is refused ("This search cannot be run"). */
  field: string;
  /** Its label or legend in the filter panel. */
  panel?: string;
  /** The panel's option for "no filter". */
  any?: string;
  /** A chip's words, given the value as `{{param}}` (see `chip.param`); without it a chip shows the value itself. */
  chip?: string;
  /** A choice list's words for each value: `<values>.<value>`. */
  values?: string;
}

/**
 * How the panel offers the filter: `location` (a town field with suggestions), `checkboxes` (a choice list, with
 * each value's count), `select` (a number among `steps`, or among the filter's own values), `sector` (the sectors).
 */
type PanelControl = 'location' | 'checkboxes' | 'select' | 'sector';

interface FilterCommon {
  /** For the API's description of its query parameters. */
  about: string;
  /** Whether a saved alert keeps it (and its summary names it). */
  alerts: boolean;
  /**
   * Its values' prefix among the keys of the full-text index (`talent_job_search_keys`, migration 0017; a new key
   * needs that function changed by a migration), or null when it is not a key.
   */
  searchKey: string | null;
  /** Whether the search statistics estimate its share (`search-statistics.ts`): its words or its column's values. */
  statistics: boolean;
  labels: FilterLabels;
  /** Where the panel offers it; null when it is set elsewhere (the words' search box) or by a link only. */
  panel: { control: PanelControl; steps?: readonly number[] } | null;
  /**
   * The chip of an active filter: `words` and `place` are said apart in the empty state's sentence; `param` names
   * the value in `labels.chip`, and `format` how it is written (an amount in USD, a sector's name).
   */
  chip: { kind?: 'words' | 'place'; param?: string; format?: 'usd' | 'sector' };
}

/** Text: one value, trimmed, of at most `max` characters; `words` also folds its spaces (the search words). In the web app '' means none. */
const textFilter = <const C extends FilterCommon>(max: number, common: C, words = false) => ({
  ...common,
  kind: 'text' as const,
  words,
  max,
});

/** One or several values of a fixed list, in the list's order. In the web app [] means none. */
const choicesFilter = <const V extends readonly [string, ...string[]], const C extends FilterCommon>(
  values: V,
  common: C,
) => ({
  ...common,
  kind: 'choices' as const,
  values,
});

/** A whole number within bounds, or one of a fixed list (`values`). In the web app null means none. */
function numberFilter<const C extends FilterCommon>(
  range: { min: number; max: number } | { values: readonly [number, ...number[]] },
  common: C,
) {
  return {
    ...common,
    kind: 'number' as const,
    values: 'values' in range ? range.values : null,
    /** The bounds of a number not of a fixed list (null with `values`). */
    range: 'values' in range ? null : { min: range.min, max: range.max },
  };
}

export const JOB_FILTERS = {
  q: textFilter(
    MAX_SEARCH_TEXT_LENGTH,
    {
      about:
        'words of the title, description, skills and place; accents, case, word forms and one typo in a word of ' +
        'five letters or more do not matter; every word must match',
      alerts: true,
      searchKey: null,
      statistics: true,
      labels: { field: 'search.fields.q', chip: 'search.words' },
      panel: null,
      chip: { kind: 'words', param: 'q' },
    },
    true,
  ),
  location: textFilter(MAX_LOCATION_LENGTH, {
    about: 'a town or province',
    alerts: true,
    searchKey: '@place:',
    statistics: true,
    labels: { field: 'search.fields.location', panel: 'search.location' },
    panel: { control: 'location' },
    chip: { kind: 'place' },
  }),
  type_of_contract: choicesFilter(CONTRACT_TYPES, {
    about: 'one or several values, comma-separated',
    alerts: true,
    searchKey: '@contract:',
    statistics: true,
    labels: { field: 'search.fields.type_of_contract', panel: 'search.contract', values: 'common:job.contract' },
    panel: { control: 'checkboxes' },
    chip: {},
  }),
  work_model: choicesFilter(WORK_MODELS, {
    about: 'one or several values, comma-separated',
    alerts: true,
    searchKey: '@model:',
    statistics: true,
    labels: { field: 'search.fields.work_model', panel: 'search.workModel', values: 'common:job.workModel' },
    panel: { control: 'checkboxes' },
    chip: {},
  }),
  experience_level: choicesFilter(EXPERIENCE_LEVELS, {
    about: 'one or several values, comma-separated',
    alerts: true,
    searchKey: '@level:',
    statistics: true,
    labels: { field: 'search.fields.experience_level', panel: 'search.experience', values: 'common:job.experience' },
    panel: { control: 'checkboxes' },
    chip: {},
  }),
  salary_min: numberFilter(
    { min: 0, max: MAX_SALARY_FILTER },
    {
      about: 'USD: jobs whose salary is at least this; jobs without a salary are left out',
      alerts: true,
      searchKey: null,
      statistics: false,
      labels: {
        field: 'search.fields.salary_min',
        panel: 'search.salary',
        any: 'search.salaryAny',
        chip: 'search.salaryAtLeast',
      },
      // A link may carry another amount, which the panel then offers too.
      panel: { control: 'select', steps: [300, 500, 1000, 1500, 2000, 3000] },
      chip: { param: 'amount', format: 'usd' },
    },
  ),
  posted_within_days: numberFilter(
    { values: [1, 3, 7, 30] },
    {
      about: '1, 3, 7 or 30: jobs published within that many days',
      alerts: true,
      searchKey: null,
      statistics: false,
      labels: {
        field: 'search.fields.posted_within_days',
        panel: 'search.posted',
        any: 'search.postedAny',
        chip: 'search.postedWithin',
      },
      panel: { control: 'select' },
      chip: { param: 'count' },
    },
  ),
  industry: textFilter(MAX_LOCATION_LENGTH, {
    about:
      'a sector such as `construction` or `logistique`, in English or French: a job of that sector, or, for a job ' +
      'without a sector of its own, of an employer whose industry names it',
    alerts: true,
    searchKey: null,
    statistics: false,
    labels: {
      field: 'search.fields.industry',
      panel: 'search.industry',
      any: 'search.industryAny',
      chip: 'search.industryChip',
    },
    panel: { control: 'sector' },
    chip: { param: 'industry', format: 'sector' },
  }),
} as const;

/** The registry's entries, each with its own kind and values. */
export type JobFilters = typeof JOB_FILTERS;
type Filters = JobFilters;
export type JobFilterName = keyof Filters;
/** Every filter, in the registry's order: the address's, the chips' and the panel's. */
export const JOB_FILTER_NAMES = Object.keys(JOB_FILTERS) as JobFilterName[];

/** The filters of one or several values of a fixed list. */
export type ChoiceFilterName = {
  [F in JobFilterName]: Filters[F]['kind'] extends 'choices' ? F : never;
}[JobFilterName];

/**
 * The choice lists whose every value the search's counts (GET /hiring/jobs/facets/) count, in their answer's order:
 * its schema (`jobFacetsSchema`) and the web app's reader of it are built from this list.
 */
export const FACET_FILTERS = [
  'type_of_contract',
  'work_model',
  'experience_level',
] as const satisfies readonly ChoiceFilterName[];
export type FacetFilterName = (typeof FACET_FILTERS)[number];

/** The filters a saved alert keeps. */
export type AlertFilterName = { [F in JobFilterName]: Filters[F]['alerts'] extends true ? F : never }[JobFilterName];
export const ALERT_FILTER_NAMES = JOB_FILTER_NAMES.filter((name): name is AlertFilterName => JOB_FILTERS[name].alerts);

/** A filter as code looping over the registry reads it, whatever its kind. */
export interface JobFilterSpec extends FilterCommon {
  kind: 'text' | 'choices' | 'number';
  /** A choice list's values, or a number's allowed values (null: any within its bounds). */
  values?: readonly (string | number)[] | null;
  /** A text of words (the spaces folded). */
  words?: boolean;
  /** A text's longest value. */
  max?: number;
  /** A number's bounds, when it is not one of `values`. */
  range?: { min: number; max: number } | null;
}
export const jobFilter = (name: JobFilterName): JobFilterSpec => JOB_FILTERS[name];
