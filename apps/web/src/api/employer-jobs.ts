import {
  PAGE_SIZE_DEFAULT,
  type ApplicantStageChangePayload,
  type EmployerApplicant,
  type EmployerJob,
  type JobRequestData,
} from '@talent/shared';
import { api } from '../lib/api-client';
import { getPage, pagePath } from '../lib/paged';
import { uploadForm } from '../lib/upload';

// An employer's job requests and their applicants. Their queries: ./queries/employer-*.ts.

/** GET /hiring/employer-jobs/: the employer's requests, newest first, one page at a time. */
const EMPLOYER_JOBS_PATH = '/hiring/employer-jobs/';
export const fetchEmployerJobs = (page: number, pageSize: number, signal?: AbortSignal) =>
  getPage<EmployerJob>(EMPLOYER_JOBS_PATH, { page, pageSize }, signal);
/** The address of a page of the history at the hiring centre's page size. */
export const employerJobsPath = (page: number) => pagePath(EMPLOYER_JOBS_PATH, { page, pageSize: PAGE_SIZE_DEFAULT });

/** POST /hiring/create/ as multipart (the optional job specification PDF travels with it); 201 on success. */
export const createJobRequest = (form: FormData, onProgress?: (fraction: number) => void) =>
  uploadForm<EmployerJob>('POST', '/hiring/create/', form, onProgress);

/**
 * PATCH /hiring/employer-jobs/<id>/ as JSON (the specification PDF stays as it is): a pending or approved request,
 * changed. The answer's status says whether an approved job went back to staff for review.
 */
export const updateEmployerJob = (jobId: number, data: JobRequestData) =>
  api.patch<EmployerJob>(`/hiring/employer-jobs/${jobId}/`, data);

/** POST /hiring/employer-jobs/<id>/close/ */
export const closeEmployerJob = (jobId: number) => api.post<unknown>(`/hiring/employer-jobs/${jobId}/close/`);

/** GET /hiring/employer-jobs/<id>/applicants/: the applicants staff forwarded, at whatever stage they are now. */
export const fetchApplicants = (jobId: number, page: number, pageSize: number, signal?: AbortSignal) =>
  getPage<EmployerApplicant>(`/hiring/employer-jobs/${jobId}/applicants/`, { page, pageSize }, signal);

/**
 * POST /hiring/employer-jobs/<id>/applicants/<applicationId>/status/: a forwarded applicant moved to a later stage
 * (not selected with a reason, and a note to them).
 */
export const moveApplicant = (jobId: number, applicationId: number, change: ApplicantStageChangePayload) =>
  api.post<EmployerApplicant>(`/hiring/employer-jobs/${jobId}/applicants/${applicationId}/status/`, change);
