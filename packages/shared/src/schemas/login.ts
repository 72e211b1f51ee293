import { z } from 'zod';
import { MSG_KEY } from '../messages.js';
import { email, optionalText, requiredText } from './fields.js';

/**
 * A one-time code (the 6 digits of an authenticator app) or, once each, one of the account's recovery codes.
 * Spaces a person types between the digit groups are ignored.
 */
export const oneTimeCode = requiredText(32);

/** Its own module: the log-in form needs none of registration's country and phone data. */
export const loginSchema = z.object({
  email,
  password: z.string({ error: MSG_KEY.required }).min(1, MSG_KEY.required).max(1024, MSG_KEY.tooLong),
  /** Staff only: their one-time code, asked for (401 `otp_required`) once the password is right. */
  otp: optionalText(32).optional(),
});
export type LoginPayload = z.infer<typeof loginSchema>;

/** The staff second factor being set up: the secret as text and as a QR code (a PNG data URL) for the app. */
export const otpEnrolmentSchema = z.object({
  secret: z.string(),
  otpauth_url: z.string(),
  qr_code: z.string(),
});
export type OtpEnrolment = z.infer<typeof otpEnrolmentSchema>;

export const otpConfirmSchema = z.object({ otp: oneTimeCode });
export type OtpConfirmPayload = z.infer<typeof otpConfirmSchema>;
