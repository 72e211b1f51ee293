import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { EMAIL_DOMAIN } from './load.js';
import type { Scope } from './scope.js';

/** One harness account as stored; the profile columns are null when its profile row is missing. */
export interface StoredAccount {
  email: string;
  last_name: string;
  current_job_title: string | null;
  has_profile: boolean;
}

/** The registration and the profile of a professional: the two rows the writers create and change. */
const ACCOUNTS_SQL = `
  select u.email, u.last_name, p.current_job_title, (p.user_id is not null) as has_profile
  from users u left join professional_profiles p on p.user_id = u.id
  where u.email like '%@${EMAIL_DOMAIN}'`;

export interface Backend {
  kind: 'pglite' | 'postgres';
  /** DATA_DIR or DATABASE_URL for the server. */
  env: Record<string, string>;
  /** Reads the harness's accounts straight from the database; for PGlite the server must be stopped. */
  readAccounts(): Promise<StoredAccount[]>;
  /** PGlite: the PID last written into DATA_DIR/server.lock (by the server that took the lock), if any. */
  lockHolder?(): number | undefined;
}

/** A temporary DATA_DIR, removed when the scope closes. */
export function pgliteBackend(scope: Scope): Backend {
  const dataDir = mkdtempSync(join(tmpdir(), 'talent-faults-'));
  scope.defer(`remove ${dataDir}`, async () => rmSync(dataDir, { recursive: true, force: true }));
  return {
    kind: 'pglite',
    env: { DATA_DIR: dataDir },
    lockHolder() {
      try {
        // "process <pid> on <host> since ..." (or, in older versions, the bare PID).
        const match = /^(?:process )?(\d+)/.exec(readFileSync(join(dataDir, 'server.lock'), 'utf8').trim());
        return match ? Number(match[1]) : undefined;
      } catch {
        return undefined;
      }
    },
    async readAccounts() {
      // The same sub-path as apps/api/src/db/client.ts; opening it replays the WAL as the server would.
      const db = await PGlite.create(`${dataDir}/pglite`);
      try {
        return (await db.query<StoredAccount>(ACCOUNTS_SQL)).rows;
      } finally {
        await db.close();
      }
    },
  };
}

/** The PostgreSQL server the harness may use: this machine only. */
export function adminUrl(): string {
  const url = process.env.FAULTS_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const host = new URL(url).hostname;
  if (host !== '127.0.0.1' && host !== 'localhost')
    throw new Error(`FAULTS_PG_URL must point at 127.0.0.1, not ${host}`);
  return url;
}

async function withClient<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000, query_timeout: 30_000 });
  // A terminated or broken connection emits 'error'; without a listener that would crash the harness.
  client.on('error', () => {});
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end().catch(() => {});
  }
}

export interface PostgresBackend extends Backend {
  kind: 'postgres';
  /** Terminates the server's connections to this database; returns how many were terminated. */
  terminateConnections(): Promise<number>;
}

/** A fresh database `faults_<random>`, dropped `with (force)` when the scope closes. */
export async function postgresBackend(scope: Scope): Promise<PostgresBackend> {
  const admin = adminUrl();
  const name = `faults_${randomBytes(6).toString('hex')}`;
  await withClient(admin, (client) => client.query(`create database ${name}`));
  scope.defer(`drop database ${name}`, async () => {
    await withClient(admin, (client) => client.query(`drop database if exists ${name} with (force)`));
  });
  const url = new URL(admin);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  return {
    kind: 'postgres',
    env: { DATABASE_URL: databaseUrl },
    readAccounts: () =>
      withClient(databaseUrl, async (client) => (await client.query<StoredAccount>(ACCOUNTS_SQL)).rows),
    terminateConnections: () =>
      withClient(admin, async (client) => {
        const result = await client.query(
          'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
          [name],
        );
        return result.rowCount ?? 0;
      }),
  };
}
