import type { Language } from '@talent/shared';

/** The locale each language's numbers are written in. */
export const LOCALES: Record<Language, string> = { en: 'en-US', fr: 'fr-FR' };

/**
 * The locale each language's dates and lists of words are written in. English dates read day first, as in the
 * market ("29 Nov 2026"): the numbers' en-US wrote "Nov 29, 2026", and parts of the app that chose their own locale
 * wrote "29/11/2026" beside it.
 */
const TEXT_LOCALES: Record<Language, string> = { en: 'en-GB', fr: 'fr-FR' };

/**
 * One formatter per language, built on first use. Building an Intl formatter costs far more than using one: a
 * page of job cards formats dozens of dates and amounts, and a formatter built for each took a slow phone's main
 * thread about a millisecond every time.
 */
function perLanguage<F>(
  build: (locale: string) => F,
  locales: Record<Language, string> = LOCALES,
): (language: Language) => F {
  const built = new Map<Language, F>();
  return (language) => {
    let formatter = built.get(language);
    if (!formatter) {
      formatter = build(locales[language]);
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
const DATE: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' };
const shortDate = perLanguage((locale) => new Intl.DateTimeFormat(locale, DATE), TEXT_LOCALES);
/** How formatDate writes a date, for the shell's first rows, which write it before this code has arrived. */
export const shortDateFormat = (language: Language) => ({ locale: TEXT_LOCALES[language], options: DATE });
const moment = perLanguage(
  (locale) => new Intl.DateTimeFormat(locale, { ...DATE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }),
  TEXT_LOCALES,
);
// The build's target (ES2020) predates Intl.ListFormat: an older browser gets the words joined by commas.
const wordList = perLanguage(
  (locale): { format: (items: readonly string[]) => string } =>
    typeof Intl.ListFormat === 'function'
      ? new Intl.ListFormat(locale, { type: 'conjunction' })
      : { format: (items) => items.join(', ') },
  TEXT_LOCALES,
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

/** A date (YYYY-MM-DD or ISO timestamp) in the reader's language: "21 Nov 2026" / "21 nov. 2026". Every date of the app is written so. */
export function formatDate(value: string | null | undefined, language: Language): string {
  if (!value) return '';
  const date = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00`) : new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return shortDate(language).format(date);
}

/**
 * A moment (an ISO timestamp, or milliseconds since the epoch) in the reader's language and on the device's clock,
 * the date written as formatDate writes it: "23 Nov 2026, 23:54" / "23 nov. 2026, 23:54". Every date with its time
 * in the app is written so; an interview's time, on Kinshasa's clock, is marketDateTime's (packages/shared).
 */
export function formatDateTime(value: string | number, language: Language): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return String(value);
  return moment(language).format(date);
}

/** Words as a list in the reader's language: "Driving, Logistics and Heavy vehicles" / "… et …". */
export const formatList = (items: readonly string[], language: Language) => wordList(language).format(items);
