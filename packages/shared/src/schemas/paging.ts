import { z } from 'zod';
import { MSG_KEY } from '../messages.js';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from '../constants.js';

/** A positive whole number from the query string; absent or empty means "use the default". */
const positiveInt = z.preprocess(
  (v) =>
    v === undefined || v === '' ? undefined : typeof v === 'string' && /^\d{1,9}$/.test(v.trim()) ? Number(v) : v,
  z.number({ error: MSG_KEY.invalidNumber }).int(MSG_KEY.invalidNumber).min(1, MSG_KEY.invalidNumber).optional(),
);

/**
 * `?page=N&page_size=M` of every list. A page size above the maximum is lowered to it
 * rather than refused, as Django REST Framework does.
 */
export const pageQuerySchema = pageQueryOf(PAGE_SIZE_DEFAULT);

/** `?page=N&page_size=M` of a list whose pages hold `defaultSize` items unless asked otherwise. */
export function pageQueryOf(defaultSize: number) {
  return z.object({
    page: positiveInt.transform((v) => v ?? 1),
    page_size: positiveInt.transform((v) => Math.min(v ?? defaultSize, PAGE_SIZE_MAX)),
  });
}
export type PageQuery = z.output<typeof pageQuerySchema>;
