import type { JobForProfessional } from '@talent/shared';
import { apiRequest } from '../lib/api-client';
import { fetchPage, type Page } from '../lib/paging';

// The jobs a professional saved. Their query key, options and hooks: ./queries/saved-jobs.ts.

/** GET /hiring/saved-jobs/: the professional's saved jobs, newest saved first, page after page. */
export const SAVED_JOBS_PATH = '/hiring/saved-jobs/';

export const fetchSavedJobs = (path: string, signal?: AbortSignal): Promise<Page<JobForProfessional>> =>
  fetchPage<JobForProfessional>(path, signal);

/** PUT (save) or DELETE (unsave) /hiring/jobs/<id>/save/: both change nothing when already done. */
export async function setJobSaved(id: number, saved: boolean): Promise<void> {
  await apiRequest<null>(`/hiring/jobs/${id}/save/`, { method: saved ? 'PUT' : 'DELETE' });
}
