import type { JobFacets, JobLocationSuggestion } from '@talent/shared';
import { api } from '../lib/api-client';

// What the job search's fields ask for, checked against their schemas: apart from ./jobs.ts, so that a page that
// shows jobs without the search (a job's page) does not load the validation library. The schemas (and with them
// the library) are asked for with the answer, not with the page's code: Recommended Jobs draws its list without
// them, and the counts they check are shown beside the filters.
const searchSchemas = () => import('@talent/shared/schemas/job-search');

export const jobFacetsPath = (query: string) => `/hiring/jobs/facets/?${query}`;

/** How many jobs each filter value would give; null when the server has no such counts to give. */
export async function fetchJobFacets(query: string, signal?: AbortSignal): Promise<JobFacets | null> {
  const [data, { jobFacetsSchema }] = await Promise.all([
    api.get<unknown>(jobFacetsPath(query), signal),
    searchSchemas(),
  ]);
  const parsed = jobFacetsSchema.safeParse(data);
  return parsed.success ? parsed.data : null;
}

/** Towns of open jobs starting with the prefix, most jobs first; anything unexpected is left out. */
export async function fetchLocationSuggestions(prefix: string, signal?: AbortSignal): Promise<JobLocationSuggestion[]> {
  const [data, { jobLocationSuggestionSchema }] = await Promise.all([
    api.get<unknown>(`/hiring/jobs/locations/?prefix=${encodeURIComponent(prefix)}`, signal),
    searchSchemas(),
  ]);
  return (Array.isArray(data) ? data : []).flatMap((row) => {
    const parsed = jobLocationSuggestionSchema.safeParse(row);
    return parsed.success ? [parsed.data] : [];
  });
}
