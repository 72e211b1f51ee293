import { z } from 'zod';
import { EMAIL_CATEGORIES } from '../constants.js';

/**
 * GET /api/me/consents/: what the person agreed to and when. The privacy notice they accepted by registering (null
 * for an account made before it was recorded), each choice of what is sent to them by e-mail and SMS (`since`
 * null: never changed, so the default since registration), and the job alerts they saved.
 */
export const consentsSchema = z.object({
  registered_at: z.string(),
  privacy_notice: z.object({
    version: z.string().nullable(),
    accepted_at: z.string().nullable(),
    /** The version in force now: a newer one than `version` is worth reading. */
    current_version: z.string(),
  }),
  choices: z.array(
    z.object({
      channel: z.enum(['email', 'sms']),
      category: z.enum(EMAIL_CATEGORIES),
      enabled: z.boolean(),
      since: z.string().nullable(),
      /** How it was last changed: on the site, or by an SMS (STOP, START); null when never changed. */
      way: z.enum(['web', 'sms']).nullable(),
    }),
  ),
  job_alerts: z.array(z.object({ name: z.string(), created_at: z.string() })),
});
export type Consents = z.infer<typeof consentsSchema>;
