import { HOUR_MS } from '@talent/shared';

/** SMS keep to Kinshasa's clock whatever the server's: no DST there, but the zone's rules are the database's to know. */
export const SMS_TIME_ZONE = 'Africa/Kinshasa';

/** Night hours when only codes and answers are sent: from `from` o'clock up to `to` o'clock, across midnight or not. */
export interface QuietHours {
  from: number;
  to: number;
}

const clock = new Intl.DateTimeFormat('en-GB', {
  timeZone: SMS_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

function kinshasaParts(at: Date) {
  const parts = Object.fromEntries(clock.formatToParts(at).map((p) => [p.type, p.value]));
  return {
    day: `${parts.year}-${parts.month}-${parts.day}`,
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
}

/** The day (YYYY-MM-DD) in Kinshasa at `at`: the day an SMS counts against a person's daily limit. */
export const kinshasaDay = (at: Date): string => kinshasaParts(at).day;

const inWindow = (hour: number, { from, to }: QuietHours) =>
  from < to ? hour >= from && hour < to : hour >= from || hour < to;

export function isQuiet(at: Date, quiet: QuietHours | null): boolean {
  return quiet !== null && inWindow(kinshasaParts(at).hour, quiet);
}

/** When the quiet hours around `at` end (the next `to` o'clock in Kinshasa); `at` itself outside them. */
export function quietEnd(at: Date, quiet: QuietHours | null): Date {
  if (!quiet || !isQuiet(at, quiet)) return at;
  const { hour, minute, second } = kinshasaParts(at);
  const hoursLeft = (quiet.to - hour + 24) % 24;
  const start = at.getTime() - ((minute * 60 + second) * 1000 + at.getMilliseconds());
  return new Date(start + hoursLeft * HOUR_MS);
}

/** The instant a Kinshasa day began: the daily limit counts the SMS written since. */
export function kinshasaDayStart(at: Date): Date {
  const { hour, minute, second } = kinshasaParts(at);
  return new Date(at.getTime() - ((hour * 60 + minute) * 60 + second) * 1000 - at.getMilliseconds());
}
