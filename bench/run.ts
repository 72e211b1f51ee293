// `npm run bench`: the job list and search measured as a user meets them. For each database (PGlite, PostgreSQL)
// and each market size, the market is seeded here (through the application's own database client), the real API
// server is started as its own process, and a separate load-generator process sends the list requests of the scenarios,
// each for another of 2,000 professionals, at 1 and 50 connections; /healthz gives the server's ceiling and the
// list's own SQL, run bare from another process, the database's. Prints tables and the targets; asserts nothing.
//
//   npm run bench -- [--db pglite|postgres|both] [--sizes 1000,10000] [--duration 5] [--out file.md]
//                    [--pg-url postgres://postgres@127.0.0.1:5432/postgres] [--professionals 2000]
//                    [--quiet-wait 30] [--no-explain] [--scenarios all-p1,q]
//                    [--profile DIR (the server's CPU profiles, one per size, for Chrome's DevTools)]
//                    [--market standard|unseen] [--server source|npm-start] [--no-build]
//
// --market unseen: the market of a feed the product has not seen (bench/lib/market-unseen.ts). --server npm-start:
// the server as `npm start` runs it (built, production, the API processes it chooses; built first unless
// --no-build), instead of one process from the sources. Each run's figures are kept in bench/results/ and the next
// run with the same options prints its own beside them.
import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { todayIso } from '@talent/shared';
import { openDatabase, type Database } from '../apps/api/src/db/client.js';
import { keepRecentJobCopy } from '../apps/api/src/search/index.js';
import { createTokenService } from '../apps/api/src/lib/jwt.js';
import { createScratchDatabase } from './lib/scratch-database.js';
import type { LoadResult, LoadSpec } from './lib/load-types.js';
import { cleanUp, installExitHandlers, machineCpu, onCleanUp, processSnapshot, runWorker } from './lib/processes.js';
import {
  keyPlanLines,
  renderDetails,
  renderSqlDetails,
  renderTable,
  renderTargets,
  sizeLabel,
  type DbResult,
  type HttpCell,
  type SizeResult,
} from './lib/report.js';
import { marketNamed } from './lib/markets.js';
import { besidePrevious, resultsFile, type Figure } from './lib/previous.js';
import { pathOf, scenariosOf, type Scenario } from './lib/scenarios.js';
import { addJobs, seedPeople, vacuumAnalyze, type People } from './lib/seed.js';
import { buildForNpmStart, serverModeOf, startServer, type RunningServer } from './lib/server.js';
import type { SqlScenarioResult, SqlSpec } from './lib/sql-types.js';

const here = dirname(fileURLToPath(import.meta.url));
const root = dirname(here);

const { values: args } = parseArgs({
  options: {
    db: { type: 'string', default: 'both' },
    sizes: { type: 'string' },
    duration: { type: 'string', default: '5' },
    out: { type: 'string' },
    'pg-url': { type: 'string' },
    professionals: { type: 'string', default: '2000' },
    'quiet-wait': { type: 'string', default: '30' },
    'no-explain': { type: 'boolean', default: false },
    scenarios: { type: 'string' },
    profile: { type: 'string' },
    market: { type: 'string' },
    server: { type: 'string' },
    'no-build': { type: 'boolean', default: false },
  },
});
const MARKET = marketNamed(args.market);
const SERVER = serverModeOf(args.server);
const SCENARIOS = scenariosOf(MARKET);

const DEFAULT_SIZES = { pglite: [1_000, 10_000, 100_000], postgres: [1_000, 10_000, 100_000, 1_000_000] };
const kinds: ('pglite' | 'postgres')[] =
  args.db === 'both' ? ['pglite', 'postgres'] : [args.db as 'pglite' | 'postgres'];
if (!kinds.every((k) => k === 'pglite' || k === 'postgres')) throw new Error('--db must be pglite, postgres or both');
const customSizes = args.sizes
  ?.split(',')
  .map((s) => Number(s.trim().replace(/_/g, '')))
  .filter((n) => n > 0)
  .sort((a, b) => a - b);
