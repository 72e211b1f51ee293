import { mkdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { fuzzystrmatch } from '@electric-sql/pglite/contrib/fuzzystrmatch';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema.js';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs `select 1`; used by /readyz. */
  ping(): Promise<void>;
  /** The connection pool's state (PostgreSQL only; the embedded database has no pool). */
  poolStats?(): PoolStats;
  /** The embedded database's files as one tarball, which `startFrom` loads (the embedded database only). */
  dumpFiles?(): Promise<Blob>;
  /**
   * Runs `fn` while the embedded database runs no query (it runs one at a time): its files on disk are then those a
   * crash would leave, which a backup may copy. The embedded database on disk only.
   */
  whileNoQueryRuns?<T>(fn: (filesDir: string) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

// The API's drizzle/ folder, from this file's place in the sources (src/db/) or in the production build (dist/).
const fromSources = import.meta.url.endsWith('.ts');
const migrationsFolder = fileURLToPath(new URL(fromSources ? '../../drizzle' : '../drizzle', import.meta.url));

export interface DatabaseOptions {
  /** A PostgreSQL server; when absent the embedded PGlite is used. */
  databaseUrl?: string;
  /** PGlite's directory; absent means in memory (tests). */
  dataDir?: string;
  /**
   * An embedded database starts from these files (`dumpFiles`) instead of empty: in memory, the tests load one
   * already migrated instead of migrating a new database for each file, which took some seconds; in a new
   * `dataDir`, a restore brings back a backup. A `dataDir` that already holds a database refuses them.
   */
  startFrom?: Blob;
  poolSize?: number;
  /**
   * Told of every error on a pooled connection that no query was waiting for (the server restarted, a failover,
   * `pg_terminate_backend`, an idle timeout). The connection is dropped and the next query opens a new one.
   */
  onConnectionError?: (err: Error) => void;
}

/** How many migrations this version of the program has: a database with more was made by a newer version. */
export function knownMigrationCount(): number {
  const journal = JSON.parse(readFileSync(`${migrationsFolder}/meta/_journal.json`, 'utf8')) as { entries: unknown[] };
  return journal.entries.length;
}

/** How long a request waits for a connection before it is answered 503 (the database is unreachable or saturated). */
const CONNECT_TIMEOUT_MS = 5_000;
/** Any number: it only has to be the same for every instance of this application on one database. */
const MIGRATION_LOCK_KEY = 7_283_041_961;

/**
 * Each session may use at least this much memory for one bitmap or sort. A search for a common word in a large town
 * intersects bitmaps of hundreds of thousands of jobs at a million; within PostgreSQL's default 4 MB they lose their
 * rows' places and every job of the pages they cover is checked again. A server configured with more keeps its
 * own.
 */
const SESSION_WORK_MEM = '16MB';
export const raiseWorkMem = `select set_config('work_mem', '${SESSION_WORK_MEM}', false)
  where pg_size_bytes(current_setting('work_mem')) < pg_size_bytes('${SESSION_WORK_MEM}')`;

/** Opens the database and applies the committed migrations. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      idleTimeoutMillis: 30_000,
      keepAlive: true,
      // Awaited before the connection is handed to its first user: a query sent while another runs on the same
      // connection is only queued by pg 8 (with a deprecation warning), not by pg 9. A failure fails that checkout.
      onConnect: async (client) => void (await client.query(raiseWorkMem)),
    });
    const reportError = options.onConnectionError ?? (() => {});
    // Without these listeners an error on a connection that is idle in the pool, or checked out between two
    // queries, is an unhandled 'error' event and kills the process. pg-pool drops such a connection by itself and
    // tells the pool's listener; the one on each connection only keeps a checked-out connection's error from
    // being unhandled (the query that uses it next fails, and says so).
    pool.on('error', reportError);
    // pool.end() resolves before its connections have closed; closing waits for them, so that whatever comes
    // next (a test dropping its database, say) does not kill a connection that is still saying goodbye.
    const connections = new Set<pg.PoolClient>();
    pool.on('connect', (client) => {
      client.on('error', () => {});
      connections.add(client);
      client.once('end', () => connections.delete(client));
    });
    await migrateUnderLock(pool);
    const db = drizzlePg(pool, { schema });
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      ping: async () => void (await pool.query('select 1')),
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      close: async () => {
        const ended = [...connections].map((client) => new Promise((resolve) => client.once('end', resolve)));
        await pool.end();
        await Promise.all(ended);
      },
    };
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const filesDir = options.dataDir ? `${options.dataDir}/pglite` : undefined;
  const client = await PGlite.create(filesDir, {
    // What the job search's migration creates; a PostgreSQL server ships them as contrib modules.
    extensions: { unaccent, pg_trgm, fuzzystrmatch },
    ...(options.startFrom ? { loadDataDir: options.startFrom } : {}),
  });
  await client.query(raiseWorkMem);
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    ping: async () => void (await client.query('select 1')),
    dumpFiles: () => client.dumpDataDir('none'),
    ...(filesDir
      ? { whileNoQueryRuns: <T>(fn: (dir: string) => Promise<T>) => client._runExclusiveQuery(() => fn(filesDir)) }
      : {}),
    close: () => client.close(),
  };
}

/**
 * Several instances starting together on a new database would run the same migrations at once and fail on each
 * other's tables. A session-level advisory lock lets one migrate while the others wait, then find nothing to do.
 */
async function migrateUnderLock(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}
