import {
  EXACT_TOTAL_LIMIT,
  hasControlCharacters,
  JOB_FILTER_NAMES,
  JOB_FILTERS,
  JOB_SORTS,
  jobFilter,
  PAGE_SIZE_DEFAULT,
  type JobFilterName,
  type JobSort,
  type MessageKey,
} from '@talent/shared';
import { formMessage, type Message } from '../i18n/use-message';

// The professional's job search, read from and written to the page's address and sent as the API's query. Shared
// by the job list's queries (api/queries/job-list.ts, job-facets.ts) and the professional's pages. Each filter is
// read, written and emptied as its kind in the registry (`JOB_FILTERS` of @talent/shared) says.

type Filters = typeof JOB_FILTERS;

/** The filters that take one or several values of a fixed list, in the order the interface shows them. */
export type ChoiceFilter = {
  [F in JobFilterName]: Filters[F]['kind'] extends 'choices' ? F : never;
}[JobFilterName];
export type ChoiceValue<F extends ChoiceFilter> = Filters[F]['values'][number];

/** A filter's value in the page's search: '' for a text, [] for a choice list and null for a number mean none. */
export type FilterValue<F extends JobFilterName> = F extends ChoiceFilter
  ? readonly ChoiceValue<F>[]
  : Filters[F] extends { kind: 'number' }
    ? number | null
    : string;
type FilterValues = { [F in JobFilterName]: FilterValue<F> };

/** One entry for each filter, in the registry's order. */
const perFilter = (value: (name: JobFilterName) => FilterValue<JobFilterName>) =>
  Object.fromEntries(JOB_FILTER_NAMES.map((name) => [name, value(name)])) as FilterValues;

