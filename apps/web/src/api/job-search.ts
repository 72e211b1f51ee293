import { FACET_FILTERS, JOB_FILTERS, type JobFacets, type JobLocationSuggestion } from '@talent/shared';
import { api } from '../lib/api-client';

// What the job search's fields ask for: apart from ./jobs.ts, so that a page that shows jobs without the search (a
// job's page) does not load it. Each answer is checked as its schema in @talent/shared (`jobFacetsSchema`,
// `jobLocationSuggestionSchema`) checks it, by readers written without the validation library: Recommended Jobs
// and its filters then never load it. `search-answers.test.ts` holds each reader to its schema.

type Fields = Record<string, unknown>;

/** As `z.object` takes an answer: any object but an array, whose named fields are then read, the others dropped. */
const isObject = (data: unknown): data is Fields => typeof data === 'object' && data !== null && !Array.isArray(data);

/** As `z.number().int()`: a whole number that a double holds exactly. */
const isCount = (data: unknown): data is number => Number.isSafeInteger(data);

const isText = (data: unknown): data is string => typeof data === 'string';

/** As `z.enum(values)`. */
const oneOf =
  (values: readonly string[]) =>
  (data: unknown): data is string =>
    typeof data === 'string' && values.includes(data);

/** As `z.array(item)`: every element read, or null when one is refused (a hole too, read as undefined). */
function arrayOf<T>(data: unknown, read: (item: unknown) => T | null): T[] | null {
  if (!Array.isArray(data)) return null;
  const items: T[] = [];
  for (const item of data as unknown[]) {
    const value = read(item);
    if (value === null) return null;
    items.push(value);
  }
  return items;
}

/** A value of the counts (one of a list's values, or a town) and how many jobs it would give. */
const facetCount =
  (isValue: (data: unknown) => data is string) =>
  (data: unknown): { value: string; count: number } | null =>
    isObject(data) && isValue(data.value) && isCount(data.count) ? { value: data.value, count: data.count } : null;

/** The facets' answer as `jobFacetsSchema` reads it, or null when that schema would refuse it. */
export function readJobFacets(data: unknown): JobFacets | null {
  if (!isObject(data) || !isCount(data.total)) return null;
  const facets: Fields = { total: data.total };
  for (const name of FACET_FILTERS) {
    const counts = arrayOf(data[name], facetCount(oneOf(JOB_FILTERS[name].values)));
    if (counts === null) return null;
    facets[name] = counts;
  }
  const locations = arrayOf(data.locations, facetCount(isText));
  if (locations === null) return null;
  facets.locations = locations;
  // Each list's values were checked against its registry entry, of which the type is made.
  return facets as JobFacets;
}

/** A town suggestion as `jobLocationSuggestionSchema` reads it, or null when that schema would refuse it. */
export const readLocationSuggestion = (data: unknown): JobLocationSuggestion | null =>
  isObject(data) && isText(data.name) && isCount(data.count) ? { name: data.name, count: data.count } : null;

export const jobFacetsPath = (query: string) => `/hiring/jobs/facets/?${query}`;

/** How many jobs each filter value would give; null when the server has no such counts to give. */
export async function fetchJobFacets(query: string, signal?: AbortSignal): Promise<JobFacets | null> {
  return readJobFacets(await api.get<unknown>(jobFacetsPath(query), signal));
}

/** Towns of open jobs starting with the prefix, most jobs first; anything unexpected is left out. */
export async function fetchLocationSuggestions(prefix: string, signal?: AbortSignal): Promise<JobLocationSuggestion[]> {
  const data = await api.get<unknown>(`/hiring/jobs/locations/?prefix=${encodeURIComponent(prefix)}`, signal);
  return (Array.isArray(data) ? (data as unknown[]) : []).flatMap((row) => {
    const suggestion = readLocationSuggestion(row);
    return suggestion ? [suggestion] : [];
  });
}
