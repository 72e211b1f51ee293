import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min';

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
