import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import cluster from 'node:cluster';
import {
  RateLimiterCluster,
  RateLimiterClusterMaster,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import type { Config } from '../config.js';
import { ApiError, tooManyRequests } from '../lib/errors.js';
import { createSignInThrottle, type SignInThrottle } from './sign-in-throttle.js';

/** The account endpoints that a brute-force attempt would hammer, social sign-in included. */
export type LimitedAction =
  | 'login'
  | 'register'
  | 'demo-login'
  | 'change-password'
  | 'staff-otp'
  | 'social-start'
  | 'social-login'
  | 'social-link'
  | 'cv-skills'
  | 'password-reset'
  | 'password-reset-confirm'
  | 'email-confirmation'
  | 'token-refresh'
  | 'phone-verification'
  | 'data-export'
  | 'account-deletion';

export interface RateLimits {
  /** Counts an attempt from this address; throws a 429 past RATE_LIMIT_PER_IP a minute. */
  byIp(action: LimitedAction, ip: string): Promise<void>;
  /** Counts an attempt on this account (e-mail); throws a 429 past RATE_LIMIT_PER_ACCOUNT a minute. */
  byAccount(action: LimitedAction, account: string): Promise<void>;
  /** Failed sign-ins, which make the next ones wait (sign-in-throttle.ts). */
  signIn: SignInThrottle;
  close(): Promise<void>;
}

const WINDOW_SECONDS = 60;

/** How long an API process waits for the supervisor's count before letting the request through unthrottled. */
const CLUSTER_TIMEOUT_MS = 2_000;

/** In the supervisor of several API processes: keeps the counters their limits share when there is no Redis. */
export function shareRateLimitsBetweenProcesses(): void {
  new RateLimiterClusterMaster();
}

/**
 * Counters in memory, or in Redis when REDIS_URL is set so that every API instance sees the same counts.
 * Should Redis be unreachable, each instance falls back to its own memory rather than refusing everyone. Without
 * Redis, the API processes of one instance keep their counts in the process that started them
 * (`shareRateLimitsBetweenProcesses`), so that a limit is not multiplied by the number of processes.
 */
export async function createRateLimits(
  config: Config,
  redisUrl: string | undefined,
  log: FastifyBaseLogger,
): Promise<RateLimits> {
  let redis: Redis | undefined;
  if (redisUrl) {
    redis = new Redis(redisUrl, { enableOfflineQueue: false, lazyConnect: true, maxRetriesPerRequest: 1 });
    redis.on('error', (err: Error) => log.warn({ err: err.message }, 'rate-limit store unavailable'));
    await redis.connect().catch(() => log.warn('Redis is not reachable; rate limits are counted in memory for now'));
  }

  const limiters = new Map<string, RateLimiterAbstract>();
  const counter = (name: string, points: number, duration: number) => {
    const keyPrefix = `${config.RATE_LIMIT_PREFIX}:${name}`;
    let found = limiters.get(keyPrefix);
    if (!found) {
      // This instance's own count: the only one without Redis, the fallback should Redis fail.
      const local = cluster.isWorker
        ? new RateLimiterCluster({ points, duration, keyPrefix, timeoutMs: CLUSTER_TIMEOUT_MS })
        : new RateLimiterMemory({ points, duration, keyPrefix });
      found = redis
        ? new RateLimiterRedis({
            storeClient: redis,
            points,
            duration,
            keyPrefix,
            rejectIfRedisNotReady: true,
            insuranceLimiter: local,
          })
        : local;
      limiters.set(keyPrefix, found);
    }
    return found;
  };
  const limiter = (scope: 'ip' | 'account', action: LimitedAction) =>
    counter(
      `${action}:${scope}`,
      scope === 'ip' ? config.RATE_LIMIT_PER_IP : config.RATE_LIMIT_PER_ACCOUNT,
      WINDOW_SECONDS,
    );

  // A store that fails does not stop people signing in: the failure is logged and the sign-in goes on unthrottled.
  const throttle = createSignInThrottle(counter, config.LOGIN_FREE_FAILURES);
  const logged =
    <A extends unknown[]>(what: string, run: (...args: A) => Promise<void>) =>
    async (...args: A) => {
      try {
        await run(...args);
      } catch (err) {
        if (err instanceof ApiError) throw err;
        log.warn({ err }, what);
      }
    };
  const signIn: SignInThrottle = {
    check: logged('sign-in wait not read', throttle.check),
    failed: logged('failed sign-in not counted', throttle.failed),
    succeeded: logged('sign-in failures not cleared', throttle.succeeded),
  };

  const consume = async (scope: 'ip' | 'account', action: LimitedAction, key: string) => {
    try {
      await limiter(scope, action).consume(key);
    } catch (err) {
      if (err instanceof RateLimiterRes) throw tooManyRequests(Math.max(1, Math.ceil(err.msBeforeNext / 1000)));
      log.warn({ err }, 'rate limit not counted');
    }
  };

  return {
    byIp: (action, ip) => consume('ip', action, ip),
    byAccount: (action, account) => consume('account', action, account.trim().toLowerCase()),
    signIn,
    close: async () => {
      if (redis) await redis.quit().catch(() => redis?.disconnect());
    },
  };
}
