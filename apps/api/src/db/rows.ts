import type { SQL } from 'drizzle-orm';
import type { Db } from './client.js';

/** Runs raw SQL and gives its rows: both drivers (PGlite and node-postgres) answer with `{ rows }`. */
export async function executeRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
