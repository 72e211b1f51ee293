// The list's own SQL run bare, in its own process (`node --import tsx bench/lib/sql-worker.ts <spec.json>`): each
// request of a scenario is prepared by the API's own code (prepareJobSearch, its read plan, jobPageStatement, jobCardsStatement), rendered to text
// and parameters by drizzle's PgDialect, and then only those statements are timed, through `pg` (a pool of 1 and of
// 50 connections) or, for PGlite, in this process on its one connection. What the server adds to them (the user and
// skills lookups, the words' forms, JSON, HTTP) is not here: this is the database's ceiling.
import { readFileSync } from 'node:fs';
import { fillPlaceholders } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { openDatabase, raiseWorkMem, type Database } from '../../apps/api/src/db/client.js';
import {
  afterRead,
  firstReach,
  jobCountStatement,
  jobPageStatement,
  prepareJobSearch,
  scopeOf,
  type Reach,
} from '../../apps/api/src/search/index.js';
import { jobCardsStatement } from '../../apps/api/src/hiring/index.js';
import type { SqlScenarioResult, SqlSpec } from './sql-types.js';

const spec = JSON.parse(readFileSync(process.argv[2]!, 'utf8')) as SqlSpec;
const dialect = new PgDialect();

interface Query {
  text: string;
  params: unknown[];
  /** A named statement, prepared once per connection (as the server's pool does). */
  name?: string;
}
/**
 * One list request as the server runs it (the search module's read plan): the narrowest jobs that may answer the
 * page (a very common word's first band, a common word's slice, or every match), and when they do not, every
 * match's page or only its capped count; and then the page's cards.
 */
interface BareRequest {
  prepared: Awaited<ReturnType<typeof prepareJobSearch>>;
  window: { limit: number; offset: number };
  reach: Reach;
  first: Query;
  market: Query;
  count: Query;
  professionalId: string;
}

type Run = (q: Query) => Promise<{ rows: Record<string, unknown>[] }>;

const render = (statement: Parameters<PgDialect['sqlToQuery']>[0]): Query => {
  const { sql, params } = dialect.sqlToQuery(statement);
  return { text: sql, params };
};

async function prepare(database: Database, scenario: SqlSpec['scenarios'][number]): Promise<BareRequest[]> {
  const prepared: BareRequest[] = [];
  for (const r of scenario.requests.slice(0, spec.maxPrepared)) {
    const search = {
      filters: r.filters,
      showAll: scenario.showAll,
      skills: r.skills,
      today: spec.today,
      demo: false,
    };
    const p = await prepareJobSearch(database.db, search);
    const window = { limit: 20, offset: (scenario.page - 1) * 20 };
    const reach = firstReach(p, window);
    prepared.push({
      prepared: p,
      window,
      reach,
      first: render(jobPageStatement(p, scopeOf(p, reach), window)),
      market: render(jobPageStatement(p, scopeOf(p, 'market'), window)),
      count: render(jobCountStatement(p, scopeOf(p, 'market'))),
      professionalId: r.professionalId,
    });
  }
  return prepared;
}

/** The page's ids (a page past the end has one row without a job) and the statement's total. */
async function runPage(run: Run, q: Query): Promise<{ ids: number[]; total: number }> {
  const { rows } = await run(q);
  const ids = rows.flatMap((row) => (row.id === null ? [] : [Number(row.id)]));
  return { ids, total: Number(rows[0]?.total ?? 0) };
}

async function runOne(run: Run, r: BareRequest): Promise<void> {
  let page = await runPage(run, r.first);
  const next = afterRead(r.prepared, r.reach, page.total, r.window);
  if (next === 'count') await run(r.count);
  else if (next === 'market') page = await runPage(run, r.market);
  if (page.ids.length === 0) return;
  await run({
    ...cards,
    params: fillPlaceholders(cards.params, cardsStatement.parameters(page.ids, r.professionalId)),
    name: cardsStatement.name,
  });
}

/** The cards' statement, its parameters still placeholders: the same text for every request. */
let cards: Query;
let cardsStatement: ReturnType<typeof jobCardsStatement>;

function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

