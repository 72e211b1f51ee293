import { MARKET_TIME_ZONE } from '@talent/shared';

const isoDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: MARKET_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today's date (YYYY-MM-DD) in the market's time zone: a deadline on this day is still open. */
export function marketToday(now: Date = new Date()): string {
  return isoDay.format(now);
}

/** A YYYY-MM-DD date moved by whole days. */
export function addDays(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
