import { getCountries, getCountryCallingCode, type CountryCode } from 'libphonenumber-js/min';

/**
 * Dialling regions that are not ISO 3166-1 countries (Ascension Island, Tristan da Cunha): they have their own
 * telephone metadata but no country code of their own.
 */
const NOT_COUNTRIES = new Set(['AC', 'TA']);

/** ISO 3166-1 alpha-2 codes that have a dialling code, so a phone number can be validated for them. */
const DIALLABLE = new Set<string>(getCountries().filter((code) => !NOT_COUNTRIES.has(code)));

export const DEFAULT_COUNTRY = 'CD';

export function isCountryCode(code: string): boolean {
  return DIALLABLE.has(code);
}

export function dialCode(code: string): string {
  return `+${getCountryCallingCode(code as CountryCode)}`;
}

export interface CountryEntry {
  name: string;
  code: string;
  phoneCode: string;
}

/** A country's name in one language, or undefined when the source of names does not know it. */
export type CountryName = (code: string) => string | undefined;

/**
 * Country names from the runtime's own data (`Intl.DisplayNames`), so that no list of names is downloaded;
 * undefined where the runtime has none (older browsers), for the caller to load names another way.
 */
export function builtInCountryNames(lang: string): CountryName | undefined {
  if (typeof Intl.DisplayNames !== 'function') return undefined;
  const names = new Intl.DisplayNames([lang], { type: 'region', fallback: 'none' });
  return (code) => names.of(code);
}

/** The country list (name, ISO code, phone code) in one language, sorted by name in that language. */
export function countryList(lang: string, nameOf: CountryName): CountryEntry[] {
  return [...DIALLABLE]
    .map((code) => ({ code, name: nameOf(code) ?? code, phoneCode: dialCode(code) }))
    .sort((a, b) => a.name.localeCompare(b.name, lang));
}
