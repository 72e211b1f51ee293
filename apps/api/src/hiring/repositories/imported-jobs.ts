import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { jobs } from '../../db/schema.js';

// The jobs of a bulk import (services/job-import/): their rows as JSON, and their batches stored.

export type NewJobRow = typeof jobs.$inferInsert;

const columnNames = Object.fromEntries(
  Object.entries(getTableColumns(jobs)).map(([key, column]) => [key, column.name]),
) as Record<keyof NewJobRow, string>;

/** A row as JSON keyed by column name, the form json_populate_recordset reads. */
export function jobRowJson(row: NewJobRow): string {
  const byColumn: Record<string, unknown> = {};
  for (const key of Object.keys(row) as (keyof NewJobRow)[]) byColumn[columnNames[key]] = row[key];
  return JSON.stringify(byColumn);
}

/** The column names a row sets; every row built by one function sets the same. */
export function columnsOf(row: NewJobRow): string[] {
  return Object.keys(row).map((key) => columnNames[key as keyof NewJobRow]);
}

/**
 * Inserts a batch of jobs in one statement whose only parameter is the rows as a JSON array: as a VALUES list,
 * 1,000 rows would be some 20,000 parameters, and binding those costs the embedded database more than storing
 * the rows. Only `columns` are inserted, so every other column gets its default; `extra` adds columns given by an
 * SQL expression.
 */
async function insertJobRows(
  tx: Db,
  columns: readonly string[],
  rowsJson: string,
  extra: Record<string, SQL> = {},
): Promise<void> {
  const names = sql.join(
    [...columns, ...Object.keys(extra)].map((name) => sql.identifier(name)),
    sql`, `,
  );
  const values = sql.join([...columns.map((name) => sql`r.${sql.identifier(name)}`), ...Object.values(extra)], sql`, `);
  await tx.execute(
    sql`insert into ${jobs} (${names}) select ${values} from json_populate_recordset(null::${jobs}, ${rowsJson}::json) as r`,
  );
}

/**
 * Stores one batch of an import's rows (JSON, as jobRowJson writes them) in the import's transaction. Each job is
 * submitted when it is stored (the clock's time, not the transaction's): in the order of the file, so that a search
 * for a common word can still cut its newest matches inside a large import, where one time for all would put every
 * job of the import in the same slice.
 */
export async function insertImportBatch(
  tx: Db,
  columns: readonly string[],
  rowsJson: string,
  batch: { approve: boolean },
): Promise<void> {
  // As staff approval does: approved, and when (the moment of the import).
  const approval: Record<string, SQL> = batch.approve ? { approved_at: sql`now()` } : {};
  await insertJobRows(tx, columns, rowsJson, { ...approval, submitted_at: sql`clock_timestamp()` });
}