const DURATION_MS = Number(args.duration) * 1000;
const MAIN = Math.max(2_000, Number(args.professionals));
const PG_URL = args['pg-url'] ?? process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const OUT = args.out ?? join(tmpdir(), `talent-bench-${new Date().toISOString().replace(/[:.]/g, '-')}.md`);
const CONNECTIONS = [1, 50];
const WARMUP_MS = 1_000;
const MIN_REQUESTS = 5;
const MAX_MS = 60_000;
const TIMEOUT_MS = 30_000;
const JWT_SECRET = 'bench-secret-bench-secret-bench-secret-0123456789';
const EMPLOYERS = 40;
const QUIET_WAIT_MS = Number(args['quiet-wait']) * 1000;
const ONLY = args.scenarios?.split(',').map((s) => s.trim());
const MEASURED = SCENARIOS.filter((s) => !ONLY || ONLY.includes(s.key));
if (ONLY) {
  const unknown = ONLY.filter((key) => !SCENARIOS.some((s) => s.key === key));
  if (unknown.length)
    throw new Error(`--scenarios: unknown ${unknown.join(', ')}; known: ${SCENARIOS.map((s) => s.key).join(', ')}`);
}

const log = (line: string) => console.log(line);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function dirSizeMb(path: string): number {
  let total = 0;
  const walk = (p: string) => {
    for (const entry of readdirSync(p, { withFileTypes: true })) {
      const full = join(p, entry.name);
      if (entry.isDirectory()) walk(full);
      else total += statSync(full).size;
    }
  };
  walk(path);
  return total / 1024 / 1024;
}

/** A database of the benchmark's own: a new PostgreSQL database (dropped at the end) or a PGlite directory. */
async function createTarget(kind: 'pglite' | 'postgres', work: string) {
  if (kind === 'pglite') {
    const dataDir = join(work, 'pglite');
    return { label: `PGlite in ${dataDir}`, dataDir, databaseUrl: undefined, open: () => openDatabase({ dataDir }) };
  }
  const scratch = await createScratchDatabase(PG_URL, 'bench');
  onCleanUp(scratch.drop);
  const { name, url: databaseUrl } = scratch;
  const url = new URL(databaseUrl);
  return {
    label: `PostgreSQL database ${name} on ${url.host}`,
    dataDir: join(work, 'pg-data-dir-unused'),
    databaseUrl,
    open: () => openDatabase({ databaseUrl, poolSize: 4 }),
  };
}

/**
 * Other people's work on this machine skews every figure: before a size is measured, waits (at most QUIET_WAIT_MS)
 * for a 2-second window in which the machine is less than a quarter busy. Says how it went.
 */
async function waitForQuiet(): Promise<string> {
  const start = Date.now();
  let busy = 0;
  if (QUIET_WAIT_MS <= 0) return 'not waited for';
  for (let attempt = 0; attempt < 100 && Date.now() - start < QUIET_WAIT_MS; attempt += 1) {
    const before = machineCpu();
    await sleep(2_000);
    const after = machineCpu();
    busy = (after.busy - before.busy) / (after.total - before.total || 1);
    if (busy < 0.25) return `quiet after ${((Date.now() - start) / 1000).toFixed(0)} s`;
  }
  return `still ${(100 * busy).toFixed(0)}% busy after ${QUIET_WAIT_MS / 1000} s (measured anyway)`;
}

/** Waits until the server answers /readyz quickly three times in a row (nothing left running from the last run). */
async function settle(server: RunningServer, database: Database | null): Promise<void> {
  const start = Date.now();
  let good = 0;
  let cancelled = false;
  for (let attempt = 0; attempt < 600 && Date.now() - start < 120_000; attempt += 1) {
    const t0 = performance.now();
    try {
      const response = await fetch(`${server.base}/readyz`, { signal: AbortSignal.timeout(10_000) });
      await response.arrayBuffer();
      good = response.status === 200 && performance.now() - t0 < 100 ? good + 1 : 0;
    } catch {
      good = 0;
    }
    if (good >= 3) return;
    // Requests given up by the load generator are still running on PostgreSQL after 10 s: they are cancelled.
    if (!cancelled && database?.kind === 'postgres' && Date.now() - start > 10_000) {
      await database.db.execute(
        sql`select pg_cancel_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and state = 'active'`,
      );
      cancelled = true;
    }
    await sleep(200);
  }
}

