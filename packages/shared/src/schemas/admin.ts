import { z } from 'zod';
import { MSG_KEY } from '../messages.js';
import { APPLICATION_STATUSES, JOB_STATUSES, REJECTION_REASON_MAX_LENGTH } from '../constants.js';
import { MULTI_LINE, oneOf, requiredText, text } from './fields.js';
import { jobBaseSchema } from './jobs.js';
import { applicantSchema } from './hiring.js';
import { pageQuerySchema } from './paging.js';
import { riskFlagSchema } from './trust.js';

/** The staff API under /api/admin/, for the console at /admin. */

/** An account's id in a query (a UUID); any other value is a 400 on the field. */
const accountId = z
  .string()
  .trim()
  .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, MSG_KEY.invalidValue);

/**
 * GET /api/admin/jobs/?status=&employer=: without a status, every job newest first; `pending` is the moderation
 * queue. `employer` keeps one employer's jobs (the account's id).
 */
export const adminJobsQuerySchema = pageQuerySchema.extend({
  status: oneOf(JOB_STATUSES).optional(),
  employer: accountId.optional(),
});

/** The employer behind a job, which staff always see (applicants only once shortlisted). */
export const jobEmployerSchema = z.object({
  id: z.string(),
  account_email: z.string(),
  company_name: z.string().nullable(),
  industry: z.string().nullable(),
  company_website: z.string().nullable(),
  company_size: z.string().nullable(),
  office_location: z.string().nullable(),
  country: z.string().nullable(),
  contact_name: z.string(),
  contact_job_title: z.string().nullable(),
  contact_email: z.string().nullable(),
  contact_phone: z.string().nullable(),
  onboarding_completed: z.boolean(),
  /** Staff checked who the employer is (verify), and when. */
  verified_at: z.string().nullable(),
  suspended_at: z.string().nullable(),
});

export const adminJobSchema = jobBaseSchema.extend({
  /** What the request's checks point staff to; empty for an ordinary request. */
  risk_flags: z.array(riskFlagSchema),
  /** Professionals who reported the job, and whose reports staff have not settled yet. */
  open_reports: z.number(),
  rejection_reason: z.string().nullable(),
  approved_at: z.string().nullable(),
  closed_at: z.string().nullable(),
  employer: jobEmployerSchema,
});
export type AdminJob = z.infer<typeof adminJobSchema>;

/** POST /api/admin/jobs/<id>/reject/: the reason is shown to the employer. */
export const rejectJobSchema = z.object({ reason: requiredText(REJECTION_REASON_MAX_LENGTH, MULTI_LINE) });
export type RejectJobPayload = z.input<typeof rejectJobSchema>;

/** GET /api/admin/jobs/<id>/applications/: best skill match first. */
export const adminApplicationsQuerySchema = pageQuerySchema.extend({ status: oneOf(APPLICATION_STATUSES).optional() });
export const adminApplicationSchema = applicantSchema.extend({ professional_id: z.string() });
export type AdminApplication = z.infer<typeof adminApplicationSchema>;

/** POST /api/admin/applications/<id>/status/ */
export const applicationStatusChangeSchema = z.object({ status: oneOf(APPLICATION_STATUSES) });
export type ApplicationStatusChangePayload = z.input<typeof applicationStatusChangeSchema>;

/** GET /api/admin/users/?type=&q=&id= (q searches e-mail, names and company name; id is one account). */
export const adminUsersQuerySchema = pageQuerySchema.extend({
  type: oneOf(['professional', 'employer', 'other'] as const).optional(),
  q: text().max(200, MSG_KEY.tooLong).optional(),
  id: accountId.optional(),
});
export const adminUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  user_type: z.enum(['professional', 'employer', 'other']),
  first_name: z.string(),
  last_name: z.string(),
  company_name: z.string().nullable(),
  is_staff: z.boolean(),
  is_demo: z.boolean(),
  onboarding_completed: z.boolean(),
  created_at: z.string(),
  last_login_at: z.string().nullable(),
  jobs_submitted: z.number(),
  applications_made: z.number(),
  /** An employer staff checked (POST .../verify/): when, and how. */
  verified_at: z.string().nullable(),
  verification_note: z.string().nullable(),
  /** A suspended account signs in no more and its jobs are closed (POST .../suspend/). */
  suspended_at: z.string().nullable(),
  suspension_reason: z.string().nullable(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

/** GET /api/admin/audit-log/: who did what, newest first. */
export const auditLogEntrySchema = z.object({
  id: z.number(),
  actor_id: z.string().nullable(),
  actor_email: z.string().nullable(),
  action: z.string(),
  target_type: z.string(),
  target_id: z.string(),
  details: z.record(z.string(), z.unknown()),
  created_at: z.string(),
});
export type AuditLogEntry = z.infer<typeof auditLogEntrySchema>;
