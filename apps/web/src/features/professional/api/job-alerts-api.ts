import type { JobAlert, JobAlertCreate, JobAlertPatch, JobForProfessional } from '@talent/shared';
import { api, apiRequest } from '../../../lib/api-client';

// Their query keys, options and hooks: src/api/queries/.

export const fetchJobAlerts = (signal?: AbortSignal) => api.get<JobAlert[]>('/api/job-alerts/', signal);

export const createJobAlert = (payload: JobAlertCreate) => api.post<JobAlert>('/api/job-alerts/', payload);

export const updateJobAlert = (id: number, change: JobAlertPatch) => api.patch<JobAlert>(`/api/job-alerts/${id}/`, change);

export async function deleteJobAlert(id: number): Promise<void> {
  await apiRequest<null>(`/api/job-alerts/${id}/`, { method: 'DELETE' });
}

/** One open job, as the list shows it: what an alert mail's link opens. */
export const fetchJob = (id: number, signal?: AbortSignal) => api.get<JobForProfessional>(`/hiring/jobs/${id}/`, signal);
