import { sql } from 'drizzle-orm';
import { JOB_FILTER_NAMES, JOB_FILTERS, type JobFilterName } from '@talent/shared';
import type { Db } from '../db/client.js';
import { executeRows } from '../db/rows.js';
import { textArray } from '../db/market-rules.js';
import { STATISTICS_TTL_MS } from './tunables.js';

interface LexemeStatistics {
  at: number;
  /** Of each filtered column, its most common values and the share of jobs holding each. */
  columns: Map<string, Map<string, number>>;
  /** The most common lexemes of job texts and the share of jobs that hold each. */
  frequencies: Map<string, number>;
  /** The share of jobs of the least common of them: any other lexeme is rarer. */
  floor: number;
  jobs: number;
}

const cache = new WeakMap<Db, LexemeStatistics>();

type ChoiceFilter = {
  [F in JobFilterName]: (typeof JOB_FILTERS)[F]['kind'] extends 'choices' ? F : never;
}[JobFilterName];

/** The choice filters the statistics know (their registry entry says so): each is the jobs' column of its name. */
export const STATISTICS_CHOICES = JOB_FILTER_NAMES.filter(
  (name): name is ChoiceFilter => JOB_FILTERS[name].kind === 'choices' && JOB_FILTERS[name].statistics,
);

/** What ANALYZE has recorded of the search column: the lexemes most jobs share, and how many jobs there are. */
async function lexemeStatistics(db: Db): Promise<LexemeStatistics> {
  const cached = cache.get(db);
  if (cached && Date.now() - cached.at < STATISTICS_TTL_MS) return cached;
  const [row] = await executeRows<{ elems: string[] | null; freqs: number[] | null; jobs: number }>(
    db,
    sql`select (select most_common_elems::text::text[] from pg_stats
          where schemaname = current_schema() and tablename = 'jobs' and attname = 'search_document') as elems,
        (select most_common_elem_freqs from pg_stats
          where schemaname = current_schema() and tablename = 'jobs' and attname = 'search_document') as freqs,
        (select greatest(reltuples, 0)::int from pg_class where oid = 'jobs'::regclass) as jobs`,
  );
  const elems = row?.elems ?? [];
  const freqs = (row?.freqs ?? []).map(Number);
  const frequencies = new Map(elems.map((lexeme, i) => [lexeme, freqs[i] ?? 0]));
  const columnRows = await executeRows<{ column: string; vals: string[] | null; freqs: number[] | null }>(
    db,
    sql`select attname as column, most_common_vals::text::text[] as vals, most_common_freqs as freqs from pg_stats
      where schemaname = current_schema() and tablename = 'jobs'
        and attname = any(${textArray(['location_key', ...STATISTICS_CHOICES])})`,
  );
  const columns = new Map(
    columnRows.map((c) => [c.column, new Map((c.vals ?? []).map((v, i) => [v, Number(c.freqs?.[i] ?? 0)]))]),
  );
  const statistics = {
    at: Date.now(),
    columns,
    frequencies,
    floor: Math.min(1, ...freqs.slice(0, elems.length)),
    jobs: row?.jobs ?? 0,
  };
  cache.set(db, statistics);
  return statistics;
}

export interface SearchEstimate {
  /** Jobs holding every word and passing every filter. */
  matches: number;
  /** Jobs of the market. */
  jobs: number;
}

/**
 * About how many jobs hold every word of a search, from the database's own statistics: for each word, the share of
 * jobs holding its most common form, multiplied across words. Rough, but enough to tell a search that finds a few
 * jobs from one that finds a large part of the market. No matches when no statistics have been gathered yet.
 */
export async function estimateSearch(
  db: Db,
  groups: readonly (readonly string[])[],
  filters: { locationPatterns?: readonly string[]; choices?: Record<string, readonly string[] | undefined> } = {},
): Promise<SearchEstimate> {
  const { frequencies, floor, jobs, columns } = await lexemeStatistics(db);
  if (frequencies.size === 0) return { matches: 0, jobs };
  // The filters' shares, from their columns' common values (a value not among them counts as rare).
  const shareOf = (column: string, keep: (value: string) => boolean) => {
    const common = columns.get(column);
    if (!common || common.size === 0) return 1;
    let total = 0;
    for (const [value, frequency] of common) if (keep(value)) total += frequency;
    return Math.max(total, 0.001);
  };
  let filtered = 1;
  const patterns = filters.locationPatterns;
  if (patterns?.length) filtered *= shareOf('location_key', (v) => patterns.some((p) => v.includes(p)));
  for (const [column, values] of Object.entries(filters.choices ?? {})) {
    if (values?.length) filtered *= shareOf(column, (v) => values.includes(v));
  }
  let share = 1;
  for (const forms of groups) {
    // A word's forms (`develop:*` holds developer, développeur, development…) find the jobs holding any of them: their
    // union, counted as if the forms were independent. The largest form alone falls short of the union, and the
    // slice cut from it would then rank that many more matches.
    let missed = 1;
    for (const form of forms) {
      const prefix = form.endsWith(':*') ? form.slice(0, -2) : null;
      for (const [lexeme, frequency] of frequencies) {
        if (prefix ? lexeme.startsWith(prefix) : lexeme === form) missed *= 1 - frequency;
      }
    }
    // A word among none of the common lexemes is rarer than the rarest of them.
    share *= missed < 1 ? 1 - missed : floor / 2;
  }
  return { matches: share * filtered * jobs, jobs };
}

/** Gathers the statistics of the jobs table anew (see lexemeStatistics). */
export async function analyzeJobs(db: Db): Promise<void> {
  await db.execute(sql`analyze jobs`);
}
