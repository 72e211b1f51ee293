import { z } from 'zod';
import { MSG } from '../messages.js';
import { isCountryCode } from '../countries.js';

/**
 * A country by its ISO code. Apart from the other fields because it needs the dialling data, which the pages
 * without a country field (logging in, most of all) should not have to download.
 */
export const country = z
  .string({ error: MSG.required })
  .trim()
  .min(1, MSG.required)
  .transform((v) => v.toUpperCase())
  .refine(isCountryCode, MSG.invalidCountry);
