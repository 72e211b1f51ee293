import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min';

/** The number in E.164 form when it is a valid number (national for the country, or with its own +code). */
export function normalisePhone(phone: string, country: string): string | undefined {
  const parsed = parsePhoneNumberFromString(phone.trim(), country.toUpperCase() as CountryCode);
  return parsed?.isValid() ? parsed.number : undefined;
}
