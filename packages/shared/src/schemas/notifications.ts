import { z } from 'zod';
import { EMAIL_CATEGORIES } from '../constants.js';

/** What the bell can tell: each kind's `data` names what its sentence needs. */
export const NOTIFICATION_KINDS = [
  'application_status',
  'applicant_forwarded',
  'job_request_decision',
  'staff_digest',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const notificationSchema = z.object({
  id: z.number(),
  kind: z.enum(NOTIFICATION_KINDS),
  /** application_status: job_id (absent from notices older than it), job_title, status, company; applicant_forwarded: job_title, applicant; job_request_decision: job_title, approved, reason; staff_digest: count. */
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