interface Context {
  kind: 'pglite' | 'postgres';
  work: string;
  people: People;
  tokens: string[];
}

function requestsFor(scenario: Scenario): LoadSpec['requests'] {
  if (scenario.population === 'none') return [{ path: pathOf(scenario, 0) }];
  return Array.from({ length: MAIN }, (_, i) => ({ path: pathOf(scenario, i), auth: i }));
}

async function runHttp(
  ctx: Context,
  server: RunningServer,
  database: Database | null,
  scenario: Scenario,
  connections: number,
  tag: string,
): Promise<HttpCell> {
  const spec: LoadSpec = {
    host: '127.0.0.1',
    port: server.port,
    connections,
    requests: requestsFor(scenario),
    tokens: ctx.tokens,
    offset: 0,
    warmupMs: WARMUP_MS,
    durationMs: DURATION_MS,
    minRequests: MIN_REQUESTS,
    maxMs: MAX_MS,
    timeoutMs: TIMEOUT_MS,
    serverPid: server.pid,
  };
  try {
    const result = await runWorker<LoadResult>(
      join(here, 'lib/load-worker.ts'),
      spec,
      join(ctx.work, 'load-spec.json'),
      WARMUP_MS + MAX_MS + TIMEOUT_MS + 60_000,
      root,
    );
    const cell: HttpCell = { result, error: null };
    log(
      `  ${tag} ${scenario.label} @${connections}: p50 ${result.p50.toFixed(2)} ms, p99 ${result.p99.toFixed(1)} ms, ` +
        `${result.perSecond.toFixed(0)} req/s, ${result.requests} requests, ${result.errors} errors, ${result.non2xx} non-2xx` +
        (result.errorSamples.length ? ` (${result.errorSamples[0]})` : '') +
        (result.non2xx ? ` ${JSON.stringify(result.statuses)}` : '') +
        `; CPU: server ${result.serverCpu?.toFixed(2) ?? '?'}, postgres ${result.postgresCpu.toFixed(2)}, others ${result.othersCpu.toFixed(2)}`,
    );
    return cell;
  } catch (err) {
    log(`  ${tag} ${scenario.label} @${connections}: FAILED ${(err as Error).message}`);
    return { result: null, error: (err as Error).message };
  } finally {
    await settle(server, database);
  }
}

