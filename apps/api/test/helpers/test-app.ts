import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll } from 'vitest';
import { buildApp, type App, type BuildOptions } from '../../src/app.js';
import { testConfig, type Config } from '../../src/config.js';
import { openDatabase, type Database } from '../../src/db/client.js';
import { createTokenService } from '../../src/lib/jwt.js';
import type { AppContext } from '../../src/context.js';

/**
 * The database the integration suite runs on: PGlite in memory by default, loaded from a migrated one; with
 * TEST_DB=postgres, a fresh database copied from a migrated template on the server of TEST_DATABASE_URL for each test
 * file, dropped afterwards.
 */
async function openTestDatabase(): Promise<Database> {
  if (process.env.TEST_DB !== 'postgres') return openDatabase({ startFrom: await migratedEmbeddedFiles() });
  const server = await createServerDatabase({ template: await migratedServerTemplate() });
  const database = await openDatabase({ databaseUrl: server.url, poolSize: 4 });
  return {
    ...database,
    close: async () => {
      await database.close();
      await server.drop();
    },
  };
}

/**
 * The files of a freshly migrated embedded database, made once for the worker (its modules are kept from one test
 * file to the next): each file's database loads them in a fraction of the seconds that migrating a new one takes.
 */
let migratedFiles: Promise<Blob> | undefined;
function migratedEmbeddedFiles(): Promise<Blob> {
  migratedFiles ??= openDatabase({}).then(async (database) => {
    try {
      return await database.dumpFiles!();
    } finally {
      await database.close();
    }
  });
  return migratedFiles;
}

/**
 * Runs one statement on the PostgreSQL server of TEST_DATABASE_URL, on a connection of its own; `andThen` runs more
 * on that connection before it closes.
 */
export async function onTestServer<T extends pg.QueryResultRow>(
  sql: string,
  params: unknown[] = [],
  database?: string,
  andThen?: (client: pg.Client) => Promise<void>,
) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const url = new URL(serverUrl);
  if (database) url.pathname = `/${database}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    const result = await client.query<T>(sql, params);
    await andThen?.(client);
    return result;
  } finally {
    await client.end();
  }
}

/**
 * A migrated database on the server of TEST_DATABASE_URL to copy each test file's from (`create database ... template`,
 * a file copy of a third of a second where applying every migration takes a second). Its name carries a digest of the
 * migrations, so that a change of them makes a new one; the first worker to need it makes it under an advisory lock,
 * migrated under another name and renamed once whole, and the others wait and find it.
 */
let serverTemplate: Promise<string> | undefined;
function migratedServerTemplate(): Promise<string> {
  serverTemplate ??= (async () => {
    const migrations = fileURLToPath(new URL('../../drizzle/', import.meta.url));
    const digest = createHash('sha256');
    for (const file of readdirSync(migrations)
      .filter((f) => f.endsWith('.sql'))
      .sort()) {
      digest.update(file).update(readFileSync(join(migrations, file)));
    }
    const name = `t_template_${digest.digest('hex').slice(0, 16)}`;
    await onTestServer('select 1', [], undefined, async (client) => {
      await client.query(`select pg_advisory_lock(hashtext('talent-test-template'))`);
      const found = await client.query(`select 1 from pg_database where datname = $1`, [name]);
      if (found.rowCount === 0) {
        const making = await createServerDatabase();
        await (await openDatabase({ databaseUrl: making.url, poolSize: 1 })).close();
        await client.query(`alter database ${making.name} rename to ${name}`);
      }
      await client.query(`select pg_advisory_unlock(hashtext('talent-test-template'))`);
    });
    return name;
  })();
  return serverTemplate;
}

/** A new database on the PostgreSQL server of TEST_DATABASE_URL, for one test file: empty, or a copy of `template`. */
export async function createServerDatabase({ template }: { template?: string } = {}): Promise<{
  name: string;
  url: string;
  drop(): Promise<void>;
}> {
  const name = `t_${randomUUID().replaceAll('-', '')}`;
  await onTestServer(`create database ${name}${template ? ` template ${template}` : ''}`);
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: async () => void (await onTestServer(`drop database if exists ${name} with (force)`)),
  };
}

export interface TestApp {
  app: App;
  ctx: AppContext;
  /**
   * A header with a valid access token for the user, of a session proved with a one-time code as well (which only
   * the staff API asks for; staff-second-factor.test.ts signs in for real).
   */
  authHeader(user: { id: string; userType: string; sessionVersion?: number }): Promise<{ authorization: string }>;
}

/** A fresh app on a fresh database for one test file; closed after the file. */
export async function createTestApp(
  overrides: Partial<Config> = {},
  options: BuildOptions & { database?: Database } = {},
): Promise<TestApp> {
  // The erasure journal of this file's app, in a directory of its own (not the working directory's DATA_DIR).
  const journalDir = mkdtempSync(join(tmpdir(), 'talent-erasures-'));
  // Generous rate limits, so that only the tests about them meet them.
  const config = testConfig({
    RATE_LIMIT_PER_IP: 10_000,
    RATE_LIMIT_PER_ACCOUNT: 10_000,
    LOGIN_FREE_FAILURES: 10_000,
    ERASURE_JOURNAL: join(journalDir, 'erasures.log'),
    ...overrides,
  });
  const database = options.database ?? (await openTestDatabase());
  const secret = new Uint8Array(randomBytes(32));
  const tokens = createTokenService(secret, config.ACCESS_TOKEN_TTL_SECONDS, config.REFRESH_TOKEN_TTL_DAYS);
  const ctx: AppContext = { config, database, db: database.db, tokens, secret, redisUrl: config.REDIS_URL };
  const app = await buildApp(ctx, options);
  await app.ready();
  afterAll(async () => {
    await app.close();
    await database.close();
    rmSync(journalDir, { recursive: true, force: true });
  });
  return {
    app,
    ctx,
    authHeader: async (user) => ({
      authorization: `Bearer ${await tokens.signAccess(user.id, user.userType as 'professional', user.sessionVersion ?? 0, ['pwd', 'otp'])}`,
    }),
  };
}
