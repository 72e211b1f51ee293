import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { z } from 'zod';
import { PRODUCT_NAME } from '@talent/shared';

const optionalString = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()));

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** An https URL; plain http only on this machine (a local provider in tests and development). */
const issuerUrl = (fallback: string) =>
  z
    .string()
    .default(fallback)
    .refine((v) => {
      try {
        const url = new URL(v);
        return url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname));
      } catch {
        return false;
      }
    }, 'must be an https:// URL (http:// only for localhost)');

/** The site's origin as visitors reach it, e.g. https://congotalent.cd (no path). */
const publicUrl = optionalString.pipe(
  z
    .string()
    .refine((v) => {
      try {
        const url = new URL(v);
        return ['http:', 'https:'].includes(url.protocol) && url.pathname === '/' && !url.search && !url.hash;
      } catch {
        return false;
      }
    }, 'must be an origin such as https://congotalent.cd, without a path')
    .transform((v) => new URL(v).origin)
    .optional(),
);

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().default('./data'),
  /**
   * The erasure journal: a line (time, account id) appended for every account erased, kept outside the database so
   * that `npm run restore` can erase again whoever a backup still holds. Default: DATA_DIR/erasures.log.
   */
  ERASURE_JOURNAL: optionalString,
  DATABASE_URL: optionalString.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
  ),
  JWT_SECRET: optionalString.pipe(z.string().min(32, 'must be at least 32 characters long').optional()),
  REDIS_URL: optionalString.pipe(
    z
      .string()
      .regex(/^rediss?:\/\//, 'must start with redis://')
      .optional(),
  ),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(60).max(3600).default(600),
  REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(90).default(14),
  FILE_URL_TTL_SECONDS: z.coerce.number().int().min(30).max(86400).default(900),
  DEMO_TTL_HOURS: z.coerce.number().int().min(1).max(168).default(24),
  WEB_DIST: z.string().default('apps/web/dist'),
  /** A request must arrive whole within this time (a CV of 5 MB over a slow mobile link takes minutes). */
  REQUEST_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(300),
  /** A connection that sends nothing for this long is closed: a stalled upload does not stay open for ever. */
  IDLE_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  /** On SIGTERM, requests under way get this long to finish before their connections are closed. */
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().int().min(1).max(300).default(10),
  /**
   * API processes sharing the port: by default on a PostgreSQL server as `defaultApiProcesses` says, and always one on the embedded
   * database, which a single process opens.
   */
  WEB_CONCURRENCY: optionalString.pipe(z.coerce.number<string | undefined>().int().min(1).max(256).optional()),
  /** When set, GET /metrics answers Prometheus metrics to `Authorization: Bearer <METRICS_TOKEN>`; else 404. */
  METRICS_TOKEN: optionalString.pipe(z.string().min(16, 'must be at least 16 characters long').optional()),
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  /** Rate limits: attempts a minute per IP and per account on the sensitive account endpoints. */
  RATE_LIMIT_PER_IP: z.coerce.number().int().min(1).default(30),
  RATE_LIMIT_PER_ACCOUNT: z.coerce.number().int().min(1).default(10),
  /**
   * Failed sign-ins of one account from one address before each further one makes the next wait (1 s, 2 s, 4 s...);
   * twice as many for the account from anywhere, four times as many for the address on any account.
   */
  LOGIN_FREE_FAILURES: z.coerce.number().int().min(1).default(5),
  /** Prefix of the rate-limit keys in Redis, so that several deployments can share one Redis. */
  RATE_LIMIT_PREFIX: z
    .string()
    .regex(/^[\w:-]{1,64}$/, 'letters, digits, _, - and : only')
    .default('talent-rl'),
  /** Password for `npm run create-admin` when --password is not given (keeps it out of the shell history). */
  ADMIN_PASSWORD: optionalString,
  SEED_DEMO_DATA: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  /** Origin of the site; the social sign-in's redirect URI is <PUBLIC_URL>/auth/callback. */
  PUBLIC_URL: publicUrl,
  /** Social sign-in: a provider is offered only when both its client id and secret are set. */
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_CLIENT_SECRET: optionalString,
  GOOGLE_ISSUER: issuerUrl('https://accounts.google.com'),
  LINKEDIN_CLIENT_ID: optionalString,
  LINKEDIN_CLIENT_SECRET: optionalString,
  LINKEDIN_ISSUER: issuerUrl('https://www.linkedin.com/oauth'),
  /**
   * The SMTP server mail is sent through, e.g. smtps://user:password@smtp.example.cd:465. Without it mail is kept
   * in the outbox, where staff read it in the console.
   */
  SMTP_URL: optionalString.pipe(
    z
      .string()
      .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
      .optional(),
  ),
  /** The sender of the mail; no-reply at the site's host when not set. */
  MAIL_FROM: optionalString,
  /**
   * How long a sender holds the messages it claimed; a sender that dies holding them lets them go after this. Keep
   * it well above the SMTP timeouts (15 s to connect, 60 s of silence), or a slow send could be taken over.
   */
  MAIL_LEASE_SECONDS: z.coerce.number().int().min(1).max(3600).default(300),
  /**
   * The operator's SMS centre (or an aggregator's), reached by SMPP: smpp://SYSTEM_ID:PASSWORD@HOST:PORT, or smpps://
   * for TLS. Without it SMS are kept in the outbox, where staff read them in the console.
   */
  SMS_URL: optionalString.pipe(
    z
      .string()
      .regex(/^smpps?:\/\/[^/]+$/, 'must be smpp://SYSTEM_ID:PASSWORD@HOST:PORT (or smpps://)')
      .optional(),
  ),
  /** The sender's name shown on the phone: at most 11 letters and digits (an alphanumeric sender). */
  SMS_FROM: z
    .string()
    .regex(/^[A-Za-z0-9]{1,11}$/, 'at most 11 letters and digits')
    .default('CongoTalent'),
  /** SMS a person is sent a day at most, codes and answers to STOP and START aside. */
  SMS_DAILY_LIMIT: z.coerce.number().int().min(0).max(100).default(3),
  /**
   * Hours of Kinshasa's night when no SMS is sent but codes and answers (`21-7`: from 21:00 to 07:00); what falls due
   * then waits for the morning. Empty for none.
   */
  SMS_QUIET_HOURS: z
    .string()
    .default('21-7')
    .transform((v, ctx) => {
      if (v.trim() === '') return null;
      const match = /^\s*(\d{1,2})\s*-\s*(\d{1,2})\s*$/.exec(v);
      const [from, to] = match ? [Number(match[1]), Number(match[2])] : [NaN, NaN];
      if (!(from >= 0 && from <= 23 && to >= 0 && to <= 23 && from !== to)) {
        ctx.addIssue({ code: 'custom', message: 'must be two different hours such as 21-7, or empty for none' });
        return z.NEVER;
      }
      return { from, to };
    }),
});

