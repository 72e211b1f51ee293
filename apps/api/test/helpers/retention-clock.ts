import type { NewUser } from '../../src/demo/factories/users.js';

const DAY = 24 * 3_600_000;

/**
 * The retention tests' clock: the day of the first run, in the past, so that a real sign-in during a test comes after
 * its warning; time is then driven by the `now` each run is given.
 */
export const WARNED = new Date('2026-03-02T08:00:00Z');
/** `days` after the first run (before it when negative). */
export const at = (days: number) => new Date(WARNED.getTime() + days * DAY);
/** An account created long ago and last signed in a little over `years` before the first run. */
export const unusedFor = (years: number) =>
  ({ createdAt: at(-(years + 1) * 365), lastLoginAt: at(-years * 365 - 10) }) satisfies Partial<NewUser>;