/** Runs the requests in turn on `runners.length` connections for the SqlSpec's time; bounded like the HTTP load. */
async function measure(runners: Run[], requests: BareRequest[], warmupMs: number) {
  const latencies: number[] = [];
  let errors = 0;
  const errorSamples: string[] = [];
  let cursor = 0;
  // A short warm-up, as for HTTP.
  const warmEnd = performance.now() + warmupMs;
  await Promise.all(
    runners.map(async (run) => {
      for (let turn = 0; turn < 1_000_000 && performance.now() < warmEnd; turn += 1) {
        await runOne(run, requests[cursor++ % requests.length]!).catch(() => {});
      }
    }),
  );
  const start = performance.now();
  let last = start;
  const done = () => {
    const elapsed = performance.now() - start;
    return elapsed >= spec.maxMs || (elapsed >= spec.durationMs && latencies.length + errors >= spec.minRequests);
  };
  await Promise.all(
    runners.map(async (run) => {
      for (let turn = 0; turn < 10_000_000 && !done(); turn += 1) {
        const r = requests[cursor++ % requests.length]!;
        const t0 = performance.now();
        try {
          await runOne(run, r);
          last = performance.now();
          latencies.push(last - t0);
        } catch (err) {
          last = performance.now();
          errors += 1;
          if (errorSamples.length < 3) errorSamples.push((err as Error).message);
        }
      }
    }),
  );
  const sorted = Float64Array.from(latencies).sort();
  const seconds = (last - start) / 1000;
  return {
    requests: latencies.length + errors,
    seconds,
    perSecond: seconds > 0 ? latencies.length / seconds : 0,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    errors,
    errorSamples,
  };
}

async function explain(run: Run, r: BareRequest): Promise<string> {
  const parts: string[] = [];
  const one = async (label: string, q: Query) => {
    const { rows } = await run({ text: `explain (analyze, buffers) ${q.text}`, params: q.params });
    parts.push(`-- ${label}\n${rows.map((row) => String(row['QUERY PLAN'])).join('\n')}`);
  };
  await one(`page with its total (${r.reach})`, r.first);
  let page = await runPage(run, r.first);
  const next = afterRead(r.prepared, r.reach, page.total, r.window);
  if (next === 'count') await one('the total, counted over every match (the band could not vouch for it)', r.count);
  if (next === 'market') {
    await one('page with its total, over every match (the first read found too few)', r.market);
    page = await runPage(run, r.market);
  }
  await one("the page's cards", {
    ...cards,
    params: fillPlaceholders(cards.params, cardsStatement.parameters(page.ids, r.professionalId)),
  });
  return parts.join('\n');
}

/** PGlite's own client, under drizzle: its queries go straight to the embedded database. */
function pgliteClient(database: Database) {
  return (
    database.db as unknown as {
      $client: { query(text: string, params: unknown[]): Promise<{ rows: Record<string, unknown>[] }> };
    }
  ).$client;
}

async function main() {
  const database =
    spec.kind === 'postgres'
      ? await openDatabase({ databaseUrl: spec.databaseUrl!, poolSize: 2 })
      : await openDatabase({ dataDir: spec.dataDir! });
  const results: SqlScenarioResult[] = [];
  cardsStatement = jobCardsStatement(database.db);
  cards = render(cardsStatement.query.getSQL());
  try {
    for (const scenario of spec.scenarios) {
      const result: SqlScenarioResult = { name: scenario.name, runs: {}, plans: null, prepared: 0, error: null };
      results.push(result);
      try {
        const requests = await prepare(database, scenario);
        result.prepared = requests.length;
        if (requests.length === 0) throw new Error('no request to prepare');
        for (const connections of spec.connections) {
          if (spec.kind === 'pglite') {
            if (connections !== 1) continue; // one connection is all an embedded database has
            result.runs[connections] = await measure(
              [(q) => pgliteClient(database).query(q.text, q.params)],
              requests,
              spec.warmupMs,
            );
            continue;
          }
          const pool = new pg.Pool({
            connectionString: spec.databaseUrl,
            max: connections,
            statement_timeout: spec.timeoutMs,
          });
          try {
            const clients = await Promise.all(Array.from({ length: connections }, () => pool.connect()));
            try {
              // The server's own session settings, so that the bare SQL runs as the server's does.
              await Promise.all(clients.map((client) => client.query(raiseWorkMem)));
              result.runs[connections] = await measure(
                clients.map(
                  (client) => (q: Query) =>
                    q.name
                      ? client.query({ name: q.name, text: q.text, values: q.params })
                      : client.query(q.text, q.params),
                ),
                requests,
                // The pool of 50 follows the pool of 1, which warmed the same statements up.
                connections === 1 ? spec.warmupMs : 0,
              );
            } finally {
              clients.forEach((c) => c.release());
            }
          } finally {
            await pool.end();
          }
        }
        if (spec.explain) {
          if (spec.kind === 'pglite') {
            result.plans = await explain((q) => pgliteClient(database).query(q.text, q.params), requests[0]!);
          } else {
            const client = new pg.Client({ connectionString: spec.databaseUrl });
            await client.connect();
            try {
              await client.query(raiseWorkMem);
              result.plans = await explain((q) => client.query(q.text, q.params), requests[0]!);
            } finally {
              await client.end();
            }
          }
        }
      } catch (err) {
        result.error = (err as Error).message;
      }
    }
  } finally {
    await database.close();
  }
  process.stdout.write(`${JSON.stringify(results)}\n`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
