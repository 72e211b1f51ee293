import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { executeRows } from '../../db/rows.js';

/** What a backup or a restored database holds, in figures an operator can compare with the live server's. */
export interface DatabaseContents {
  /** Migrations applied: a backup made by a newer version of the program has more than this one knows. */
  migrations: number;
  accounts: number;
  files: number;
  fileBytes: number;
}

export async function databaseContents(db: Db): Promise<DatabaseContents> {
  const [row] = await executeRows<{ migrations: number; accounts: number; files: number; file_bytes: number }>(
    db,
    sql`select (select count(*)::int from drizzle.__drizzle_migrations) as migrations,
          (select count(*)::int from users where deleted_at is null) as accounts,
          (select count(*)::int from stored_files) as files,
          (select coalesce(sum(size), 0)::float8 from stored_files) as file_bytes`,
  );
  return { migrations: row!.migrations, accounts: row!.accounts, files: row!.files, fileBytes: row!.file_bytes };
}

/** Writes what the embedded database holds in memory to its files, so that a copy of them needs no recovery. */
export async function checkpoint(db: Db): Promise<void> {
  await db.execute(sql`checkpoint`);
}
