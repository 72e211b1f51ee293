import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { executeRows } from '../../db/rows.js';
import { PERSONAL_DATA, personalTable, type PersonalTable } from './personal-data.js';

const REGISTRY: readonly PersonalTable[] = PERSONAL_DATA;

/**
 * The columns of a table that its registry entry gives in an export, for a select. Typed as the whole table's, so
 * that a section reads as before; a column the registry withholds is simply not in the rows.
 */
export function exportedColumns<T extends PgTable>(table: T, name: string): ReturnType<typeof getTableColumns<T>> {
  const byName = new Map(
    Object.entries(getTableColumns(table)).map(([key, column]) => [(column as PgColumn).name, key]),
  );
  // In the registry's order, which is the order of the export's fields.
  return Object.fromEntries(
    (personalTable(name).exported?.columns ?? []).map((column) => {
      const key = byName.get(column);
      if (!key) throw new Error(`${name}.${column} is in the personal-data registry but not in the table`);
      return [key, getTableColumns(table)[key]];
    }),
  ) as ReturnType<typeof getTableColumns<T>>;
}

/**
 * A person's rows of a table: the columns its registry entry gives (typed as the whole row's, as `exportedColumns`),
 * found by the entry's person column.
 */
export function personalRows<T extends PgTable>(
  db: Db,
  table: T,
  name: string,
  userId: string,
  order: SQL[] = [],
): Promise<T['$inferSelect'][]> {
  const { person, via } = personalTable(name);
  const column = Object.values(getTableColumns(table)).find((candidate) => (candidate as PgColumn).name === person);
  if (!column) throw new Error(`${name}.${person} is in the personal-data registry but not in the table`);
  return db
    .select(exportedColumns(table, name))
    .from(table as PgTable)
    .where(sql`${column as PgColumn} in (${personIds(via, userId)})`)
    .orderBy(...order) as Promise<T['$inferSelect'][]>;
}

/** What a row's person column holds for the person: their id, or the ids of their rows of the `via` table. */
const personIds = (via: PersonalTable['via'], userId: string): SQL =>
  via
    ? sql`select id from ${sql.identifier(via.table)} where ${sql.identifier(via.person)} = ${userId}`
    : sql`${userId}`;

/** Erases a person's rows as the registry says, in its order, in the caller's transaction. */
export async function eraseByRegistry(tx: Db, userId: string): Promise<void> {
  for (const { table, person, via, erasure } of REGISTRY) {
    const theirs = sql`${sql.identifier(person)} in (${personIds(via, userId)})`;
    if (erasure === 'delete') {
      await tx.execute(sql`delete from ${sql.identifier(table)} where ${theirs}`);
    } else if ('empty' in erasure) {
      const set = Object.entries(erasure.empty).map(
        ([column, value]) => sql`${sql.identifier(column)} = ${sql.raw(value)}`,
      );
      await tx.execute(sql`update ${sql.identifier(table)} set ${sql.join(set, sql`, `)} where ${theirs}`);
    }
  }
}

/**
 * The names a column pointing at a person takes in the schema, for the tables that copy such a column without a
 * foreign key (the job lists' copy of the newest jobs).
 */
const PERSON_COLUMNS = ['user_id', 'owner_id', 'employer_id', 'professional_id', 'reporter_id', 'actor_id'];

/**
 * What the registry misses of the database as it is: a table with no entry that points at `users` or at a registered
 * table (by a foreign key, or by one of the names columns pointing at a person take): a person's data one join away is
 * still theirs, as a photo's smaller copies are; a registered table's column neither given nor withheld; or an entry
 * naming a column the table does not have.
 */
export async function personalDataProblems(db: Db): Promise<string[]> {
  const references = await executeRows<{ table_name: string; column_name: string; target: string }>(
    db,
    sql`select kcu.table_name, kcu.column_name, ccu.table_name as target
      from information_schema.referential_constraints rc
      join information_schema.key_column_usage kcu
        on kcu.constraint_name = rc.constraint_name and kcu.constraint_schema = rc.constraint_schema
      join information_schema.constraint_column_usage ccu
        on ccu.constraint_name = rc.unique_constraint_name and ccu.constraint_schema = rc.unique_constraint_schema
      where kcu.table_schema = current_schema()`,
  );
  const columns = await executeRows<{ table_name: string; column_name: string }>(
    db,
    sql`select table_name, column_name from information_schema.columns where table_schema = current_schema()`,
  );
  const registered = new Map(REGISTRY.map((entry) => [entry.table, entry]));
  const pointing = references.filter((row) => row.target === 'users' || registered.has(row.target));
  const problems = new Set<string>();
  const named = columns.filter((row) => PERSON_COLUMNS.includes(row.column_name) && row.table_name !== 'users');
  for (const { table_name: table, column_name: column } of [...pointing, ...named]) {
    if (!registered.has(table)) {
      problems.add(
        `${table}.${column} points at a person’s data: give ${table} an entry in privacy/repositories/personal-data.ts`,
      );
    }
  }
  for (const [table, entry] of registered) {
    const actual = columns.filter((row) => row.table_name === table).map((row) => row.column_name);
    const declared = [...(entry.exported?.columns ?? []), ...Object.keys(entry.withheld)];
    for (const column of actual.filter((name) => !declared.includes(name))) {
      problems.add(`${table}.${column} is neither exported nor withheld in privacy/repositories/personal-data.ts`);
    }
    for (const column of declared.filter((name) => !actual.includes(name))) {
      problems.add(
        `${table}.${column} is named in privacy/repositories/personal-data.ts but the table has no such column`,
      );
    }
  }
  return [...problems];
}
