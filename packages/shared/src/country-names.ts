import countries from 'i18n-iso-countries';
import type { CountryName } from './countries.js';

// A file of names per language, for the runtimes without Intl.DisplayNames and for reading a country by its
// English name. Not exported from the package's index, so that pages which never need it do not load it.

/** Names from a locale file of i18n-iso-countries, which the caller loads (only the language in use). */
export function isoCountryNames(lang: string, locale: Parameters<typeof countries.registerLocale>[0]): CountryName {
  countries.registerLocale(locale);
  return (code) => countries.getName(code, lang, { select: 'official' });
}

/** A two-letter code from a code or from an English country name, undefined when neither is known. */
export function toCountryCode(value: string): string | undefined {
  const v = value.trim();
  if (v.length === 2 && countries.isValid(v.toUpperCase())) return v.toUpperCase();
  const code = countries.getAlpha2Code(v, 'en');
  return code && countries.isValid(code) ? code : undefined;
}
