import { randomBytes, randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll } from 'vitest';
import { buildApp, type App, type BuildOptions } from '../../src/app.js';
import { testConfig, type Config } from '../../src/config.js';
import { openDatabase, type Database } from '../../src/db/client.js';
import { createTokenService } from '../../src/services/jwt.js';
import type { AppContext } from '../../src/context.js';

/**
 * The database the integration suite runs on: PGlite in memory by default; with TEST_DB=postgres,
 * a fresh database created on the server of TEST_DATABASE_URL for each test file, dropped afterwards.
 */
async function openTestDatabase(): Promise<Database> {
  if (process.env.TEST_DB !== 'postgres') return openDatabase({});
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `t_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 4 });
  return {
    ...database,
    close: async () => {
      await database.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

export interface TestApp {
  app: App;
  ctx: AppContext;
  /** A header with a valid access token for the user. */
  authHeader(user: { id: string; userType: string }): Promise<{ authorization: string }>;
}

/** A fresh app on a fresh database for one test file; closed after the file. */
export async function createTestApp(overrides: Partial<Config> = {}, options: BuildOptions = {}): Promise<TestApp> {
  // Generous rate limits, so that only the tests about them meet them.
  const config = testConfig({ RATE_LIMIT_PER_IP: 10_000, RATE_LIMIT_PER_ACCOUNT: 10_000, ...overrides });
  const database = await openTestDatabase();
  const secret = new Uint8Array(randomBytes(32));
  const tokens = createTokenService(secret, config.ACCESS_TOKEN_TTL_SECONDS, config.REFRESH_TOKEN_TTL_DAYS);
  const ctx: AppContext = { config, database, db: database.db, tokens, secret, redisUrl: config.REDIS_URL };
  const app = await buildApp(ctx, options);
  await app.ready();
  afterAll(async () => {
    await app.close();
    await database.close();
  });
  return {
    app,
    ctx,
    authHeader: async (user) => ({
      authorization: `Bearer ${await tokens.signAccess(user.id, user.userType as 'professional')}`,
    }),
  };
}