/** The whole search of the jobs page, as its address holds it. */
export type JobSearch = FilterValues & {
  showAll: boolean;
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

/** What each kind of filter holds when it filters nothing. */
const NONE = { text: '', choices: [], number: null } as const;

export const EMPTY_SEARCH: JobSearch = {
  showAll: false,
  ...perFilter((name) => NONE[JOB_FILTERS[name].kind]),
  sort: null,
  page: 1,
};

/** Whether a filter of the search has a value. */
export const hasValue = (value: FilterValue<JobFilterName>) =>
  value !== null && value !== '' && !(Array.isArray(value) && value.length === 0);

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

/** A value of the address read: what it holds, or the key of the message that refuses it. */
type Read<T> = { ok: true; value: T | undefined } | { ok: false; message: MessageKey };
const accept = <T>(value: T | undefined): Read<T> => ({ ok: true, value });
const refuse = (message: MessageKey): Read<never> => ({ ok: false, message });

/** Digits of the address as a number (surrounding spaces aside); anything else is not a number. */
const digits = (raw: string) => (/^\d{1,9}$/.test(raw.trim()) ? Number(raw) : null);

/**
 * Each parameter's reader, as the API's query schema reads it (`jobListQuerySchema` of @talent/shared, built from
 * `schemas/query-params.ts`): the same values accepted, the same first message for one refused. Written without the
 * validation library, so that the page reading its address does not wait for it; `search-params.test.ts` holds
 * each reader to the API's schema.
 */
export const READERS = {
  /** `queryText`: trimmed, empty is none; no control characters, then at most `max` characters. */
  text:
    (max: number) =>
    (raw: string): Read<string> => {
      const value = raw.trim();
      if (value === '') return accept(undefined);
      if (hasControlCharacters(value)) return refuse('controlCharacters');
      return value.length > max ? refuse('tooLong') : accept(value);
    },
  /** `queryChoices`, for one part of a list: one of the values. */
  choice:
    (values: readonly string[]) =>
    (raw: string): Read<string[]> =>
      values.includes(raw.trim())
        ? accept([raw.trim()])
        : raw.trim() === ''
          ? accept(undefined)
          : refuse('invalidChoice'),
  /** `queryInt`: a whole number within bounds. */
  int:
    (min: number, max: number) =>
    (raw: string): Read<number> => {
      if (raw === '') return accept(undefined);
      const n = digits(raw);
      return n !== null && n >= min && n <= max ? accept(n) : refuse('invalidNumber');
    },
  /** `queryNumberOf`: one of the numbers. */
  numberOf:
    (values: readonly number[]) =>
    (raw: string): Read<number> => {
      if (raw === '') return accept(undefined);
      const n = digits(raw);
      return n !== null && values.includes(n) ? accept(n) : refuse('invalidChoice');
    },
  /** `show_all`: 'true' or 'false'. */
  showAll: (raw: string): Read<boolean> =>
    raw === 'true' || raw === 'false' ? accept(raw === 'true') : refuse('invalidChoice'),
  /** `sort`: one of the orders. */
  sort: (raw: string): Read<JobSort> =>
    (JOB_SORTS as readonly string[]).includes(raw) ? accept(raw as JobSort) : refuse('invalidChoice'),
  /** `page` (`pageQuerySchema`): a positive whole number; empty is the first. */
  page: (raw: string): Read<number> => {
    if (raw === '') return accept(1);
    const n = digits(raw);
    return n !== null && n >= 1 ? accept(n) : refuse('invalidNumber');
  },
};

/** A filter's reader, by its kind in the registry. */
function readerOf(name: JobFilterName): (raw: string) => Read<unknown> {
  const entry = jobFilter(name);
  if (entry.kind === 'text') return READERS.text(entry.max!);
  if (entry.kind === 'choices') return READERS.choice(entry.values as readonly string[]);
  if (entry.values) return READERS.numberOf(entry.values as readonly number[]);
  return READERS.int(entry.range!.min, entry.range!.max);
}

/**
 * The search in an address. Each value is checked as the API's own schema checks it (`READERS`), so a value the API
 * would refuse is reported here (and not sent); the rest of the search stays usable.
 */
export function parseJobSearch(params: URLSearchParams): { search: JobSearch; invalid: InvalidValue[] } {
  const invalid: InvalidValue[] = [];
  function read<T>(
    field: string,
    parse: (raw: string) => Read<T>,
    raw: string | null = params.get(field),
  ): T | undefined {
    if (raw === null) return undefined;
    const result = parse(raw);
    if (result.ok) return result.value;
    invalid.push({ field, value: raw, message: formMessage(result.message) });
    return undefined;
  }
  /** A filter's value; each part of a choice list is checked alone, so that one bad value leaves the others. */
  function filter(name: JobFilterName): FilterValue<JobFilterName> {
    const entry = JOB_FILTERS[name];
    const parse = readerOf(name);
    if (entry.kind !== 'choices') return (read(name, parse) as string | number | undefined) ?? NONE[entry.kind];
    const values: readonly string[] = entry.values;
    const chosen = new Set(
      params
        .getAll(name)
        .flatMap((value) => value.split(','))
        .map((part) => part.trim())
        .filter((part) => part !== '')
        .flatMap((part) => (read(name, parse, part) as string[] | undefined) ?? []),
    );
    // The list's own order, so that two addresses with the same choices are the same search.
    return values.filter((value) => chosen.has(value)) as FilterValue<ChoiceFilter>;
  }

  const search: JobSearch = {
    showAll: read('show_all', READERS.showAll) ?? false,
    ...perFilter(filter),
    sort: read('sort', READERS.sort) ?? null,
    page: Math.min(read('page', READERS.page) ?? 1, MAX_RESTORED_PAGES),
  };
  return { search: canonical(search), invalid };
}

/**
 * One form for each search: the default order is left implicit, and relevance without words (which the API
 * reads as the default) too. The address and the query cache then agree on what is the same search.
 */
function canonical(search: JobSearch): JobSearch {
  const sort = search.sort === defaultSort(search) || (search.sort === 'relevance' && !search.q) ? null : search.sort;
  const filters = perFilter((name) => {
    const value = search[name];
    if (typeof value !== 'string') return value;
    return jobFilter(name).words ? normaliseWords(value) : value.trim();
  });
  return { ...search, ...filters, sort };
}

/** The filters of a search as query parameters, in a fixed order; several values are joined by commas. */
export function filterEntries(search: JobSearch): [string, string][] {
  return JOB_FILTER_NAMES.filter((name) => hasValue(search[name])).map((name) => {
    const value = search[name];
    return [name, Array.isArray(value) ? value.join(',') : String(value)];
  });
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