/** One request of the scenario, to say what the list found (X-Total-Count) and that it answers 200. */
async function sample(
  server: RunningServer,
  ctx: Context,
  scenario: Scenario,
): Promise<SizeResult['samples'][Scenario['key']]> {
  try {
    const requests = requestsFor(scenario);
    const first = requests[requests.length - 1];
    if (!first) return { error: 'no request' };
    const response = await fetch(`${server.base}${first.path}`, {
      headers: first.auth === undefined ? {} : { authorization: ctx.tokens[first.auth]! },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const body = (await response.json()) as unknown;
    const total = response.headers.get('x-total-count') ?? '';
    const exact = response.headers.get('x-total-count-exact') !== 'false';
    return {
      status: response.status,
      total: scenario.key === 'healthz' ? '' : `${total}${exact ? '' : '+'}`,
      items: Array.isArray(body) ? body.length : 0,
    };
  } catch (err) {
    return { error: (err as Error).message };
  }
}

function sqlSpecFor(ctx: Context, target: { databaseUrl?: string; dataDir: string }): SqlSpec {
  const main = ctx.people.professionals.slice(0, MAIN);
  return {
    kind: ctx.kind,
    databaseUrl: target.databaseUrl,
    dataDir: target.dataDir,
    today: todayIso(),
    connections: ctx.kind === 'postgres' ? CONNECTIONS : [1],
    scenarios: MEASURED.filter((s) => s.sql).map((s) => ({
      name: s.sql!.name,
      showAll: s.showAll,
      page: s.page,
      requests: main.map((p, i) => ({
        professionalId: p.id,
        skills: p.draw.skillsNormalized,
        filters: s.filters(i),
      })),
    })),
    maxPrepared: 300,
    warmupMs: 500,
    durationMs: DURATION_MS,
    minRequests: MIN_REQUESTS,
    maxMs: MAX_MS,
    timeoutMs: TIMEOUT_MS,
    explain: !args['no-explain'],
  };
}

async function benchDatabase(kind: 'pglite' | 'postgres', sizes: number[], work: string): Promise<DbResult> {
  const target = await createTarget(kind, work);
  const result: DbResult = { kind, label: target.label, sizes: [], notes: [] };
  log(`\n=== ${kind}: ${target.label}`);
  let database: Database | null = await target.open();
  const closeDatabase = async () => {
    if (database) await database.close();
    database = null;
  };
  const undo = onCleanUp(closeDatabase);
  try {
    let t = Date.now();
    const people = await seedPeople(database.db, { professionals: MAIN, employers: EMPLOYERS }, MARKET);
    log(
      `  ${people.professionals.length} professionals and ${EMPLOYERS} employers in ${((Date.now() - t) / 1000).toFixed(1)} s`,
    );
    const tokenService = createTokenService(new TextEncoder().encode(JWT_SECRET), 6 * 3600, 1);
    const tokens = await Promise.all(
      people.professionals.map(async (p) => `Bearer ${await tokenService.signAccess(p.id, 'professional', 0)}`),
    );
    const ctx: Context = { kind, work, people, tokens };
    let current = 0;
    for (const size of sizes) {
      const tag = `[${kind} ${sizeLabel(size)}]`;
      const sizeResult: SizeResult = {
        size,
        seedSeconds: 0,
        samples: {},
        http: {},
        sql: {},
        sqlError: null,
        serverPeakRssMb: null,
        dataDirMb: null,
        loadAverage: '',
        quiet: '',
        others: '',
      };
      result.sizes.push(sizeResult);
      // Seeding: incremental, one market growing through the sizes.
      database ??= await target.open();
      // The seed writes jobs in random order of date, which a real market does not: the search's copy of the newest
      // jobs would take in a share of all of them and be trimmed back, leaving a table of scattered rows. It is
      // emptied here and filled again below, as the server fills it once a market (grown in date order) outgrows it.
      await database.db.execute(sql`truncate job_search_recent`);
      await database.db.execute(sql`update job_search_recent_state set covers_since = 'infinity'`);
      t = Date.now();
      let lastShown = 0;
      await addJobs(database.db, people, size - current, 1_000 + size, {
        concurrency: kind === 'postgres' ? 2 : 1,
        market: MARKET,
        onProgress: (done, total) => {
          if (done === total || Date.now() - lastShown > 15_000) {
            lastShown = Date.now();
            log(
              `  ${tag} seeding: ${done.toLocaleString('en')} / ${total.toLocaleString('en')} jobs rows, ${((Date.now() - t) / 1000).toFixed(0)} s`,
            );
          }
        },
      });
      current = size;
      await vacuumAnalyze(database.db);
      // What the server's upkeep does at its start (fill or trim the search's copy of the newest jobs), done here so
      // that it is not measured beside the requests.
      log(`  ${tag} search copy of the newest jobs: ${await keepRecentJobCopy(database.db)}`);
      sizeResult.seedSeconds = (Date.now() - t) / 1000;
      log(`  ${tag} seeded in ${sizeResult.seedSeconds.toFixed(1)} s`);
      // PGlite: the server must own the directory, so this process lets go of it first.
      if (kind === 'pglite') await closeDatabase();

      const server = await startServer({
        root,
        logFile: join(work, `server-${kind}.log`),
        jwtSecret: JWT_SECRET,
        databaseUrl: target.databaseUrl,
        dataDir: target.dataDir,
        nodeArgs: args.profile ? ['--cpu-prof', `--cpu-prof-dir=${args.profile}`] : [],
        mode: SERVER,
      });
      const undoServer = onCleanUp(async () => void (await server.stop()));
      sizeResult.quiet = await waitForQuiet();
      sizeResult.loadAverage = loadavg()
        .map((v) => v.toFixed(2))
        .join(' ');
      log(`  ${tag} machine: ${sizeResult.quiet}; load average ${sizeResult.loadAverage}`);
      const before = processSnapshot();
      const began = Date.now();
      try {
        for (const scenario of MEASURED) {
          sizeResult.samples[scenario.key] = await sample(server, ctx, scenario);
          const cells: Partial<Record<number, HttpCell>> = {};
          sizeResult.http[scenario.key] = cells;
          for (const connections of CONNECTIONS)
            cells[connections] = await runHttp(ctx, server, database, scenario, connections, tag);
        }
      } finally {
        undoServer();
        sizeResult.serverPeakRssMb = (await server.stop()).peakRssMb;
      }
      sizeResult.others = othersSince(before, (Date.now() - began) / 1000, server.pid);

      // The list's SQL alone, from another process, with the server stopped.
      if (kind === 'pglite') await closeDatabase();
      try {
        const runs = await runWorker<SqlScenarioResult[]>(
          join(here, 'lib/sql-worker.ts'),
          sqlSpecFor(ctx, target),
          join(work, 'sql-spec.json'),
          20 * 60_000,
          root,
        );
        for (const run of runs) {
          sizeResult.sql[run.name] = run;
          const one = run.runs[1];
          const fifty = run.runs[50];
          log(
            `  ${tag} SQL ${run.name}: ${run.error ? `FAILED ${run.error}` : `p50 ${one?.p50.toFixed(2)} ms @1` + (fifty ? `, ${fifty.perSecond.toFixed(0)} req/s @50, p99 ${fifty.p99.toFixed(1)} ms` : '')}`,
          );
        }
      } catch (err) {
        sizeResult.sqlError = (err as Error).message;
        log(`  ${tag} SQL FAILED ${sizeResult.sqlError}`);
      }
      if (kind === 'pglite') sizeResult.dataDirMb = dirSizeMb(target.dataDir);
    }
  } catch (err) {
    result.notes.push(`stopped early: ${(err as Error).stack ?? String(err)}`);
    log(`  ${kind} stopped early: ${(err as Error).message}`);
  } finally {
    await closeDatabase();
    undo();
  }
  return result;
}

/** What other processes (not this benchmark's, not PostgreSQL's) used of the machine meanwhile. */
function othersSince(before: Map<number, { cpu: number; name: string }>, seconds: number, serverPid: number): string {
  const after = processSnapshot();
  const used: { name: string; cores: number }[] = [];
  for (const [pid, { cpu, name }] of after) {
    const earlier = before.get(pid);
    if (!earlier || pid === process.pid || pid === serverPid || name.startsWith('postgres')) continue;
    const cores = (cpu - earlier.cpu) / seconds;
    if (cores > 0.02) used.push({ name, cores });
  }
  used.sort((a, b) => b.cores - a.cores);
  const total = used.reduce((sum, u) => sum + u.cores, 0);
  return `${total.toFixed(2)} cores${
    used.length
      ? `: ${used
          .slice(0, 3)
          .map((u) => `${u.name} (${u.cores.toFixed(2)})`)
          .join(', ')}`
      : ''
  }`;
}

function notesFor(results: DbResult[]): string[] {
  const notes: string[] = [];
  const cpu = cpus();
  notes.push(
    `Market: ${MARKET.name} (${MARKET.describe}). Server: ${SERVER === 'npm-start' ? 'as `npm start` runs it (built, NODE_ENV=production, the API processes it chooses; the server CPU figures count its first process only)' : 'from the sources, one API process'}.`,
  );
  notes.push(
    `Machine: ${cpu.length} CPUs (${cpu[0]?.model ?? '?'}), ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}.`,
  );
  notes.push(
    'Each request is for another professional (2,000 in turn). ' +
      `Runs last ${DURATION_MS / 1000} s after a ${WARMUP_MS / 1000} s warm-up, longer when fewer than ${MIN_REQUESTS} requests have completed, at most ${MAX_MS / 1000} s; a request times out after ${TIMEOUT_MS / 1000} s.`,
  );
  notes.push(
    "skill-matched: the server ranks every open job sharing a skill with the professional on each request, from the open jobs' skills it keeps in memory (read at its start, caught up before each list). " +
      'The moments between steady states (after an import, during approvals, after a change of skills) and an open-loop peak are measured by `npm run bench:moments`.',
  );
  notes.push(
    'found: X-Total-Count of one request (+ when it is a lower bound). errors: connection errors and timeouts plus non-2xx answers. ' +
      "SQL: the list statements of each request (the page's ids with the capped total, the re-run over the whole market when a common word's slice finds few, then the page's cards as a statement prepared per connection), rendered by the API's own code, run bare through pg from another process (300 requests prepared per scenario, taken in turn). " +
      "others CPU: what the rest of the machine used during the run, in cores (besides the load generator, the server and PostgreSQL): other people's work on the machine.",
  );
  for (const db of results) {
    for (const s of db.sizes) {
      notes.push(
        `${db.kind} ${sizeLabel(s.size)}: seeded in ${s.seedSeconds.toFixed(0)} s; server peak RSS ${s.serverPeakRssMb?.toFixed(0) ?? '?'} MB` +
          `${s.dataDirMb !== null ? `; data directory ${s.dataDirMb.toFixed(0)} MB` : ''}; before measuring the machine was ${s.quiet}, load average ${s.loadAverage}; long-running other processes used ${s.others} meanwhile.`,
      );
    }
    notes.push(...db.notes.map((n) => `${db.kind}: ${n}`));
  }
  const pglite = results.find((r) => r.kind === 'pglite');
  const largest = pglite?.sizes[pglite.sizes.length - 1];
  const previous = pglite?.sizes[pglite.sizes.length - 2];
  if (pglite && largest && previous && largest.seedSeconds > 0) {
    const added = (largest.size - previous.size) * 1.1;
    const rowsPerSecond = added / largest.seedSeconds;
    const mbPerJob =
      largest.dataDirMb !== null && previous.dataDirMb !== null
        ? (largest.dataDirMb - previous.dataDirMb) / (largest.size - previous.size)
        : null;
    notes.push(
      `PGlite stops at ${sizeLabel(largest.size)}: it seeded ${rowsPerSecond.toFixed(0)} job rows/s on one core (1,000,000 jobs would take about ${(1_100_000 / rowsPerSecond / 60).toFixed(0)} min), ` +
        `${mbPerJob !== null ? `its directory grows by ${(mbPerJob * 1024).toFixed(1)} KB a job (about ${((mbPerJob * 1_000_000) / 1024).toFixed(1)} GB at 1,000,000), ` : ''}` +
        `the server's peak RSS was ${largest.serverPeakRssMb?.toFixed(0) ?? '?'} MB at ${sizeLabel(largest.size)}, and the engine is single-threaded WASM: one query at a time for the whole server. ` +
        'Its bare SQL runs in that other process on its single connection, with the server stopped (the server locks the directory): there is no pool of 50 to measure.',
    );
  }
  return notes;
}

/** The figures kept for the next run: each list's p50 at one connection and its rate at 50. */
function figuresOf(results: DbResult[]): Figure[] {
  const figures: Figure[] = [];
  for (const db of results) {
    for (const s of db.sizes) {
      for (const scenario of MEASURED) {
        const cells = s.http[scenario.key];
        const one = cells?.[1]?.result;
        const fifty = cells?.[50]?.result;
        const at = `${db.kind} ${sizeLabel(s.size)} ${scenario.label}`;
        if (one) figures.push({ label: `${at} p50 @1`, value: one.p50, unit: 'ms' });
        if (fifty) figures.push({ label: `${at} req/s @50`, value: fifty.perSecond, unit: '/s' });
      }
    }
  }
  return figures;
}

async function main() {
  installExitHandlers();
  const started = Date.now();
  const work = mkdtempSync(join(tmpdir(), 'talent-bench-'));
  onCleanUp(async () => rmSync(work, { recursive: true, force: true }));
  log(`talent bench: ${kinds.join(', ')}; ${DURATION_MS / 1000} s a run; results to ${OUT}`);
  if (SERVER === 'npm-start' && !args['no-build']) buildForNpmStart(root);
  const results: DbResult[] = [];
  try {
    for (const kind of kinds) {
      const sizes = customSizes ?? DEFAULT_SIZES[kind];
      results.push(await benchDatabase(kind, sizes, work));
    }
  } finally {
    const minutes = ((Date.now() - started) / 60_000).toFixed(1);
    const out: string[] = [
      `# Job list benchmark, ${new Date().toISOString()}`,
      '',
      `Command: npm run bench -- ${process.argv.slice(2).join(' ')}`,
      `Total time: ${minutes} min`,
      '',
    ];
    const console_: string[] = [];
    for (const db of results) {
      const table = renderTable(db);
      out.push(`## ${db.kind === 'pglite' ? 'PGlite' : 'PostgreSQL'} (${db.label})`, '', table, '');
      console_.push(`\n## ${db.kind === 'pglite' ? 'PGlite' : 'PostgreSQL'}\n`, table);
    }
    const targets = renderTargets(results.find((r) => r.kind === 'postgres'));
    out.push('## Targets', '', '```', ...targets, '```', '');
    console_.push('\n## Targets\n', ...targets);
    const notes = notesFor(results);
    out.push('## Notes', '', ...notes.map((n) => `- ${n}`), '');
    console_.push('\n## Notes\n', ...notes.map((n) => `- ${n}`));
    const plans: string[] = [];
    for (const db of results) {
      for (const s of db.sizes) {
        for (const run of Object.values(s.sql)) {
          if (!run.plans) continue;
          out.push(`### Plan: ${db.kind} ${sizeLabel(s.size)} ${run.name}`, '', '```', run.plans, '```', '');
          if (s.size >= 100_000)
            plans.push(`\n### ${db.kind} ${sizeLabel(s.size)} ${run.name}`, ...keyPlanLines(run.plans));
        }
      }
    }
    out.push('## Details: HTTP runs', '', ...results.flatMap((db) => [`### ${db.kind}`, '', renderDetails(db), '']));
    out.push('## Details: bare SQL', '', ...results.flatMap((db) => [`### ${db.kind}`, '', renderSqlDetails(db), '']));
    if (plans.length) console_.push('\n## Key lines of the plans (whole plans in the file)', ...plans);
    const previous = besidePrevious(
      resultsFile('bench', {
        db: kinds.join(','),
        market: MARKET.name,
        server: SERVER,
        sizes: results.flatMap((r) => r.sizes.map((s) => sizeLabel(s.size))).join(','),
        ...(ONLY ? { scenarios: ONLY.join(',') } : {}),
      }),
      figuresOf(results),
    );
    out.push('## Beside the previous run', '', ...previous, '');
    console_.push('\n## Beside the previous run\n', ...previous);
    console_.push(`\nTotal time: ${minutes} min. Written to ${OUT}`);
    writeFileSync(OUT, out.join('\n'));
    log(console_.join('\n'));
    await cleanUp();
  }
}

main().catch(async (err) => {
  console.error(err);
  await cleanUp();
  process.exit(1);
});
