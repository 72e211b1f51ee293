import { z } from 'zod';

const optionalString = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()));

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalString.pipe(
    z.string().regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://').optional(),
  ),
  JWT_SECRET: optionalString.pipe(z.string().min(32, 'must be at least 32 characters long').optional()),
  REDIS_URL: optionalString.pipe(z.string().regex(/^rediss?:\/\//, 'must start with redis://').optional()),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(60).max(3600).default(600),
  REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(90).default(14),
  FILE_URL_TTL_SECONDS: z.coerce.number().int().min(30).max(86400).default(900),
  DEMO_TTL_HOURS: z.coerce.number().int().min(1).max(168).default(24),
  WEB_DIST: z.string().default('apps/web/dist'),
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  /** Rate limits: attempts a minute per IP and per account on the sensitive account endpoints. */
  RATE_LIMIT_PER_IP: z.coerce.number().int().min(1).default(30),
  RATE_LIMIT_PER_ACCOUNT: z.coerce.number().int().min(1).default(10),
  /** Prefix of the rate-limit keys in Redis, so that several deployments can share one Redis. */
  RATE_LIMIT_PREFIX: z.string().regex(/^[\w:-]{1,64}$/, 'letters, digits, _, - and : only').default('talent-rl'),
  /** Password for `npm run create-admin` when --password is not given (keeps it out of the shell history). */
  ADMIN_PASSWORD: optionalString,
  SEED_DEMO_DATA: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
});

export type Config = z.output<typeof envSchema>;

export class ConfigError extends Error {}

/** Reads and validates the environment once; every problem is listed, not just the first. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const result = envSchema.safeParse(env);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  - ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return result.data;
}

/** A configuration for tests and tools: defaults plus overrides, without reading the process environment. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return { ...envSchema.parse({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }), ...overrides };
}
