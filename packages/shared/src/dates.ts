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
