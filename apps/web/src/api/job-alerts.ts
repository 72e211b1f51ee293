import type { JobAlert, JobAlertCreate, JobAlertPatch } from '@talent/shared';
import { api, apiRequest } from '../lib/api-client';

// The professional's saved searches. Their query keys, options and hooks: ./queries/job-alert*.ts.

export const JOB_ALERTS_PATH = '/api/job-alerts/';
export const fetchJobAlerts = (signal?: AbortSignal) => api.get<JobAlert[]>(JOB_ALERTS_PATH, signal);

export const createJobAlert = (payload: JobAlertCreate) => api.post<JobAlert>('/api/job-alerts/', payload);

export const updateJobAlert = (id: number, change: JobAlertPatch) =>
  api.patch<JobAlert>(`/api/job-alerts/${id}/`, change);

export async function deleteJobAlert(id: number): Promise<void> {
  await apiRequest<null>(`/api/job-alerts/${id}/`, { method: 'DELETE' });
}
