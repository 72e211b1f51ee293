import {
  jobFacetsSchema,
  jobLocationSuggestionSchema,
  type JobFacets,
  type JobLocationSuggestion,
} from '@talent/shared';
import { api } from '../lib/api-client';

// What the job search's fields ask for, checked against their schemas: apart from ./jobs.ts, so that a page that
// shows jobs without the search (a job's page) does not load the validation library.

export const jobFacetsPath = (query: string) => `/hiring/jobs/facets/?${query}`;

/** How many jobs each filter value would give; null when the server has no such counts to give. */
export async function fetchJobFacets(query: string, signal?: AbortSignal): Promise<JobFacets | null> {
  const parsed = jobFacetsSchema.safeParse(await api.get<unknown>(jobFacetsPath(query), signal));
  return parsed.success ? parsed.data : null;
}

/** Towns of open jobs starting with the prefix, most jobs first; anything unexpected is left out. */
export async function fetchLocationSuggestions(prefix: string, signal?: AbortSignal): Promise<JobLocationSuggestion[]> {
  const data = await api.get<unknown>(`/hiring/jobs/locations/?prefix=${encodeURIComponent(prefix)}`, signal);
  return (Array.isArray(data) ? data : []).flatMap((row) => {
    const parsed = jobLocationSuggestionSchema.safeParse(row);
    return parsed.success ? [parsed.data] : [];
  });
}
