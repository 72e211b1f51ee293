import { z } from 'zod';
import { MSG } from '../messages.js';
import { isHttpUrl, withHttps } from '../url.js';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '../constants.js';
import { isIsoDate } from '../dates.js';

/** Building blocks shared by every payload schema; each carries the message a user sees. */
export const requiredText = (max = 200) =>
  z.string({ error: MSG.required }).trim().min(1, MSG.required).max(max, MSG.tooLong);

export const optionalText = (max = 5000) =>
  z.string({ error: MSG.tooLong }).trim().max(max, MSG.tooLong);

export const email = z
  .string({ error: MSG.required })
  .trim()
  .min(1, MSG.required)
  .max(254, MSG.tooLong)
  .pipe(z.email({ error: MSG.invalidEmail }))
  .transform((v) => v.toLowerCase());

export const newPassword = z
  .string({ error: MSG.required })
  .min(1, MSG.required)
  .min(MIN_PASSWORD_LENGTH, MSG.passwordTooShort)
  .max(MAX_PASSWORD_LENGTH, MSG.passwordTooLong);

/** A website: https:// is added when missing (spec section 5), then it must be a web address. */
export const website = z
  .string({ error: MSG.required })
  .trim()
  .min(1, MSG.required)
  .max(300, MSG.tooLong)
  .transform(withHttps)
  .refine(isHttpUrl, MSG.invalidUrl);

export const optionalUrl = z
  .string({ error: MSG.invalidUrl })
  .trim()
  .max(300, MSG.tooLong)
  .refine((v) => v === '' || isHttpUrl(v), MSG.invalidUrl);

/** An ISO date (YYYY-MM-DD) that exists in the calendar. */
export const isoDate = z
  .string({ error: MSG.required })
  .trim()
  .min(1, MSG.required)
  .refine((v) => v === '' || isIsoDate(v), MSG.invalidDate);

/** One of a fixed list; a missing value says "required" rather than "choose one of the options". */
export function oneOf<T extends readonly [string, ...string[]]>(values: T, message: string = MSG.invalidChoice) {
  return z.enum(values, { error: (issue) => (issue.input === undefined ? MSG.required : message) });
}
