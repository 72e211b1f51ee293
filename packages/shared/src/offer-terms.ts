import type { Language, OfferCurrency } from './constants.js';

/** How a currency is written after an amount where the market reads it: US dollars as USD, Congolese francs as FC. */
const CURRENCY_SIGN: Record<OfferCurrency, string> = { USD: 'USD', CDF: 'FC' };

const amounts = new Map<Language, Intl.NumberFormat>();
const days = new Map<Language, Intl.DateTimeFormat>();

/** A monthly salary as both sides read it: "520 USD", "1,500,000 FC" ("1 500 000 FC" in French). */
export function offerSalaryText(salary: number, currency: OfferCurrency, language: Language): string {
  let format = amounts.get(language);
  if (!format) {
    format = new Intl.NumberFormat(language === 'fr' ? 'fr-FR' : 'en-GB', { maximumFractionDigits: 0 });
    amounts.set(language, format);
  }
  return `${format.format(salary)}\u00a0${CURRENCY_SIGN[currency]}`;
}

/** A calendar day (YYYY-MM-DD) as people read it, whatever the reader's clock: "1 Dec 2026", "1 déc. 2026". */
export function calendarDayText(isoDay: string, language: Language): string {
  let format = days.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(language === 'fr' ? 'fr-FR' : 'en-GB', {
      timeZone: 'UTC',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
    });
    days.set(language, format);
  }
  return format.format(new Date(`${isoDay}T00:00:00Z`));
}
