import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { detailError, type ApiError } from '../lib/errors.js';

/** A counter store of rate-limits.ts (memory, or Redis shared by every instance). */
export type LimiterFactory = (name: string, points: number, durationSeconds: number) => RateLimiterAbstract;

/**
 * The wait before the next sign-in, after `failures` failed ones of which `free` cost nothing: 1 s, then twice
 * as long each time, up to `maxSeconds`. Waits rather than a lock-out: whoever holds the password gets in once
 * the wait is over.
 */
export function signInWaitSeconds(failures: number, free: number, maxSeconds: number): number {
  if (failures <= free) return 0;
  return Math.min(maxSeconds, 2 ** Math.min(failures - free - 1, 30));
}

interface Scope {
  name: string;
  key: (account: string, ip: string) => string;
  /** Failures free of any wait, as a multiple of LOGIN_FREE_FAILURES. */
  freeFactor: number;
  maxWaitSeconds: number;
  /** How long failures are remembered. */
  memorySeconds: number;
  /** Whether a successful sign-in forgets them. */
  clearedBySuccess: boolean;
}

/**
 * Failures are counted three ways. One address guessing one account soon waits up to 15 minutes. The account as a
 * whole, guessed from many addresses, waits at most 30 s: long enough to make spread-out guessing slow, short
 * enough that the owner, whose address has no failures of its own, is let in after a short wait rather than
 * locked out by someone else's guesses. One address trying many accounts waits at most a minute, since many
 * people may share it (mobile operators put whole towns behind a few addresses).
 */
const SCOPES: Scope[] = [
  {
    name: 'account-ip',
    key: (a, ip) => `${a}|${ip}`,
    freeFactor: 1,
    maxWaitSeconds: 900,
    memorySeconds: 86_400,
    clearedBySuccess: true,
  },
  { name: 'account', key: (a) => a, freeFactor: 2, maxWaitSeconds: 30, memorySeconds: 3_600, clearedBySuccess: true },
  { name: 'ip', key: (_a, ip) => ip, freeFactor: 4, maxWaitSeconds: 60, memorySeconds: 3_600, clearedBySuccess: false },
];

export interface SignInThrottle {
  /** Throws a 429 while this account, this address, or this account from this address has to wait. */
  check(account: string, ip: string): Promise<void>;
  /** Counts a failed sign-in, and past the free ones sets the wait before the next. */
  failed(account: string, ip: string): Promise<void>;
  /** The owner got in: the failures of this account (but not of a shared address) are forgotten. */
  succeeded(account: string, ip: string): Promise<void>;
}

export function signInWait(seconds: number): ApiError {
  return Object.assign(detailError(429, { key: 'signInWait', params: { seconds } }, 'throttled'), {
    retryAfterSeconds: seconds,
  });
}

export function createSignInThrottle(limiter: LimiterFactory, freeFailures: number): SignInThrottle {
  const scopes = SCOPES.map((scope) => ({
    ...scope,
    free: scope.freeFactor * freeFailures,
    failures: limiter(`signin-failures-${scope.name}`, Number.MAX_SAFE_INTEGER, scope.memorySeconds),
    // One point: a block holds it above its allowance for the length of the wait.
    waits: limiter(`signin-wait-${scope.name}`, 1, 1),
  }));
  const normalise = (account: string) => account.trim().toLowerCase();
  return {
    async check(account, ip) {
      const waits = await Promise.all(
        scopes.map(async (s) => {
          const res = await s.waits.get(s.key(normalise(account), ip));
          return res && res.consumedPoints > 1 ? res.msBeforeNext : 0;
        }),
      );
      const longest = Math.max(...waits);
      if (longest > 0) throw signInWait(Math.max(1, Math.ceil(longest / 1000)));
    },
    async failed(account, ip) {
      await Promise.all(
        scopes.map(async (s) => {
          const key = s.key(normalise(account), ip);
          const { consumedPoints } = await s.failures.consume(key);
          const wait = signInWaitSeconds(consumedPoints, s.free, s.maxWaitSeconds);
          if (wait > 0) await s.waits.block(key, wait);
        }),
      );
    },
    async succeeded(account, ip) {
      await Promise.all(
        scopes
          .filter((s) => s.clearedBySuccess)
          .flatMap((s) => [
            s.failures.delete(s.key(normalise(account), ip)),
            s.waits.delete(s.key(normalise(account), ip)),
          ]),
      );
    },
  };
}
