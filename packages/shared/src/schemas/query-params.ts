import { z } from 'zod';
import { MSG_KEY } from '../messages.js';
import { text } from './fields.js';

// The values of a query string (or of a saved search's JSON, which holds the same values already read): each reads
// its text, and an empty text means absent.

/** Optional text: trimmed, and empty means absent. */
export const queryText = (max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    text({ error: MSG_KEY.invalidValue }).max(max, MSG_KEY.tooLong).optional(),
  );

/** Digits of the query string as a number; anything else is left to the number's own check. */
const digits = (v: unknown) =>
  v === undefined || v === '' ? undefined : typeof v === 'string' && /^\d{1,9}$/.test(v.trim()) ? Number(v) : v;

/** A whole number within bounds; absent or empty means no filter. */
export const queryInt = (min: number, max: number) =>
  z.preprocess(
    digits,
    z
      .number({ error: MSG_KEY.invalidNumber })
      .int(MSG_KEY.invalidNumber)
      .min(min, MSG_KEY.invalidNumber)
      .max(max, MSG_KEY.invalidNumber)
      .optional(),
  );

/** One number of a fixed list (`posted_within_days=7`); absent or empty means no filter, any other is refused. */
export const queryNumberOf = (values: readonly [number, ...number[]]) =>
  z.preprocess(digits, z.literal(values, { error: MSG_KEY.invalidChoice }).optional());

/** One or several values of a fixed list, comma-separated (`work_model=remote,hybrid`) or the parameter repeated. */
export function queryChoices<T extends readonly [string, ...string[]]>(values: T) {
  return z.preprocess(
    (v) => {
      const parts = (Array.isArray(v) ? v : v === undefined ? [] : [v]).flatMap((p) => String(p).split(','));
      const chosen = [...new Set(parts.map((p) => p.trim()).filter((p) => p !== ''))];
      return chosen.length === 0 ? undefined : chosen;
    },
    z.array(z.enum(values, { error: MSG_KEY.invalidChoice })).optional(),
  );
}
