import { z } from 'zod';
import { MSG_KEY } from '../messages.js';
import { email, newPassword } from './fields.js';

/** Links mailed to prove something of an account: a reset of its password, its address. */

/** POST /api/password-reset/: the same answer whether or not an account has this address. */
export const passwordResetRequestSchema = z.object({ email });
export type PasswordResetRequestPayload = z.infer<typeof passwordResetRequestSchema>;

/** POST /api/password-reset/confirm/: the token of the link and the new password, under registration's rules. */
export const passwordResetConfirmSchema = z.object({
  token: z
    .string({ error: MSG_KEY.resetLinkInvalid })
    .min(1, MSG_KEY.resetLinkInvalid)
    .max(200, MSG_KEY.resetLinkInvalid),
  password: newPassword,
});
export type PasswordResetConfirmPayload = z.infer<typeof passwordResetConfirmSchema>;

/** POST /api/email-confirmation/confirm/: the token of the link mailed to the account's address. */
export const emailConfirmationSchema = z.object({
  token: z
    .string({ error: MSG_KEY.confirmationLinkInvalid })
    .min(1, MSG_KEY.confirmationLinkInvalid)
    .max(300, MSG_KEY.confirmationLinkInvalid),
});
