import {
  CONTRACT_TYPES,
  EXACT_TOTAL_LIMIT,
  EXPERIENCE_LEVELS,
  jobListQuerySchema,
  MSG_KEY,
  PAGE_SIZE_DEFAULT,
  WORK_MODELS,
  type JobSort,
} from '@talent/shared';
import { formMessage, type Message } from '../i18n/use-message';

// The professional's job search, read from and written to the page's address and sent as the API's query. Shared
// by the job list's queries (api/queries/job-list.ts, job-facets.ts) and the professional's pages.

/** The filters that take one or several values of a fixed list, in the order the interface shows them. */
export const CHOICE_FILTERS = {
  type_of_contract: CONTRACT_TYPES,
  work_model: WORK_MODELS,
  experience_level: EXPERIENCE_LEVELS,
} as const;
export type ChoiceFilter = keyof typeof CHOICE_FILTERS;
export type ChoiceValue<F extends ChoiceFilter> = (typeof CHOICE_FILTERS)[F][number];
export const CHOICE_FILTER_NAMES = Object.keys(CHOICE_FILTERS) as ChoiceFilter[];

/** The whole search of the jobs page, as its address holds it; '' and null mean "no filter". */
export type JobSearch = { [F in ChoiceFilter]: readonly ChoiceValue<F>[] } & {
  showAll: boolean;
  q: string;
  location: string;
  industry: string;
  salary_min: number | null;
  posted_within: number | null;
  /** null: the default order (see defaultSort). */
  sort: JobSort | null;
  /** How many pages of results are shown ("Load more" adds one). */
  page: number;
};

/** A parameter of the address that is not the search's own kind of value (a hand-edited or truncated link). */
export interface InvalidValue {
  field: string;
  value: string;
  /** Why: a schema's message (a key of the shared catalogue), or the API's, in the language shown. */
  message: Message;
}

export const EMPTY_SEARCH: JobSearch = {
  showAll: false,
  q: '',
  location: '',
  industry: '',
  type_of_contract: [],
  work_model: [],
  experience_level: [],
  salary_min: null,
  posted_within: null,
  sort: null,
  page: 1,
};

/**
 * Pages restored from an address are fetched one after the other; beyond the last counted page the list is
 * only "more than", so a link never makes the page walk further than that.
 */
export const MAX_RESTORED_PAGES = Math.ceil(EXACT_TOTAL_LIMIT / PAGE_SIZE_DEFAULT);

/** The API's order when none is asked for: relevance with words, best match for skill-matched jobs, else newest. */
export function defaultSort(search: Pick<JobSearch, 'q' | 'showAll'>): JobSort {
  return search.q ? 'relevance' : search.showAll ? 'newest' : 'match';
}

/** The order the list is in, asked for or by default. */
export const effectiveSort = (search: JobSearch): JobSort => search.sort ?? defaultSort(search);

/** Words compared as the API compares them: spaces do not count. */
export const normaliseWords = (text: string) => text.trim().replace(/\s+/g, ' ');

type SafeParse<T> = (
  value: unknown,
) => { success: true; data: T } | { success: false; error: { issues: readonly { message: string }[] } };
const shape = jobListQuerySchema.shape;

/**
 * The search in an address. Each value is checked with the API's own schema, so a value the API would refuse
 * is reported here (and not sent); the rest of the search stays usable.
 */
