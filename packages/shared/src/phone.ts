import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min';
import type { z } from 'zod';
import { isCountryCode } from './countries.js';
import { MSG_KEY } from './messages.js';

/** The number in E.164 form when it is a valid number (national for the country, or with its own +code). */
export function normalisePhone(phone: string, country: string): string | undefined {
  const parsed = parsePhoneNumberFromString(phone.trim(), country.toUpperCase() as CountryCode);
  return parsed?.isValid() ? parsed.number : undefined;
}

/** A stored E.164 number without the country's dialling code, for a field that shows the code beside it. */
export function nationalNumber(phone: string | null | undefined, country: string): string {
  if (!phone) return '';
  const parsed = parsePhoneNumberFromString(phone, country.toUpperCase() as CountryCode);
  if (parsed && parsed.country === country.toUpperCase()) return parsed.nationalNumber;
  return phone;
}

/** Adds the phone number's message at `path` when `phone` is not a valid number of `country`. */
export function checkPhoneForCountry(ctx: z.RefinementCtx, phone: string, country: string, path: PropertyKey[]): void {
  if (!normalisePhone(phone, country)) ctx.addIssue({ code: 'custom', path, message: MSG_KEY.invalidPhone });
}

/**
 * The refinement of a form whose phone number is optional: a number that is given must be valid for the form's
 * country, once a country of the list is chosen (the country's own field says what is wrong otherwise).
 */
export function refineOptionalPhone(value: { phone_number?: string; country: string }, ctx: z.RefinementCtx): void {
  if (value.phone_number && isCountryCode(value.country))
    checkPhoneForCountry(ctx, value.phone_number, value.country, ['phone_number']);
}
