import type { Language } from '@talent/shared';

/** The locale each language's numbers and dates are written in. */
export const LOCALES: Record<Language, string> = { en: 'en-US', fr: 'fr-FR' };

/**
 * One formatter per language, built on first use. Building an Intl formatter costs far more than using one: a
 * page of job cards formats dozens of dates and amounts, and a formatter built for each took a slow phone's main
 * thread about a millisecond every time.
 */
function perLanguage<F>(build: (locale: string) => F): (language: Language) => F {
  const built = new Map<Language, F>();
  return (language) => {
    let formatter = built.get(language);
    if (!formatter) {
      formatter = build(LOCALES[language]);
      built.set(language, formatter);
    }
    return formatter;
  };
}

/** A salary's figures: dollars, no cents. */
export const USD_FORMAT: Intl.NumberFormatOptions = {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
  minimumFractionDigits: 0,
};
const usd = perLanguage((locale) => new Intl.NumberFormat(locale, USD_FORMAT));
const wholeNumber = perLanguage((locale) => new Intl.NumberFormat(locale));
const oneDecimal = perLanguage((locale) => new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }));
const shortDate = perLanguage(
  (locale) => new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric' }),
);
const longMoment = perLanguage((locale) => new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short' }));
const mediumMoment = perLanguage(
  (locale) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }),
);

/**
 * Builds the job list's formatters ahead of its cards, in a task of their own while the page waits for its code or
 * data. The first formatter a page builds also loads the browser's locale data, slow on a cheap phone, which would
 * otherwise lengthen the task that draws the cards.
 */
export function prepareListFormatters(language: Language): void {
  usd(language);
  shortDate(language);
  wholeNumber(language);
}

/** Salary as USD with no decimals (see docs/product.md); null when not given (the caller shows "Not specified"). */
export function formatUsd(amount: number | null | undefined, language: Language): string | null {
  if (amount === null || amount === undefined || Number.isNaN(amount)) return null;
  return usd(language).format(amount);
}

/** A whole number in the reader's language: 1,000 / 1 000. */
export const formatNumber = (value: number, language: Language) => wholeNumber(language).format(value);

/** A number with at most one decimal: 1.4 / 1,4. */
export const formatOneDecimal = (value: number, language: Language) => oneDecimal(language).format(value);

/** A date (YYYY-MM-DD or ISO timestamp) in the reader's language, e.g. "21 Nov 2026" / "21 nov. 2026". */
export function formatDate(value: string | null | undefined, language: Language): string {
  if (!value) return '';
  const date = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00`) : new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return shortDate(language).format(date);
}

/** A moment (milliseconds since the epoch) in the reader's language, e.g. "November 23, 2026 at 11:54 PM" / "23 novembre 2026 à 23:54". */
export function formatDateTime(ms: number, language: Language): string {
  return longMoment(language).format(new Date(ms));
}

/** A moment of a list (an ISO timestamp), shorter: "Nov 23, 2026, 11:54 PM" / "23 nov. 2026, 23:54". */
export function formatListMoment(iso: string, language: Language): string {
  return mediumMoment(language).format(new Date(iso));
}