export function parseJobSearch(params: URLSearchParams): { search: JobSearch; invalid: InvalidValue[] } {
  const invalid: InvalidValue[] = [];
  function read<T>(field: string, parse: SafeParse<T>, raw: string | null = params.get(field)): T | undefined {
    if (raw === null) return undefined;
    const result = parse(raw);
    if (result.success) return result.data;
    invalid.push({ field, value: raw, message: formMessage(result.error.issues[0]?.message ?? MSG_KEY.invalidValue) });
    return undefined;
  }
  function choices<F extends ChoiceFilter>(field: F): ChoiceValue<F>[] {
    const parse = shape[field].safeParse as SafeParse<ChoiceValue<F>[] | undefined>;
    const chosen = new Set(
      params
        .getAll(field)
        .flatMap((value) => value.split(','))
        .map((part) => part.trim())
        .filter((part) => part !== '')
        .flatMap((part) => read(field, parse, part) ?? []),
    );
    // The list's own order, so that two addresses with the same choices are the same search.
    return CHOICE_FILTERS[field].filter((value) => chosen.has(value)) as ChoiceValue<F>[];
  }

  const search: JobSearch = {
    showAll: read('show_all', shape.show_all.safeParse) ?? false,
    q: normaliseWords(read('q', shape.q.safeParse) ?? ''),
    location: read('location', shape.location.safeParse) ?? '',
    industry: read('industry', shape.industry.safeParse) ?? '',
    type_of_contract: choices('type_of_contract'),
    work_model: choices('work_model'),
    experience_level: choices('experience_level'),
    salary_min: read('salary_min', shape.salary_min.safeParse) ?? null,
    posted_within: read('posted_within', shape.posted_within.safeParse) ?? null,
    sort: read('sort', shape.sort.safeParse) ?? null,
    page: Math.min(read('page', shape.page.safeParse) ?? 1, MAX_RESTORED_PAGES),
  };
  return { search: canonical(search), invalid };
}

/**
 * One form for each search: the default order is left implicit, and relevance without words (which the API
 * reads as the default) too. The address and the query cache then agree on what is the same search.
 */
function canonical(search: JobSearch): JobSearch {
  const sort = search.sort === defaultSort(search) || (search.sort === 'relevance' && !search.q) ? null : search.sort;
  return {
    ...search,
    q: normaliseWords(search.q),
    location: search.location.trim(),
    industry: search.industry.trim(),
    sort,
  };
}

/** The filters of a search as query parameters, in a fixed order; several values are joined by commas. */
export function filterEntries(search: JobSearch): [string, string][] {
  const entries: [string, string | number | null][] = [
    ['q', search.q],
    ['location', search.location],
    ...CHOICE_FILTER_NAMES.map((field): [string, string] => [field, search[field].join(',')]),
    ['salary_min', search.salary_min],
    ['industry', search.industry],
    ['posted_within', search.posted_within],
  ];
  return entries
    .filter((entry): entry is [string, string | number] => entry[1] !== null && entry[1] !== '')
    .map(([k, v]) => [k, String(v)]);
}

/** A query string that keeps commas readable (`work_model=remote,hybrid`), as people share these links. */
function encode(entries: [string, string][]): string {
  return entries.map(([key, value]) => `${key}=${encodeURIComponent(value).replace(/%2C/gi, ',')}`).join('&');
}

/** The page's address for a search ('' when it is the default one): only what differs from the defaults. */
export function toAddress(search: JobSearch): string {
  const s = canonical(search);
  const entries: [string, string][] = [
    ...(s.showAll ? [['show_all', 'true'] as [string, string]] : []),
    ...filterEntries(s),
    ...(s.sort ? [['sort', s.sort] as [string, string]] : []),
    ...(s.page > 1 ? [['page', String(s.page)] as [string, string]] : []),
  ];
  return entries.length > 0 ? `?${encode(entries)}` : '';
}

/** The list's query without its page: also the identity of the search in the query cache. */
export function listQuery(search: JobSearch): string {
  const s = canonical(search);
  return encode([
    ['show_all', String(s.showAll)],
    ...filterEntries(s),
    ...(s.sort ? [['sort', s.sort] as [string, string]] : []),
  ]);
}

/** The facets' query: the same tab and filters, without order or page. */
export function facetsQuery(search: JobSearch): string {
  const s = canonical(search);
  return encode([['show_all', String(s.showAll)], ...filterEntries(s)]);
}

/** The same search with a change; any change but "Load more" starts again from the first page. */
export function changed(search: JobSearch, change: Partial<JobSearch>): JobSearch {
  return canonical({ ...search, page: 1, ...change });
}

/** Every filter removed (the words too); the tab stays. */
export function cleared(search: JobSearch): JobSearch {
  return { ...EMPTY_SEARCH, showAll: search.showAll };
}

/** The change that drops the named query parameters (those a 400 answer refused). */
export function withoutParameters(fields: readonly string[]): Partial<JobSearch> {
  const change: Partial<JobSearch> = {};
  for (const field of fields) {
    if (field === 'show_all') change.showAll = false;
    else if (field in EMPTY_SEARCH) Object.assign(change, { [field]: EMPTY_SEARCH[field as keyof JobSearch] });
  }
  return change;
}