/** Half a provider's credentials is a mistake worth stopping for, not a provider silently left out. */
const checkedEnvSchema = envSchema
  .superRefine((env, ctx) => {
    for (const provider of ['GOOGLE', 'LINKEDIN'] as const) {
      const id = env[`${provider}_CLIENT_ID`];
      const secret = env[`${provider}_CLIENT_SECRET`];
      if (Boolean(id) !== Boolean(secret)) {
        const [missing, given] = id ? ['CLIENT_SECRET', 'CLIENT_ID'] : ['CLIENT_ID', 'CLIENT_SECRET'];
        ctx.addIssue({
          code: 'custom',
          path: [`${provider}_${missing}`],
          message: `must be set with ${provider}_${given}`,
        });
      }
    }
    if (!env.DATABASE_URL && env.WEB_CONCURRENCY !== undefined && env.WEB_CONCURRENCY > 1) {
      ctx.addIssue({
        code: 'custom',
        path: ['WEB_CONCURRENCY'],
        message: 'must be 1 on the embedded database, which one process opens; set DATABASE_URL to run more',
      });
    }
  })
  .transform((env) => {
    const publicUrl = env.PUBLIC_URL ?? `http://localhost:${env.PORT}`;
    return {
      ...env,
      ERASURE_JOURNAL: env.ERASURE_JOURNAL ?? join(env.DATA_DIR, 'erasures.log'),
      WEB_CONCURRENCY:
        env.WEB_CONCURRENCY ?? (env.DATABASE_URL ? defaultApiProcesses(env.DATABASE_URL, availableParallelism()) : 1),
      PUBLIC_URL: publicUrl,
      MAIL_FROM: env.MAIL_FROM ?? `${PRODUCT_NAME} <no-reply@${new URL(publicUrl).hostname}>`,
    };
  });

export type Config = z.output<typeof checkedEnvSchema>;

export class ConfigError extends Error {}

/** Reads and validates the environment once; every problem is listed, not just the first. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const result = checkedEnvSchema.safeParse(env);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  - ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return result.data;
}

/** The environment of a program this one runs (pg_dump, pg_restore): this process's own, with `extra` added. */
export function childEnvironment(extra: Record<string, string>): NodeJS.ProcessEnv {
  return { ...process.env, ...extra };
}

/** A configuration for tests and tools: defaults plus overrides, without reading the process environment. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return { ...checkedEnvSchema.parse({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }), ...overrides };
}

/** Whether a PostgreSQL address is this machine's own server: a loopback host, or a socket (a path, or no host). */
function isThisMachine(databaseUrl: string): boolean {
  try {
    const url = new URL(databaseUrl);
    const host = decodeURIComponent(url.hostname).replace(/^\[|\]$/g, '');
    const socket = url.searchParams.get('host');
    return (
      host === '' ||
      host === 'localhost' ||
      host === '::1' ||
      host.startsWith('127.') ||
      host.startsWith('/') ||
      !!socket?.startsWith('/')
    );
  } catch {
    return false;
  }
}

/**
 * The API processes `npm start` runs on PostgreSQL when WEB_CONCURRENCY is not set: one per core when the database is
 * another machine's, and half the cores (at least one) when it is this machine's, whose other half its queries need.
 * Measured on 2 cores with PostgreSQL beside the server (bench/README.md): a second API process bought nothing, in a
 * steady market of 100,000 jobs (an open loop at 100 requests a second, p99 29.8 ms with one, 31.6 ms with two) or
 * seconds after a 99,000-job import (39 ms with one, 47 ms with two).
 */
export function defaultApiProcesses(databaseUrl: string, cores: number): number {
  return isThisMachine(databaseUrl) ? Math.max(1, Math.floor(cores / 2)) : cores;
}
