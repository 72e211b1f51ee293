import countries from 'i18n-iso-countries';
import { getCountries, getCountryCallingCode, type CountryCode } from 'libphonenumber-js/min';

/** ISO 3166-1 alpha-2 codes that have a dialling code, so a phone number can be validated for them. */
const DIALLABLE = new Set<string>(getCountries());

export const DEFAULT_COUNTRY = 'CD';

export function isCountryCode(code: string): boolean {
  return DIALLABLE.has(code) && countries.isValid(code);
}

export function dialCode(code: string): string {
  return `+${getCountryCallingCode(code as CountryCode)}`;
}

export interface CountryEntry {
  name: string;
  code: string;
  phoneCode: string;
}

/**
 * The country list (name, ISO code, phone code) in one language. The caller registers the locale's
 * names first (`registerCountryNames`), so that only the languages in use are loaded.
 */
export function countryList(lang: string): CountryEntry[] {
  const names = countries.getNames(lang, { select: 'official' });
  return Object.entries(names)
    .filter(([code]) => DIALLABLE.has(code))
    .map(([code, name]) => ({ code, name, phoneCode: dialCode(code) }))
    .sort((a, b) => a.name.localeCompare(b.name, lang));
}

export function registerCountryNames(locale: Parameters<typeof countries.registerLocale>[0]): void {
  countries.registerLocale(locale);
}

/** A two-letter code from a code or an English name in the list (spec section 3: the code when the name is listed). */
export function toCountryCode(value: string): string | undefined {
  const v = value.trim();
  if (v.length === 2 && isCountryCode(v.toUpperCase())) return v.toUpperCase();
  const code = countries.getAlpha2Code(v, 'en');
  return code && isCountryCode(code) ? code : undefined;
}
