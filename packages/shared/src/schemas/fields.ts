import { z } from 'zod';
import { MSG_KEY, type MessageKey } from '../messages.js';
import { isHttpUrl, withHttps } from '../url.js';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '../constants.js';
import { isIsoDate } from '../dates.js';
import { hasControlCharacters } from '../control-characters.js';

export interface TextOptions {
  /** A textarea: tabs and line breaks are kept. Every other field is one line. */
  multiline?: boolean;
  /** The message for a value that is not text at all. */
  error?: MessageKey;
  /** Leading and trailing white space removed (the default). */
  trim?: boolean;
}

/**
 * The base of every text field: a string without control characters (see control-characters.ts), which a
 * field of its own refuses with a message rather than letting them reach the database or another reader.
 */
export function text({ multiline = false, error, trim = true }: TextOptions = {}) {
  const base = z.string(error === undefined ? undefined : { error });
  return (trim ? base.trim() : base).refine((v) => !hasControlCharacters(v, multiline), MSG_KEY.controlCharacters);
}

export const MULTI_LINE = { multiline: true } as const;

/**
 * Whether a text shows anything: a message of spaces, zero-width characters or joiners alone (which `trim` keeps)
 * reads as empty to its reader.
 */
export const hasVisibleCharacter = (value: string) => /[^\s\p{Cf}\p{Cc}\u115f\u1160\u3164\uffa0]/u.test(value);

/**
 * Building blocks shared by every payload schema; each names the message a user sees by its key in MSG (a
 * validation error's message is that key: the API sends it as the code, the web app shows it translated).
 */
export const requiredText = (max = 200, { multiline = false }: TextOptions = {}) =>
  text({ multiline, error: MSG_KEY.required }).min(1, MSG_KEY.required).max(max, MSG_KEY.tooLong);

export const optionalText = (max = 5000, { multiline = false }: TextOptions = {}) =>
  text({ multiline, error: MSG_KEY.tooLong }).max(max, MSG_KEY.tooLong);

export const email = text({ error: MSG_KEY.required })
  .min(1, MSG_KEY.required)
  .max(254, MSG_KEY.tooLong)
  .pipe(z.email({ error: MSG_KEY.invalidEmail }))
  .transform((v) => v.toLowerCase());

export const newPassword = z
  .string({ error: MSG_KEY.required })
  .min(1, MSG_KEY.required)
  .min(MIN_PASSWORD_LENGTH, MSG_KEY.passwordTooShort)
  .max(MAX_PASSWORD_LENGTH, MSG_KEY.passwordTooLong);

/** A website: https:// is added when missing (people type "example.cd"), then it must be a web address. */
export const website = text({ error: MSG_KEY.required })
  .min(1, MSG_KEY.required)
  .max(300, MSG_KEY.tooLong)
  .transform(withHttps)
  .refine(isHttpUrl, MSG_KEY.invalidUrl);

export const optionalUrl = text({ error: MSG_KEY.invalidUrl })
  .max(300, MSG_KEY.tooLong)
  .refine((v) => v === '' || isHttpUrl(v), MSG_KEY.invalidUrl);

/** An ISO date (YYYY-MM-DD) that exists in the calendar. */
export const isoDate = z
  .string({ error: MSG_KEY.required })
  .trim()
  .min(1, MSG_KEY.required)
  .refine((v) => v === '' || isIsoDate(v), MSG_KEY.invalidDate);

/** One of a fixed list; a missing value says "required" rather than "choose one of the options". */
export function oneOf<T extends readonly [string, ...string[]]>(
  values: T,
  message: MessageKey = MSG_KEY.invalidChoice,
) {
  return z.enum(values, { error: (issue) => (issue.input === undefined ? MSG_KEY.required : message) });
}
