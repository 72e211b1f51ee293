import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Db } from './client.js';

/** Runs raw SQL and gives its rows: both drivers (PGlite and node-postgres) answer with `{ rows }`. */
export async function executeRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

const dialect = new PgDialect();
/**
 * How many statement texts one process names. Each named text is prepared once on each pooled connection and kept
 * there for the connection's life, so their number is bounded; texts beyond it run unnamed, as before.
 */
const NAMED_LIMIT = 200;
const named = new Set<string>();

/**
 * As `executeRows`, but on a PostgreSQL pool the statement is named by its text, so that each connection parses it
 * once and the server may keep its plan: for a statement whose text repeats with other parameters (a list of one
 * shape). Only for statements whose plan does not depend much on their parameters' values.
 */
export async function executeNamedRows<T>(db: Db, query: SQL): Promise<T[]> {
  const client = (db as unknown as { $client?: unknown }).$client;
  if (!(client instanceof pg.Pool)) return executeRows<T>(db, query);
  const { sql: text, params } = dialect.sqlToQuery(query);
  const name = `s_${createHash('sha1').update(text).digest('base64url')}`;
  if (!named.has(name)) {
    if (named.size >= NAMED_LIMIT) return (await client.query<T & pg.QueryResultRow>(text, params)).rows;
    named.add(name);
  }
  return (await client.query<T & pg.QueryResultRow>({ name, text, values: params })).rows;
}
