import type { ApplicationPayload, JobForProfessional, ProfessionalApplication } from '@talent/shared';
import { api } from '../../../lib/api-client';
import { fetchPage, type Page } from '../../../lib/paging';

export const JOBS_KEY = ['jobs'] as const;
export const APPLICATIONS_KEY = ['applications'] as const;

/** The first page of GET /hiring/jobs/: skill-matched jobs, or every open job. */
export const jobsPath = (showAll: boolean) => `/hiring/jobs/?show_all=${showAll}`;

export function fetchJobs(path: string, signal?: AbortSignal): Promise<Page<JobForProfessional>> {
  return fetchPage<JobForProfessional>(path, signal);
}

export function applyToJob(payload: ApplicationPayload): Promise<ProfessionalApplication> {
  return api.post<ProfessionalApplication>('/hiring/applications/', payload);
}

export const APPLICATIONS_PATH = '/hiring/applications/';

export function fetchApplications(path: string, signal?: AbortSignal): Promise<Page<ProfessionalApplication>> {
  return fetchPage<ProfessionalApplication>(path, signal);
}
