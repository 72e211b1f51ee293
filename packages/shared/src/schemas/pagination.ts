import { z } from 'zod';
import { MSG } from '../messages.js';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from '../constants.js';

/** Far beyond any list, and small enough that the offset stays a safe number in SQL. */
const PAGE_MAX = 1_000_000;

const wholeNumber = (message: string, max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' && /^\s*\d{1,9}\s*$/.test(v) ? Number(v) : v),
    z.number({ error: message }).int(message).min(1, message).max(max, message),
  );

/** `?page=N&page_size=M` of every list (DESIGN.md section 5). */
export const pageQuerySchema = z.object({
  page: wholeNumber(MSG.invalidPage, PAGE_MAX).default(1),
  page_size: wholeNumber(MSG.invalidPageSize, PAGE_SIZE_MAX).default(PAGE_SIZE_DEFAULT),
});
export type PageQuery = z.output<typeof pageQuerySchema>;
