import { z } from 'zod';
import { MSG } from '../messages.js';
import { email, newPassword } from './fields.js';

/** POST /api/password-reset/: the same answer whether or not an account has this address. */
export const passwordResetRequestSchema = z.object({ email });
export type PasswordResetRequestPayload = z.infer<typeof passwordResetRequestSchema>;

/** POST /api/password-reset/confirm/: the token of the link and the new password, under registration's rules. */
export const passwordResetConfirmSchema = z.object({
  token: z.string({ error: MSG.resetLinkInvalid }).min(1, MSG.resetLinkInvalid).max(200, MSG.resetLinkInvalid),
  password: newPassword,
});
export type PasswordResetConfirmPayload = z.infer<typeof passwordResetConfirmSchema>;
