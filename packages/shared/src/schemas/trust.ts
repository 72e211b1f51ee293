import { z } from 'zod';
import {
  JOB_STATUSES,
  REPORT_DECISIONS,
  REPORT_DETAILS_MAX_LENGTH,
  REPORT_OUTCOMES,
  REPORT_REASONS,
  RISK_FLAG_CODES,
  STAFF_NOTE_MAX_LENGTH,
} from '../constants.js';
import { MSG_KEY } from '../messages.js';
import { MULTI_LINE, oneOf, requiredText, text } from './fields.js';
import { pageQuerySchema } from './paging.js';

/** Something in a job request that staff should look at before approving it, with the words that raised it. */
export const riskFlagSchema = z.object({
  code: z.enum(RISK_FLAG_CODES),
  /** The words of the request that raised it, as written (for fee_request and off_platform_contact), or what was found. */
  evidence: z.string(),
});
export type RiskFlag = z.infer<typeof riskFlagSchema>;

/** POST /hiring/jobs/<id>/report/: a signed-in professional reports a job. */
export const jobReportSchema = z.object({
  reason: oneOf(REPORT_REASONS),
  details: text(MULTI_LINE).max(REPORT_DETAILS_MAX_LENGTH, MSG_KEY.tooLong).optional(),
});
export type JobReportPayload = z.input<typeof jobReportSchema>;

/** GET /api/admin/reports/?status=open|resolved (open by default): reports grouped by job, most reported first. */
export const adminReportsQuerySchema = pageQuerySchema.extend({
  status: oneOf(['open', 'resolved'] as const).optional(),
});

export const adminReportSchema = z.object({
  id: z.number(),
  reason: z.enum(REPORT_REASONS),
  details: z.string(),
  reporter_id: z.string(),
  reporter_email: z.string(),
  /** The message reported, for a report of a message of a thread about the job; staff read that thread through it. */
  message_id: z.number().nullable(),
  created_at: z.string(),
});

export const adminReportGroupSchema = z.object({
  job_id: z.number(),
  job_title: z.string(),
  job_status: z.enum(JOB_STATUSES),
  employer_id: z.string(),
  company_name: z.string().nullable(),
  employer_verified: z.boolean(),
  employer_suspended: z.boolean(),
  /** Reports of the job and of its threads' messages (a person reports a job, or a message, once). */
  count: z.number(),
  reports: z.array(adminReportSchema),
  last_reported_at: z.string(),
  /** Set once resolved. */
  outcome: z.enum(REPORT_OUTCOMES).nullable(),
  resolved_at: z.string().nullable(),
});
export type AdminReportGroup = z.infer<typeof adminReportGroupSchema>;

/** POST /api/admin/reports/<job id>/resolve/: every open report of the job is settled; reporters are told. */
export const resolveReportsSchema = z.object({ outcome: oneOf(REPORT_DECISIONS) });

/** POST /api/admin/users/<id>/verify/: how staff checked who the employer is. */
export const verifyEmployerSchema = z.object({ note: requiredText(STAFF_NOTE_MAX_LENGTH, MULTI_LINE) });
/** Why staff suspend an account, or lift its suspension: the same limits either way. */
const staffReason = requiredText(STAFF_NOTE_MAX_LENGTH, MULTI_LINE);
/** POST /api/admin/users/<id>/suspend/: why, kept in the audit log, shown to staff and mailed to the account. */
export const suspendUserSchema = z.object({ reason: staffReason });
/** POST /api/admin/users/<id>/unsuspend/: why the suspension is lifted, kept in the audit log. */
export const unsuspendUserSchema = z.object({ reason: staffReason });
