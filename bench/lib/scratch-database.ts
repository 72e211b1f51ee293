// A PostgreSQL database of a benchmark's own, created on the server of `serverUrl` and dropped when done.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

async function adminQuery(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Creates `<prefix>_<random>` on the server; gives its URL, its name and how to drop it. */
export async function createScratchDatabase(serverUrl: string, prefix: string) {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () => adminQuery(serverUrl, `drop database if exists ${name} with (force)`),
  };
}
