import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { jobs } from '../db/schema.js';

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

/** A row's place in its batch (1 for the first), for an `extra` column's expression. */
const rowOrdinal = sql`r.ordinality`;

/**
 * Inserts a batch of jobs in one statement whose only parameter is the rows as a JSON array: as a VALUES list,
 * 1,000 rows would be some 20,000 parameters, and binding those costs the embedded database more than storing
 * the rows. Only `columns` are inserted, so every other column gets its default; `extra` adds columns given by an
 * SQL expression, which may read the row's place in the batch (`rowOrdinal`).
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
    sql`insert into ${jobs} (${names}) select ${values} from json_populate_recordset(null::${jobs}, ${rowsJson}::json) with ordinality as r`,
  );
}

/**
 * The jobs of an import are submitted a millisecond apart, in the order of the file, the last line at the moment of
 * the import. With one time for all (the transaction's), a search could not cut the market's newest jobs inside a
 * large import: a common word's newest slice held every match of the import. A millisecond, not less: the dates a
 * slice is cut at are read into JavaScript, which keeps milliseconds.
 */
const submittedInFileOrder = (lines: number, linesBefore: number) =>
  sql`now() - (${lines}::bigint - ${linesBefore}::bigint - ${rowOrdinal}) * interval '1 millisecond'`;

/**
 * Stores one batch of an import's rows (JSON, as jobRowJson writes them) in the import's transaction: `lines` is
 * the number of jobs in the file, `linesBefore` how many of them earlier batches stored.
 */
export async function insertImportBatch(
  tx: Db,
  columns: readonly string[],
  rowsJson: string,
  batch: { approve: boolean; lines: number; linesBefore: number },
): Promise<void> {
  // As staff approval does: approved, and when (the moment of the import).
  const approval: Record<string, SQL> = batch.approve ? { approved_at: sql`now()` } : {};
  await insertJobRows(tx, columns, rowsJson, {
    ...approval,
    submitted_at: submittedInFileOrder(batch.lines, batch.linesBefore),
  });
}
