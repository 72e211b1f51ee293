import type { JobForProfessional, JobReportPayload } from '@talent/shared';
import { api, apiRequest } from '../lib/api-client';
import { nextLink, type Page } from '../lib/paging';

// The open jobs a professional searches. Their query keys, options and hooks: ./queries/job-*.ts and job.ts. What the
// search's own fields ask for (counts, towns) is in ./job-search.ts, with the validation of its answers.

/** A page of GET /hiring/jobs/ for a list query (lib/job-search-params.ts), the first without `page`. */
export const jobsPath = (query: string, page = 1) => `/hiring/jobs/?${query}${page > 1 ? `&page=${page}` : ''}`;

/** One page of jobs; `exact` is false when the total is only a lower bound ("1,000+ jobs"). */
export interface JobsPage extends Page<JobForProfessional> {
  exact: boolean;
}

export async function fetchJobs(path: string, signal?: AbortSignal): Promise<JobsPage> {
  const { data, response } = await apiRequest<JobForProfessional[]>(path, { signal });
  const items = Array.isArray(data) ? data : [];
  const header = Number(response.headers.get('X-Total-Count'));
  const counted = response.headers.has('X-Total-Count') && Number.isFinite(header);
  return {
    items,
    total: counted ? header : items.length,
    next: nextLink(response.headers.get('Link')),
    exact: response.headers.get('X-Total-Count-Exact') !== 'false',
  };
}

/** One open job, as the list shows it: what an alert mail's link opens (the job pages' shell asks with `{id}`). */
export const jobPath = (id: number | '{id}') => `/hiring/jobs/${id}/`;

export const fetchJob = (id: number, signal?: AbortSignal) => api.get<JobForProfessional>(jobPath(id), signal);

/**
 * POST /hiring/jobs/<id>/view/: the signed-in professional opened the job's details from a list, a view as its page is
 * one (counted once a day, for its employer's figures).
 */
export const recordJobView = (id: number) => api.post<null>(`/hiring/jobs/${id}/view/`);

/**
 * POST /hiring/jobs/<id>/report/: the signed-in professional reports the job. The answer's message says whether it is
 * the first time (jobReported, 201) or they already had (jobAlreadyReported, 200).
 */
export const reportJob = (id: number, payload: JobReportPayload) =>
  api.post<unknown>(`/hiring/jobs/${id}/report/`, payload);
