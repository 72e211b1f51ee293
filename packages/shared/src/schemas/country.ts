import { z } from 'zod';
import { MSG_KEY } from '../messages.js';
import { isCountryCode } from '../countries.js';

/**
 * A country by its ISO code. Apart from the other fields because it needs the dialling data, which the pages
 * without a country field (logging in, most of all) should not have to download.
 */
export const country = z
  .string({ error: MSG_KEY.required })
  .trim()
  .min(1, MSG_KEY.required)
  .transform((v) => v.toUpperCase())
  .refine(isCountryCode, MSG_KEY.invalidCountry);
