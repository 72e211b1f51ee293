import { MARKET_TIME_ZONE } from './constants.js';

/**
 * Calendar dates as ISO strings (YYYY-MM-DD). "Today" is the date in Kinshasa everywhere (forms, API, SQL,
 * the closing job), so that a deadline is judged the same way by the browser's schema, the API and the
 * jobs list: a deadline on this day is still open.
 */
export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().startsWith(value);
}

/** Built on first use: loading the time zone's data is a slow phone's work that a page without dates skips. */
let marketDay: Intl.DateTimeFormat | undefined;

export function todayIso(now: Date = new Date()): string {
  marketDay ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: MARKET_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  return marketDay.format(now);
}

export function addDaysIso(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

const marketTimeFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * An instant as people in the market read it, on Kinshasa's clock whatever the reader's device: "Tue 1 Dec, 10:00"
 * ("mar. 1 déc., 10 h 00"). Interviews' times in mails, SMS and the web app alike.
 */
export function marketDateTime(instant: string | Date, language: 'en' | 'fr'): string {
  let format = marketTimeFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(language === 'fr' ? 'fr-FR' : 'en-GB', {
      timeZone: MARKET_TIME_ZONE,
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    marketTimeFormats.set(language, format);
  }
  const text = format.format(typeof instant === 'string' ? new Date(instant) : instant);
  // French writes the hour "10 h 00", a colon being a mark that takes a space before it.
  return language === 'fr' ? text.replace(/(\d{1,2}):(\d{2})/, '$1\u00a0h\u00a0$2') : text;
}
