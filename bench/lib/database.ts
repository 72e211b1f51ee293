import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase, type Database } from '../../apps/api/src/db/client.js';

/**
 * A fresh database for one benchmark: PGlite in a temporary directory, or, when BENCH_DATABASE_URL names
 * a PostgreSQL server, a new database on it. Either is removed by `dispose`.
 */
export async function openBenchDatabase(): Promise<{ database: Database; label: string; dispose: () => Promise<void> }> {
  const serverUrl = process.env.BENCH_DATABASE_URL;
  if (!serverUrl) {
    const dir = mkdtempSync(join(tmpdir(), 'talent-bench-'));
    const database = await openDatabase({ dataDir: dir });
    return {
      database,
      label: `PGlite in ${dir}`,
      dispose: async () => {
        await database.close();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const name = `bench_${randomUUID().replaceAll('-', '')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 10 });
  return {
    database,
    label: `PostgreSQL database ${name} on ${url.host}`,
    dispose: async () => {
      await database.close();
      await admin(`drop database if exists ${name} with (force)`);
    },
  };
}
