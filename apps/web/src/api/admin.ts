import type {
  HiringFigures,
  AdminApplication,
  AdminJob,
  AdminReportGroup,
  AdminUser,
  ApplicationStatus,
  AuditLogEntry,
  JobStatus,
  OtpConfirmed,
  OtpEnrolment,
  OutboxMessage,
  ReportDecision,
  SmsDay,
} from '@talent/shared';
import { api } from '../lib/api-client';
import { getPage } from '../lib/paged';

// The staff console's requests. Their query keys, options and hooks: ./queries/admin-*.ts, one module per request.

/** Every job, or those of one status; of one employer (the account's id) when `employer` is given. */
export const fetchJobs = (
  filter: { status?: JobStatus; employer?: string },
  page: number,
  pageSize: number,
  signal?: AbortSignal,
) =>
  getPage<AdminJob>('/api/admin/jobs/', { page, pageSize, status: filter.status, employer: filter.employer }, signal);

export const fetchJob = (id: number, signal?: AbortSignal) => api.get<AdminJob>(`/api/admin/jobs/${id}/`, signal);

export const approveJob = (id: number) => api.post<unknown>(`/api/admin/jobs/${id}/approve/`);

/** The reason is shown to the employer. */
export const rejectJob = (id: number, reason: string) => api.post<unknown>(`/api/admin/jobs/${id}/reject/`, { reason });

export const closeJob = (id: number) => api.post<unknown>(`/api/admin/jobs/${id}/close/`);

/** Best skill match first, each with the skills that matched and those missing. */
export const fetchApplications = (jobId: number, page: number, pageSize: number, signal?: AbortSignal) =>
  getPage<AdminApplication>(`/api/admin/jobs/${jobId}/applications/`, { page, pageSize }, signal);

export const changeApplicationStatus = (id: number, status: ApplicationStatus) =>
  api.post<unknown>(`/api/admin/applications/${id}/status/`, { status });

/** Every account, filtered by type and a search, or the one account of `id`. */
export const fetchUsers = (
  filter: { type?: string; q?: string; id?: string },
  page: number,
  pageSize: number,
  signal?: AbortSignal,
) => getPage<AdminUser>('/api/admin/users/', { page, pageSize, type: filter.type, q: filter.q, id: filter.id }, signal);

/** An employer staff checked (an RCCM number, a call, a visit): the note says how. Employers only. */
export const verifyEmployer = (id: string, note: string) =>
  api.post<AdminUser>(`/api/admin/users/${id}/verify/`, { note });

/**
 * Ends the account's sessions, closes its open jobs, settles the reports on them and withdraws them from their
 * applicants; the reason stays in the audit log and is mailed to the account. Not for staff.
 */
export const suspendUser = (id: string, reason: string) =>
  api.post<AdminUser>(`/api/admin/users/${id}/suspend/`, { reason });

/** The account signs in again (its jobs stay closed); the reason stays in the audit log. */
export const unsuspendUser = (id: string, reason: string) =>
  api.post<AdminUser>(`/api/admin/users/${id}/unsuspend/`, { reason });

/** The jobs professionals reported, grouped by job, most reported first: those still open, or those settled. */
export const fetchReports = (status: 'open' | 'resolved', page: number, pageSize: number, signal?: AbortSignal) =>
  getPage<AdminReportGroup>('/api/admin/reports/', { page, pageSize, status }, signal);

/** Settles every open report of a job: nothing found (dismissed), or the job closed. The reporters are told. */
export const resolveReports = (jobId: number, outcome: ReportDecision) =>
  api.post<unknown>(`/api/admin/reports/${jobId}/resolve/`, { outcome });

export const fetchAuditLog = (page: number, pageSize: number, signal?: AbortSignal) =>
  getPage<AuditLogEntry>('/api/admin/audit-log/', { page, pageSize }, signal);

/** Staff without a one-time code: a new secret and its QR code, then its confirmation with a first code. */
export const startOtpSetup = () => api.post<OtpEnrolment>('/api/staff/otp/');
export const confirmOtpSetup = (otp: string) => api.post<OtpConfirmed>('/api/staff/otp/confirm/', { otp });

/** The mail the product wrote, newest first: without an SMTP server it all waits here, readable by staff. */
export const fetchOutbox = (page: number, pageSize: number, signal?: AbortSignal) =>
  getPage<OutboxMessage>('/api/admin/outbox/', { page, pageSize }, signal);

/** The SMS handed to the operator each of the last 14 days, newest first, with what their receipts said. */
export const fetchSmsDays = (signal?: AbortSignal) => api.get<SmsDay[]>('/api/admin/sms-days/', signal);

/** GET /api/admin/hiring-figures/: every request's figures together, and the applications waiting longest. */
export const fetchHiringFigures = (signal?: AbortSignal) =>
  api.get<HiringFigures>('/api/admin/hiring-figures/', signal);
