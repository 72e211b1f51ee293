import type { Language } from '@talent/shared';

const locales: Record<Language, string> = { en: 'en-US', fr: 'fr-FR' };

/** Salary as USD with no decimals (see docs/product.md); null when not given (the caller shows "Not specified"). */
export function formatUsd(amount: number | null | undefined, language: Language): string | null {
  if (amount === null || amount === undefined || Number.isNaN(amount)) return null;
  return new Intl.NumberFormat(locales[language], {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: 0,
    minimumFractionDigits: 0,
  }).format(amount);
}

/** A date (YYYY-MM-DD or ISO timestamp) in the reader's language, e.g. "21 Nov 2026" / "21 nov. 2026". */
export function formatDate(value: string | null | undefined, language: Language): string {
  if (!value) return '';
  const date = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00`) : new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(locales[language], { day: 'numeric', month: 'short', year: 'numeric' }).format(date);
}

/** A moment (milliseconds since the epoch) in the reader's language, e.g. "November 23, 2026 at 11:54 PM" / "23 novembre 2026 à 23:54". */
export function formatDateTime(ms: number, language: Language): string {
  return new Intl.DateTimeFormat(locales[language], { dateStyle: 'long', timeStyle: 'short' }).format(new Date(ms));
}
