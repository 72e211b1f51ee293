import type { Database } from '../../src/db/client.js';

interface Statement {
  text: string;
  params: unknown[];
}

interface PlanNode {
  'Node Type': string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  'Rows Removed by Filter'?: number;
  'Rows Removed by Index Recheck'?: number;
  Plans?: PlanNode[];
}

type Query = (...args: unknown[]) => Promise<{ rows: unknown[] }>;

/** Nodes that read a table's or an index's rows (a bitmap heap scan's index part is counted by its heap part). */
const READS = new Set(['Seq Scan', 'Index Scan', 'Index Only Scan', 'Bitmap Heap Scan']);

function rowsReadIn(node: PlanNode): number {
  const own = READS.has(node['Node Type'])
    ? ((node['Actual Rows'] ?? 0) +
        (node['Rows Removed by Filter'] ?? 0) +
        (node['Rows Removed by Index Recheck'] ?? 0)) *
      (node['Actual Loops'] ?? 1)
    : 0;
  return own + (node.Plans ?? []).reduce((sum, child) => sum + rowsReadIn(child), 0);
}

/**
 * What some work costs the database, counted rather than timed: the statements it runs, and the rows their scans
 * read (each read-only statement run again under EXPLAIN ANALYZE once the work is done, with the same parameters).
 * Both drivers send every statement through their client's `query`, which is watched while the work runs.
 */
export async function databaseWorkOf(
  database: Database,
  work: () => Promise<unknown>,
): Promise<{ statements: number; rowsRead: number }> {
  const client = (database.db as unknown as { $client: { query: Query } }).$client;
  const query = client.query;
  const seen: Statement[] = [];
  client.query = function (this: unknown, ...args: unknown[]) {
    const [first, second] = args;
    const config = typeof first === 'string' ? { text: first } : (first as { text: string; values?: unknown[] });
    seen.push({ text: config.text, params: (Array.isArray(second) ? second : config.values) ?? [] });
    return query.apply(this, args);
  } as Query;
  try {
    await work();
  } finally {
    client.query = query;
  }
  let rowsRead = 0;
  for (const { text, params } of seen) {
    if (!/^\s*(select|with)\b/i.test(text)) continue;
    const { rows } = await query.call(client, `explain (analyze, format json) ${text}`, params);
    const row = rows[0] as Record<string, unknown>;
    const plan = row['QUERY PLAN'] as [{ Plan: PlanNode }] | string;
    rowsRead += rowsReadIn((typeof plan === 'string' ? JSON.parse(plan) : plan)[0].Plan);
  }
  return { statements: seen.length, rowsRead };
}
