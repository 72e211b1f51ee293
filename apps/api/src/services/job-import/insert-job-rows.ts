import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { jobs } from '../../db/schema.js';

export type NewJobRow = typeof jobs.$inferInsert;

const columnNames = Object.fromEntries(Object.entries(getTableColumns(jobs)).map(([key, column]) => [key, column.name])) as Record<
  keyof NewJobRow,
  string
>;

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
export const rowOrdinal = sql`r.ordinality`;

/**
 * Inserts a batch of jobs in one statement whose only parameter is the rows as a JSON array: as a VALUES list,
 * 1,000 rows would be some 20,000 parameters, and binding those costs the embedded database more than storing
 * the rows. Only `columns` are inserted, so every other column gets its default; `extra` adds columns given by an
 * SQL expression, which may read the row's place in the batch (`rowOrdinal`).
 */
export async function insertJobRows(
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
  await tx.execute(sql`insert into ${jobs} (${names}) select ${values} from json_populate_recordset(null::${jobs}, ${rowsJson}::json) with ordinality as r`);
}
