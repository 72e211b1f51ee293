/**
 * Calendar dates as ISO strings (YYYY-MM-DD). "Today" is the UTC date everywhere (forms, API, SQL), so that
 * a deadline is judged the same way by the browser's schema, the API and the closing job. DR Congo is UTC+1
 * or UTC+2, so a deadline stays open until at most two hours past local midnight.
 */
export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().startsWith(value);
}

export function todayIso(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

export function addDaysIso(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
