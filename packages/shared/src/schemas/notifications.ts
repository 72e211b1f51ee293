import { z } from 'zod';
import { EMAIL_CATEGORIES, PHONE_CODE_LENGTH, SMS_CATEGORIES } from '../constants.js';
import { MSG_KEY } from '../messages.js';

/** What the bell can tell: each kind's `data` names what its sentence needs. */
export const NOTIFICATION_KINDS = [
  'application_status',
  'application_sent',
  'applicant_forwarded',
  'job_request_decision',
  'staff_digest',
  'report_outcome',
  'job_closed',
  'job_withdrawn',
  'new_message',
  'interview',
  'texts_held',
  'employer_suspended',
  'offer_answered',
  'offer_reminder',
  'saved_job_closing',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const notificationSchema = z.object({
  id: z.number(),
  kind: z.enum(NOTIFICATION_KINDS),
  /** application_status: job_id (absent from notices older than it), job_title, status, company; application_sent: application_id, job_id, job_title (the receipt of an application, to its applicant); applicant_forwarded: job_title, applicant; job_request_decision: job_title, approved, reason; staff_digest: count, held (employers' texts waiting for staff's check); report_outcome: job_title, outcome (dismissed, job_closed or employer_suspended); job_closed: job_title (its employer's account deleted, to its applicants); job_withdrawn: job_id, job_title (taken down by staff, to its applicants); new_message: application_id, job_id, job_title, from (employer or applicant); interview: application_id, job_id, job_title, event (proposed, scheduled, declined, counter_proposed, cancelled, reminder), at (the chosen time, or null), for (the side told: employer or applicant); texts_held: day (to staff: employers' texts wait for their check); employer_suspended: job_id, job_title (to its applicant: staff suspended the job's employer); offer_answered: application_id, job_id, job_title, answer (accepted or declined), applicant, applicant_id (to the employer: the applicant's name, removed with their account); offer_reminder: application_id, job_id, job_title (to the applicant who left an offer unanswered); saved_job_closing: job_id, job_title, deadline (a job the professional saved closes within 3 days). */
  data: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
  read: z.boolean(),
  created_at: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** GET /api/notifications/: the unread count and the newest notices. */
export const notificationsResponseSchema = z.object({ unread: z.number(), items: z.array(notificationSchema) });
export type NotificationsResponse = z.infer<typeof notificationsResponseSchema>;

/** GET and PATCH /api/email-settings/: whether each category of e-mail is sent (the app's notices always are). */
export const emailSettingsSchema = z.object(
  Object.fromEntries(EMAIL_CATEGORIES.map((c) => [c, z.boolean()])) as Record<
    (typeof EMAIL_CATEGORIES)[number],
    z.ZodBoolean
  >,
);
export const emailSettingsPatchSchema = emailSettingsSchema.partial().strict();
export type EmailSettings = z.infer<typeof emailSettingsSchema>;

/** GET and PATCH /api/sms-settings/: whether each category is sent by SMS, once the number is proven. */
export const smsSettingsSchema = z.object({
  ...(Object.fromEntries(SMS_CATEGORIES.map((c) => [c, z.boolean()])) as Record<
    (typeof SMS_CATEGORIES)[number],
    z.ZodBoolean
  >),
  /** The profile's number, E.164; null when the profile has none. */
  phone_number: z.string().nullable(),
  /** Whether that number is proven by a code: nothing is sent by SMS to a number that is not. */
  phone_verified: z.boolean(),
  /** When the person last changed a category (on the page, or by texting STOP or START); null if never. */
  changed_at: z.string().nullable(),
});
export type SmsSettings = z.infer<typeof smsSettingsSchema>;
export const smsSettingsPatchSchema = emailSettingsSchema.partial().strict();

/** POST /api/phone-verification/confirm/: the code the SMS carried. */
export const phoneCodeConfirmSchema = z.object({
  code: z
    .string({ error: MSG_KEY.phoneCodeWrong })
    .trim()
    .regex(new RegExp(`^\\d{${PHONE_CODE_LENGTH}}$`), MSG_KEY.phoneCodeWrong),
});
