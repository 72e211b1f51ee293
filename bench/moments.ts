// `npm run bench:moments`: the job lists at the moments between a market's steady states, as users meet them: right
// after a large import, while staff approve jobs, when professionals change their skills, and at a peak of arrivals
// that do not wait for the server. The market is seeded here (through the application's own database client), the
// real API server runs as its own process, the import is the real command in a process of its own, and every
// measured request is sent from a separate load process. Prints a table of figures (markdown); asserts nothing.
//
//   npm run bench:moments -- [--db postgres|pglite] [--pg-url postgres://postgres@127.0.0.1:5432/postgres]
//                            [--professionals 2000] [--start 1000] [--import 99000] [--processes 1] [--out file.md]
//                            [--quick] [--market standard|unseen] [--server source|npm-start] [--no-build]
//                            [--cold-mix] [--until import] [--import-patch FILE] [--rate 100]
//
// --quick: a smoke run (a small market, a small import, shorter phases), to check that every phase runs.
// --market unseen: the market of a feed the product has not seen (bench/lib/market-unseen.ts).
// --server npm-start: the server as `npm start` runs it (built, production, the API processes it chooses; built
//   first unless --no-build), in place of --processes' processes from the sources.
// --cold-mix: 1 s after the import ends, the peak's mix of lists and searches, each for a professional not asked
//   since the import: COLD.oneConnection at one connection, then an open loop at PEAK.perSecond for
//   COLD.openLoopMs; then the samples until the lists are settled, of the same mix.
// --rate N: the open loops' requests a second (the peak's, and the cold mix's), 100 unless given.
// --until import: stops after the import's phases (no approvals, changes of skills or peak).
// --import-patch FILE: the import command runs from a checkout of the last commit with FILE applied (the server
//   runs this tree): what a step of the import buys, e.g. bench/import-variants/no-analyze.patch.
// Each run's figures are kept in bench/results/ and the next run with the same options prints its own beside them.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { addDaysIso, normaliseSkill, todayIso } from '@talent/shared';
import { defaultApiProcesses } from '../apps/api/src/config.js';
import { openDatabase, type Database } from '../apps/api/src/db/client.js';
import { executeRows } from '../apps/api/src/db/rows.js';
import { users } from '../apps/api/src/db/schema.js';
import { createTokenService } from '../apps/api/src/lib/jwt.js';
import { checkout } from './lib/checkout.js';
import { rng } from './lib/market.js';
import { marketNamed } from './lib/markets.js';
import { besidePrevious, resultsFile, type Figure } from './lib/previous.js';
import type { Summary } from './lib/moments-http.js';
import { startWorker } from './lib/moments-process.js';
import type {
  ClosedResult,
  ClosedSpec,
  FreshnessResult,
  FreshnessSpec,
  ListRequest,
  OnceResult,
  OnceSpec,
  OpenLoopRequest,
  OpenLoopResult,
  OpenLoopSpec,
  Outcome,
  SamplesResult,
  SamplesSpec,
  SkillsResult,
  SkillsSpec,
} from './lib/moments-types.js';
import { cleanUp, installExitHandlers, onCleanUp, track } from './lib/processes.js';
import { writeFeed } from './lib/feed.js';
import { createScratchDatabase } from './lib/scratch-database.js';
import { addJobs, seedPeople, vacuumAnalyze, type People } from './lib/seed.js';
import { buildForNpmStart, serverModeOf, startServer, type RunningServer } from './lib/server.js';

const here = dirname(fileURLToPath(import.meta.url));
const root = dirname(here);
const SEQUENTIAL_WORKER = fileURLToPath(new URL('./lib/moments-worker.ts', import.meta.url));
const OPEN_LOOP_WORKER = fileURLToPath(new URL('./lib/open-loop-worker.ts', import.meta.url));

const { values: args } = parseArgs({
  options: {
    db: { type: 'string', default: 'postgres' },
    'pg-url': { type: 'string' },
    professionals: { type: 'string' },
    start: { type: 'string' },
    import: { type: 'string' },
    out: { type: 'string' },
    quick: { type: 'boolean', default: false },
    processes: { type: 'string', default: '1' },
    market: { type: 'string' },
    server: { type: 'string' },
    'no-build': { type: 'boolean', default: false },
    'cold-mix': { type: 'boolean', default: false },
    until: { type: 'string' },
    'import-patch': { type: 'string' },
    rate: { type: 'string' },
  },
});
const MARKET = marketNamed(args.market);
const SERVER = serverModeOf(args.server);
const COLD_MIX = args['cold-mix'];
if (args.until !== undefined && args.until !== 'import') throw new Error('--until: only `import` is known');
const UNTIL_IMPORT = args.until === 'import';

const QUICK = args.quick;
const KIND = args.db as 'postgres' | 'pglite';
if (KIND !== 'postgres' && KIND !== 'pglite') throw new Error('--db must be postgres or pglite');
const count = (value: string | undefined, full: number, quick: number) => {
  const n = value === undefined ? (QUICK ? quick : full) : Number(value.replace(/_/g, ''));
  if (!Number.isInteger(n) || n < 0) throw new Error(`not a count: ${value}`);
  return n;
};
const PROFESSIONALS = Math.max(20, count(args.professionals, 2_000, 200));
const START_JOBS = count(args.start, 1_000, 300);
const IMPORT_JOBS = Math.max(1, count(args.import, 99_000, 3_000));
const EMPLOYERS = 40;
/** API processes (WEB_CONCURRENCY): one by default, whose CPU and memory the report reads by its pid. */
const PROCESSES = String(Math.max(1, count(args.processes, 1, 1)));
const PG_URL = args['pg-url'] ?? process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const STAMP = new Date().toISOString();
const OUT = args.out ?? join(tmpdir(), `talent-moments-${STAMP.replace(/[:.]/g, '-')}.md`);
const JWT_SECRET = 'bench-secret-bench-secret-bench-secret-0123456789';
const STAFF_EMAIL = 'bench-staff@example.cd';
const IMPORT_EMPLOYER = 'bench-employer-0@example.cd';
const TIMEOUT_MS = 30_000;

/** After the import: samples of the lists until they are back to their settled speed, or the time is up. */
const AFTER = {
  sampleSize: 200,
  everyMs: QUICK ? 5_000 : 15_000,
  maxMs: QUICK ? 30_000 : 180_000,
  targetMs: 10,
  holdSamples: 2,
  minSamples: 2,
};
const APPROVALS = { perSecond: 10, durationMs: QUICK ? 15_000 : 60_000 };
const FRESHNESS = { jobs: 20, pollMs: 100, giveUpMs: 10_000 };
const SKILL_CHANGES = 200;
const PEAK = {
  perSecond: args.rate ? Number(args.rate) : 100,
  warmupMs: QUICK ? 2_000 : 5_000,
  durationMs: QUICK ? 15_000 : 60_000,
  connections: 64,
};
const PEAK_MIX: readonly (readonly [kind: PeakKind, share: number])[] = [
  ['skill-matched', 0.5],
  ['all p1', 0.2],
  ['q', 0.2],
  ['q + location', 0.1],
];
type PeakKind = 'skill-matched' | 'all p1' | 'q' | 'q + location';
/** --cold-mix: the requests right after the import, each for a professional not asked since it. */
const COLD = { afterMs: 1_000, oneConnection: QUICK ? 50 : 200, openLoopMs: QUICK ? 3_000 : 15_000 };

const log = (line: string) => console.log(line);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, Math.max(0, ms)));

/** A request of the peak's mix for a professional: its kind drawn from PEAK_MIX, its words and town by the market. */
function mixRequest(
  draws: { mix: () => number; words: () => number; towns: () => number },
  auth: number,
): { kind: PeakKind; path: string; auth: number } {
  let u = draws.mix();
  const kind = PEAK_MIX.find(([, share]) => (u -= share) < 0)?.[0] ?? 'skill-matched';
  const params = new URLSearchParams();
  if (kind !== 'skill-matched') params.set('show_all', 'true');
  if (kind === 'q' || kind === 'q + location') params.set('q', MARKET.drawQuery(draws.words));
  if (kind === 'q + location') params.set('location', MARKET.drawTownName(draws.towns));
  const query = params.toString();
  return { kind, path: `/hiring/jobs/${query ? `?${query}` : ''}`, auth };
}
const seconds = (ms: number) => (ms / 1000).toFixed(1);
const thousands = (n: number) => n.toLocaleString('en');

interface Target {
  label: string;
  databaseUrl?: string;
  dataDir: string;
  open(): Promise<Database>;
}

/** The benchmark's own database: a new PostgreSQL database (dropped at the end, however it ends) or a PGlite directory. */
async function createTarget(work: string): Promise<Target> {
  if (KIND === 'pglite') {
    const dataDir = join(work, 'pglite');
    return { label: `PGlite in ${dataDir}`, dataDir, open: () => openDatabase({ dataDir }) };
  }
  const scratch = await createScratchDatabase(PG_URL, 'bench_moments');
  onCleanUp(scratch.drop);
  const databaseUrl = scratch.url;
  return {
    label: `PostgreSQL database ${scratch.name} on ${new URL(databaseUrl).host}`,
    databaseUrl,
    dataDir: join(work, 'pg-data-dir-unused'),
    open: () => openDatabase({ databaseUrl, poolSize: 2 }),
  };
}

/** The staff account that approves jobs: the staff API asks for it, with a session proved by a one-time code. */
async function addStaff(database: Database): Promise<string> {
  const [staff] = await database.db
    .insert(users)
    .values({
      email: STAFF_EMAIL,
      userType: 'other',
      isStaff: true,
      firstName: 'Moderator',
      lastName: 'Bench',
      passwordHash: 'bench-no-login',
    })
    .returning({ id: users.id });
  return staff!.id;
}

/** The import command, as an operator runs it against the server's database; killed by its PID if it overruns. */
function runImport(feed: string, target: Target, cwd: string): Promise<{ ms: number; last: string }> {
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production', JWT_SECRET, LOG_LEVEL: 'warn' };
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  if (target.databaseUrl) env.DATABASE_URL = target.databaseUrl;
  else env.DATA_DIR = target.dataDir;
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = track(
      spawn(
        process.execPath,
        ['--import', 'tsx', 'apps/api/src/cli/import-jobs.ts', feed, '--employer', IMPORT_EMPLOYER, '--approve'],
        { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] },
      ),
    );
    let last = '';
    const keep = (chunk: Buffer) => {
      const lines = chunk
        .toString()
        .split(/[\r\n]+/)
        .filter((l) => l.trim());
      if (lines.length) last = lines[lines.length - 1]!;
    };
    child.stdout!.on('data', keep);
    child.stderr!.on('data', keep);
    const timer = setTimeout(() => {
      if (child.exitCode === null && child.pid) process.kill(child.pid, 'SIGKILL');
    }, 30 * 60_000);
    child.once('error', reject);
    child.once('exit', (code) => {
      clearTimeout(timer);
      const ms = performance.now() - started;
      if (code === 0) resolve({ ms, last });
      else reject(new Error(`the import failed (exit ${code}): ${last}`));
    });
  });
}

/**
 * Pending jobs, as employers' requests waiting for staff: copies of open jobs' columns, submitted now. The last
 * FRESHNESS.jobs each carry a word no other job has in its title and one skill of a chosen professional only, so
 * that the professional's list searched for the word finds that job alone, and ranks it first among their matches
 * (a whole match, and the newest).
 */
async function addPendingJobs(database: Database, people: People, plain: number) {
  const { db } = database;
  const after = addDaysIso(todayIso(), 1);
  const ids: number[] = [];
  // Each turn copies up to `plain` open jobs; a small market is copied more than once.
  for (let turn = 0; ids.length < plain && turn < 1_000; turn += 1) {
    const rows = await executeRows<{ id: string }>(
      db,
      sql`insert into jobs (employer_id, job_title, job_description, experience_level, type_of_contract, required_skills,
          required_skills_normalized, start_date, salary, job_location, work_model, application_deadline, status,
          submitted_at, approved_at, medical_aid, housing)
        select employer_id, job_title, job_description, experience_level, type_of_contract, required_skills,
          required_skills_normalized, start_date, salary, job_location, work_model, application_deadline, 'pending',
          now(), null, medical_aid, housing
        from jobs where status = 'approved' and application_deadline >= ${after}::date
        order by id limit ${plain - ids.length}
        returning id`,
    );
    if (rows.length === 0) throw new Error('no open job to copy as a pending one');
    ids.push(...rows.map((r) => Number(r.id)));
  }
  const checks: FreshnessSpec['checks'] = [];
  for (let k = 0; k < FRESHNESS.jobs; k += 1) {
    const who = Math.floor((k * people.professionals.length) / FRESHNESS.jobs);
    const { draw } = people.professionals[who]!;
    // The professional's rarest skill, whose matches are the fewest.
    let pick = 0;
    draw.skillsNormalized.forEach((skill, i) => {
      if (MARKET.skillRank(skill) > MARKET.skillRank(draw.skillsNormalized[pick]!)) pick = i;
    });
    const normalized = draw.skillsNormalized[pick]!;
    const label = draw.skills.find((s) => normaliseSkill(s) === normalized) ?? normalized;
    const word = `freshnessprobe${String.fromCharCode(97 + (k % 26))}${String.fromCharCode(97 + Math.floor(k / 26))}`;
    const [row] = await executeRows<{ id: string }>(
      db,
      sql`insert into jobs (employer_id, job_title, job_description, experience_level, type_of_contract, required_skills,
          required_skills_normalized, start_date, salary, job_location, work_model, application_deadline, status,
          submitted_at, approved_at, medical_aid, housing)
        select employer_id, job_title || ' ' || ${word}, job_description, experience_level, type_of_contract, ${label},
          array[${normalized}]::text[], start_date, salary, job_location, work_model, application_deadline, 'pending',
          now(), null, medical_aid, housing
        from jobs where status = 'approved' and application_deadline >= ${after}::date
        order by id limit 1
        returning id`,
    );
    checks.push({ jobId: Number(row!.id), word, auth: who });
  }
  return { ids, checks };
}

/** Whether the search's copy of the newest jobs is in use (PostgreSQL), to tell whether its upkeep ran meanwhile. */
async function recentCopyState(database: Database): Promise<string> {
  const [row] = await executeRows<{ since: string; rows: number }>(
    database.db,
    sql`select covers_since::text as since, (select count(*)::int from job_search_recent) as rows from job_search_recent_state`,
  );
  if (!row) return 'no state row';
  return row.since === 'infinity'
    ? `not in use (${thousands(row.rows)} rows)`
    : `in use, holds the approved jobs submitted since ${row.since} (${thousands(row.rows)} rows)`;
}

/** What the server wrote at warn level or above (it runs at LOG_LEVEL warn). */
function serverLogLines(path: string): { warnings: number; errors: number; first: string[] } {
  if (!existsSync(path)) return { warnings: 0, errors: 0, first: [] };
  let warnings = 0;
  let errors = 0;
  const first: string[] = [];
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    if (!line.trim()) continue;
    let level = 50;
    let msg = line;
    try {
      const parsed = JSON.parse(line) as { level?: number; msg?: string; err?: { message?: string } };
      level = parsed.level ?? 50;
      msg = `${parsed.msg ?? ''}${parsed.err?.message ? `: ${parsed.err.message}` : ''}`;
    } catch {
      // not JSON: counted as an error line
    }
    if (level >= 50) errors += 1;
    else if (level >= 40) warnings += 1;
    else continue;
    if (first.length < 3) first.push(msg.slice(0, 200));
  }
  return { warnings, errors, first };
}

const ms = (v: number | undefined) =>
  v === undefined || Number.isNaN(v) ? '' : v < 10 ? v.toFixed(2) : v < 100 ? v.toFixed(1) : v.toFixed(0);
const outcomeText = (o: Outcome) =>
  `${o.errors} errors, ${o.non2xx} non-2xx` +
  (o.non2xx ? ` ${JSON.stringify(o.statuses)}` : '') +
  (o.errorSamples.length ? ` (${o.errorSamples[0]})` : '');

interface Row {
  moment: string;
  what: string;
  summary?: Partial<Summary>;
  notes: string;
}

function renderTable(rows: Row[]): string {
  const lines = [
    '| Moment | Measure | n | p50 ms | p90 ms | p99 ms | max ms | Notes |',
    '|---|---|--:|--:|--:|--:|--:|---|',
  ];
  for (const r of rows) {
    const s = r.summary ?? {};
    lines.push(
      `| ${r.moment} | ${r.what} | ${s.n === undefined ? '' : thousands(s.n)} | ${ms(s.p50)} | ${ms(s.p90)} | ${ms(s.p99)} | ${ms(s.max)} | ${r.notes} |`,
    );
  }
  return lines.join('\n');
}

async function main() {
  installExitHandlers();
  const started = Date.now();
  const loadAtStart = loadavg()
    .map((v) => v.toFixed(2))
    .join(' ');
  const work = mkdtempSync(join(tmpdir(), 'talent-moments-'));
  onCleanUp(async () => rmSync(work, { recursive: true, force: true }));
  const rows: Row[] = [];
  const figures: Figure[] = [];
  const notes: string[] = [];
  const target = await createTarget(work);
  const serverLog = join(work, 'server.log');
  let server: RunningServer | null = null;
  const startTheServer = async () => {
    server = await startServer({
      root,
      logFile: serverLog,
      jwtSecret: JWT_SECRET,
      databaseUrl: target.databaseUrl,
      dataDir: target.dataDir,
      env: { WEB_CONCURRENCY: PROCESSES },
      mode: SERVER,
    });
    const running = server;
    const undo = onCleanUp(async () => void (await running.stop()));
    return async () => {
      undo();
      return (await running.stop()).peakRssMb;
    };
  };
  let stopServer: (() => Promise<number | null>) | null = null;
  let database: Database | null = null;
  const closeDatabase = async () => {
    const open = database;
    database = null;
    await open?.close();
  };
  onCleanUp(closeDatabase);
  let peakRss: number | null = null;
  let failure: Error | null = null;
  const worker = <T>(script: string, spec: object, name: string, timeoutMs: number) =>
    startWorker<T>(script, spec, join(work, `${name}.json`), timeoutMs, root);
  const host = '127.0.0.1';
  const port = () => server!.port;

  log(`moments bench: ${target.label}; results to ${OUT}`);
  try {
    if (SERVER === 'npm-start' && !args['no-build']) buildForNpmStart(root);
    const importPatch = args['import-patch'];
    const importRoot = importPatch ? checkout(root, work, 'import-variant', resolve(importPatch)).dir : root;
    // The market before the import, the staff account, and the feed to import.
    database = await target.open();
    let t = Date.now();
    const people = await seedPeople(database.db, { professionals: PROFESSIONALS, employers: EMPLOYERS }, MARKET);
    const staffId = await addStaff(database);
    await addJobs(database.db, people, START_JOBS, 1_001, {
      concurrency: KIND === 'postgres' ? 2 : 1,
      market: MARKET,
    });
    await vacuumAnalyze(database.db);
    log(
      `  seeded ${thousands(PROFESSIONALS)} professionals, ${EMPLOYERS} employers and ${thousands(START_JOBS)} open jobs in ${seconds(Date.now() - t)} s`,
    );
    const feed = join(work, 'feed.jsonl');
    await writeFeed(feed, IMPORT_JOBS, EMPLOYERS, MARKET);
    const tokenService = createTokenService(new TextEncoder().encode(JWT_SECRET), 6 * 3600, 1);
    const tokens = await Promise.all(
      people.professionals.map(async (p) => `Bearer ${await tokenService.signAccess(p.id, 'professional', 0)}`),
    );
    const staffAuth = tokens.length;
    tokens.push(`Bearer ${await tokenService.signAccess(staffId, 'other', 0, ['pwd', 'otp'])}`);
    const everyone = (from: number): ListRequest[] =>
      people.professionals.map((_, i) => ({ path: '/hiring/jobs/', auth: (from + i) % PROFESSIONALS }));
    const common = { host, tokens, timeoutMs: TIMEOUT_MS };
    // PGlite: the server must own the directory, so this process lets go of it first.
    if (KIND === 'pglite') await closeDatabase();
    stopServer = await startTheServer();

    // Settled: every professional opens their list once.
    const settledSpec: OnceSpec = { ...common, mode: 'once', waitForGo: true, requests: everyone(0) };
    const settledWorker = worker<OnceResult>(SEQUENTIAL_WORKER, settledSpec, 'settled', 20 * 60_000);
    settledWorker.go({ port: port(), t0: Date.now() });
    const settled = await settledWorker.result;
    log(`  settled: p50 ${ms(settled.summary.p50)} ms, p99 ${ms(settled.summary.p99)} ms`);
    figures.push({ label: 'settled skill-matched p50', value: settled.summary.p50, unit: 'ms' });
    rows.push({
      moment: 'Settled (before the import)',
      what: 'skill-matched list, each professional once, 1 connection',
      summary: settled.summary,
      notes: `first request after the server's start ${ms(settled.first)} ms; ${outcomeText(settled.outcome)}`,
    });

    // --cold-mix: the mix right after the import, at one connection and then in an open loop, each request for
    // another professional; then the samples, of the same mix, for professionals not asked since the import.
    const coldDraws = { mix: rng(61), words: rng(62), towns: rng(63) };
    const coldOne = Array.from({ length: COLD.oneConnection }, (_, i) => mixRequest(coldDraws, i % PROFESSIONALS));
    const coldLoop: OpenLoopRequest[] = Array.from(
      { length: Math.ceil((COLD.openLoopMs / 1000) * PEAK.perSecond * 1.5) },
      (_, i) => ({ method: 'GET', ...mixRequest(coldDraws, (COLD.oneConnection + i) % PROFESSIONALS) }),
    );
    const afterCold = COLD.oneConnection + Math.ceil((COLD.openLoopMs / 1000) * PEAK.perSecond);
    const coldOneWorker = COLD_MIX
      ? worker<OnceResult>(
          SEQUENTIAL_WORKER,
          { ...common, mode: 'once', waitForGo: true, requests: coldOne } satisfies OnceSpec,
          'cold-one',
          20 * 60_000,
        )
      : null;
    const coldLoopWorker = COLD_MIX
      ? worker<OpenLoopResult>(
          OPEN_LOOP_WORKER,
          {
            ...common,
            waitForGo: true,
            requests: coldLoop,
            reuse: false,
            ratePerSecond: PEAK.perSecond,
            arrivals: 'poisson',
            warmupMs: 0,
            durationMs: COLD.openLoopMs,
            maxConnections: PEAK.connections,
            seed: 65,
          } satisfies OpenLoopSpec,
          'cold-loop',
          30 * 60_000,
        )
      : null;
    // After the import: the sampler is started and waiting before the import ends, so that it asks at once.
    const samplesSpec: SamplesSpec = {
      ...common,
      mode: 'samples',
      waitForGo: true,
      requests: COLD_MIX
        ? people.professionals.map((_, i) => mixRequest(coldDraws, (afterCold + i) % PROFESSIONALS))
        : everyone(0),
      ...AFTER,
    };
    const sampler = worker<SamplesResult>(SEQUENTIAL_WORKER, samplesSpec, 'samples', 90 * 60_000);
    await Promise.all([sampler.ready, coldOneWorker?.ready, coldLoopWorker?.ready]);
    // PGlite: the command cannot open the directory while the server holds it; the server is started again after.
    if (KIND === 'pglite') {
      const peakNow = await stopServer();
      peakRss = peakNow !== null && Number.isFinite(peakNow) ? peakNow : null;
      stopServer = null;
    }
    t = Date.now();
    log(`  importing ${thousands(IMPORT_JOBS)} jobs...`);
    const imported = await runImport(feed, target, importRoot);
    const importEnded = Date.now();
    let pending: Awaited<ReturnType<typeof addPendingJobs>> | null = null;
    const plainPending = Math.ceil((APPROVALS.perSecond * APPROVALS.durationMs) / 1000);
    if (KIND === 'pglite') {
      // Done here, while the directory is free; the pending jobs are not in any list.
      database = await target.open();
      pending = await addPendingJobs(database, people, plainPending);
      await closeDatabase();
      stopServer = await startTheServer();
    }
    log(`  imported in ${seconds(imported.ms)} s: ${imported.last}`);
    figures.push({ label: 'import wall time', value: imported.ms / 1000, unit: 's' });
    rows.push({
      moment: 'Import',
      what: `import command (--approve), wall time${args['import-patch'] ? ` (with ${args['import-patch']})` : ''}`,
      notes: `${thousands(IMPORT_JOBS)} jobs in ${seconds(imported.ms)} s (${thousands(Math.round(IMPORT_JOBS / (imported.ms / 1000)))} jobs/s)`,
    });
    if (coldOneWorker && coldLoopWorker) {
      await sleep(importEnded + COLD.afterMs - Date.now());
      coldOneWorker.go({ port: port(), t0: importEnded });
      const one = await coldOneWorker.result;
      const loopStarted = Date.now() - importEnded;
      coldLoopWorker.go({ port: port(), t0: Date.now() });
      const loop = await coldLoopWorker.result;
      log(
        `  right after the import: one connection p50 ${ms(one.summary.p50)} ms; open loop p50 ${ms(loop.summary.p50)} ms, p99 ${ms(loop.summary.p99)} ms`,
      );
      const moment = 'Right after the import';
      rows.push({
        moment,
        what: `the mix at 1 connection from +${seconds(COLD.afterMs)} s, each professional once`,
        summary: one.summary,
        notes: `first request ${ms(one.first)} ms; ${outcomeText(one.outcome)}`,
      });
      figures.push({ label: 'cold mix @1 p50', value: one.summary.p50, unit: 'ms' });
      for (const [kind] of PEAK_MIX) {
        const k = one.byKind[kind];
        if (!k) continue;
        rows.push({ moment, what: `… ${kind}`, summary: k, notes: '' });
        figures.push({ label: `cold mix @1 ${kind} p50`, value: k.p50, unit: 'ms' });
      }
      rows.push({
        moment,
        what: `the mix in an open loop at ${PEAK.perSecond}/s from +${seconds(loopStarted)} s for ${seconds(COLD.openLoopMs)} s, no warm-up`,
        summary: loop.summary,
        notes: `offered ${loop.offered.toFixed(1)}/s, achieved ${loop.achieved.toFixed(1)}/s; ${outcomeText(loop.outcome)}; send lag p99 ${ms(loop.sendLag.p99)} ms`,
      });
      figures.push(
        { label: 'cold open loop achieved', value: loop.achieved, unit: '/s' },
        { label: 'cold open loop p50', value: loop.summary.p50, unit: 'ms' },
        { label: 'cold open loop p99', value: loop.summary.p99, unit: 'ms' },
      );
      for (const [kind] of PEAK_MIX) {
        const k = loop.byKind[kind];
        if (!k) continue;
        rows.push({ moment, what: `… ${kind}`, summary: k, notes: '' });
        figures.push({ label: `cold open loop ${kind} p99`, value: k.p99, unit: 'ms' });
      }
    }
    sampler.go({ port: port(), t0: importEnded });
    const after = await sampler.result;
    rows.push({
      moment: 'After the import',
      what: COLD_MIX ? "the samples' first request (after the mix's)" : 'first skill-matched list request',
      summary: { n: 1, p50: after.first },
      notes: `sent ${ms(after.firstSentMs)} ms after the import ended${KIND === 'pglite' ? ' (and the server started again)' : ''}`,
    });
    for (const [i, s] of after.samples.entries()) {
      const kinds = Object.entries(s.byKind).map(([kind, k]) => `${kind} ${ms(k.p50)}`);
      rows.push({
        moment: 'After the import',
        what: `sample at +${seconds(s.startedMs)} s (1 connection, distinct professionals${COLD_MIX ? ', the mix' : ''})`,
        summary: s.summary,
        notes:
          `took ${seconds(s.tookMs)} s${s.outcome.errors || s.outcome.non2xx ? `; ${outcomeText(s.outcome)}` : ''}` +
          (kinds.length ? `; p50 ms: ${kinds.join(', ')}` : ''),
      });
      figures.push({ label: `after the import, sample ${i + 1} p50`, value: s.summary.p50, unit: 'ms' });
      log(`  after the import +${seconds(s.startedMs)} s: p50 ${ms(s.summary.p50)} ms, p99 ${ms(s.summary.p99)} ms`);
    }
    figures.push({ label: 'first request after the import', value: after.first, unit: 'ms' });
    const back = after.samples.find((s) => s.summary.p50 <= AFTER.targetMs);
    if (back) figures.push({ label: `time until p50 ≤ ${AFTER.targetMs} ms`, value: back.startedMs / 1000, unit: 's' });
    rows.push({
      moment: 'After the import',
      what: `time until p50 ≤ ${AFTER.targetMs} ms`,
      notes: back
        ? `first sample with p50 ≤ ${AFTER.targetMs} ms began ${seconds(back.startedMs)} s after the import ended`
        : `not within ${seconds(after.samples.at(-1)?.startedMs ?? 0)} s (the last sample)`,
    });

    // --until import: the phases after the import's are left out.
    if (!UNTIL_IMPORT) {
      // Approvals under load: staff approve pending jobs at a steady rate while a professional's lists are timed.
      if (!pending) {
        database = await target.open();
        pending = await addPendingJobs(database, people, plainPending);
      }
      const approvalSpec: OpenLoopSpec = {
        ...common,
        waitForGo: true,
        requests: pending.ids.map((id) => ({
          kind: 'approve',
          method: 'POST',
          path: `/api/admin/jobs/${id}/approve/`,
          auth: staffAuth,
        })),
        reuse: false,
        ratePerSecond: APPROVALS.perSecond,
        arrivals: 'uniform',
        warmupMs: 0,
        durationMs: APPROVALS.durationMs,
        maxConnections: 8,
        seed: 21,
      };
      const listSpec: ClosedSpec = {
        ...common,
        mode: 'closed',
        waitForGo: true,
        requests: everyone(Math.floor(PROFESSIONALS / 2)),
        durationMs: APPROVALS.durationMs,
      };
      const approver = worker<OpenLoopResult>(OPEN_LOOP_WORKER, approvalSpec, 'approvals', 30 * 60_000);
      const lister = worker<ClosedResult>(SEQUENTIAL_WORKER, listSpec, 'lists-under-approvals', 30 * 60_000);
      // Both processes are up before either begins: each has read its spec and waits on its input.
      await Promise.all([approver.ready, lister.ready]);
      const go = { port: port(), t0: Date.now() };
      approver.go(go);
      lister.go(go);
      const [approvals, lists] = await Promise.all([approver.result, lister.result]);
      log(
        `  under approvals: lists p50 ${ms(lists.summary.p50)} ms, p99 ${ms(lists.summary.p99)} ms; approvals p50 ${ms(approvals.summary.p50)} ms`,
      );
      figures.push({ label: 'skill-matched p50 under approvals', value: lists.summary.p50, unit: 'ms' });
      rows.push({
        moment: 'Approvals under load',
        what: 'skill-matched lists, 1 connection, sequential',
        summary: lists.summary,
        notes: `${lists.perSecond.toFixed(0)} req/s; ${outcomeText(lists.outcome)}`,
      });
      rows.push({
        moment: 'Approvals under load',
        what: `approvals, open loop at ${APPROVALS.perSecond}/s for ${seconds(APPROVALS.durationMs)} s`,
        summary: approvals.summary,
        notes: `${thousands(approvals.scheduled)} sent; ${outcomeText(approvals.outcome)}`,
      });

      const freshSpec: FreshnessSpec = {
        ...common,
        mode: 'freshness',
        waitForGo: true,
        staffAuth,
        checks: pending.checks,
        pollMs: FRESHNESS.pollMs,
        giveUpMs: FRESHNESS.giveUpMs,
      };
      const freshWorker = worker<FreshnessResult>(SEQUENTIAL_WORKER, freshSpec, 'freshness', 20 * 60_000);
      freshWorker.go({ port: port(), t0: Date.now() });
      const fresh = await freshWorker.result;
      const seen = [...fresh.seenAfter].sort((a, b) => a - b);
      const seenMs = seen.map((s) => s * 1000);
      const p50 = seen.length ? seen[Math.ceil(seen.length / 2) - 1]! : NaN;
      const max = seen.length ? seen[seen.length - 1]! : NaN;
      rows.push({
        moment: 'Approvals under load',
        what: 'freshness: approval answered → job in the list of a professional sharing its skill (q=its word)',
        summary: {
          n: seen.length,
          p50: seenMs[Math.ceil(seenMs.length / 2) - 1],
          max: seenMs[seenMs.length - 1],
        },
        notes:
          `p50 ${p50.toFixed(3)} s, max ${max.toFixed(3)} s; ${fresh.seenAtFirstLook}/${FRESHNESS.jobs} seen at the first look, ` +
          `${fresh.notSeen} not seen within ${seconds(FRESHNESS.giveUpMs)} s, ${fresh.approvalsFailed} approvals failed; ${outcomeText(fresh.outcome)}`,
      });
      log(`  freshness: p50 ${p50.toFixed(3)} s, max ${max.toFixed(3)} s, ${fresh.notSeen} not seen`);

      // Skills changed: each professional saves other skills, then opens their list.
      const changes = rng(31);
      const skillsSpec: SkillsSpec = {
        ...common,
        mode: 'skills',
        waitForGo: true,
        changes: people.professionals.slice(0, Math.min(SKILL_CHANGES, PROFESSIONALS)).map((_, i) => {
          const draw = MARKET.drawProfessional(changes);
          return { auth: i, skills: draw.skills, normalized: draw.skillsNormalized };
        }),
      };
      const skillsWorker = worker<SkillsResult>(SEQUENTIAL_WORKER, skillsSpec, 'skills', 20 * 60_000);
      skillsWorker.go({ port: port(), t0: Date.now() });
      const skills = await skillsWorker.result;
      log(`  skills changed: list p50 ${ms(skills.list.p50)} ms, p99 ${ms(skills.list.p99)} ms`);
      figures.push({ label: 'skill-matched p50 after a change of skills', value: skills.list.p50, unit: 'ms' });
      rows.push({
        moment: 'Skills changed',
        what: 'skill-matched list right after PATCH /api/profile/ (the GET timed)',
        summary: skills.list,
        notes:
          `first job shares a new skill in ${skills.firstSharesNew}/${skills.list.n} lists (${skills.empty} empty); ` +
          `PATCH p50 ${ms(skills.patch.p50)} ms, p99 ${ms(skills.patch.p99)} ms; ${outcomeText(skills.outcome)}`,
      });

      // Open-loop peak: Poisson arrivals of a mix of lists, each for another professional.
      const mix = rng(41);
      const words = rng(42);
      const towns = rng(43);
      const peakCount = Math.ceil(((PEAK.warmupMs + PEAK.durationMs) / 1000) * PEAK.perSecond * 1.5);
      const peakRequests: OpenLoopRequest[] = Array.from({ length: peakCount }, (_, i) => ({
        method: 'GET',
        ...mixRequest({ mix, words, towns }, i % PROFESSIONALS),
      }));
      const peakSpec: OpenLoopSpec = {
        ...common,
        waitForGo: true,
        requests: peakRequests,
        reuse: true,
        ratePerSecond: PEAK.perSecond,
        arrivals: 'poisson',
        warmupMs: PEAK.warmupMs,
        durationMs: PEAK.durationMs,
        maxConnections: PEAK.connections,
        seed: 51,
      };
      const peakWorker = worker<OpenLoopResult>(OPEN_LOOP_WORKER, peakSpec, 'peak', 30 * 60_000);
      peakWorker.go({ port: port(), t0: Date.now() });
      const peak = await peakWorker.result;
      log(
        `  open-loop peak: offered ${peak.offered.toFixed(1)}/s, achieved ${peak.achieved.toFixed(1)}/s, p50 ${ms(peak.summary.p50)} ms, p99 ${ms(peak.summary.p99)} ms`,
      );
      figures.push(
        { label: 'peak achieved', value: peak.achieved, unit: '/s' },
        { label: 'peak p50', value: peak.summary.p50, unit: 'ms' },
        { label: 'peak p99', value: peak.summary.p99, unit: 'ms' },
      );
      rows.push({
        moment: `Open-loop peak (${PEAK.perSecond}/s Poisson, ${seconds(PEAK.durationMs)} s)`,
        what: 'all requests, timed from when each was due',
        summary: peak.summary,
        notes:
          `offered ${peak.offered.toFixed(1)}/s, achieved ${peak.achieved.toFixed(1)}/s; ${outcomeText(peak.outcome)}; ` +
          `${peak.connections} connections opened, ${peak.waitedForConnection} requests waited for one; send lag p99 ${ms(peak.sendLag.p99)} ms`,
      });
      for (const [kind, share] of PEAK_MIX) {
        const s = peak.byKind[kind];
        if (!s) continue;
        rows.push({
          moment: 'Open-loop peak',
          what: `${kind} (${(share * 100).toFixed(0)}%)`,
          summary: s,
          notes: '',
        });
      }
    }
    if (database) notes.push(`Search copy of the newest jobs at the end: ${await recentCopyState(database)}.`);
  } catch (err) {
    failure = err as Error;
    log(`  stopped early: ${failure.message}`);
  } finally {
    // Load processes still running (a phase that failed) are killed by their PIDs in cleanUp.
    if (stopServer) {
      const peakNow = await stopServer();
      if (peakNow !== null && Number.isFinite(peakNow)) peakRss = Math.max(peakRss ?? 0, peakNow);
    }
    await closeDatabase();
  }

  const serverLines = serverLogLines(serverLog);
  const cpu = cpus();
  const loadAtEnd = loadavg()
    .map((v) => v.toFixed(2))
    .join(' ');
  const header = [
    `# Job lists between steady states, ${STAMP}`,
    '',
    `- Machine: ${cpu.length} cores (${cpu[0]?.model ?? '?'}), ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}; load average ${loadAtStart} at the start, ${loadAtEnd} at the end.`,
    `- Database: ${target.label}${KIND === 'pglite' ? ' (one connection, in the server process)' : ''}; ${SERVER === 'npm-start' ? `the server as \`npm start\` runs it (built, NODE_ENV=production, ${process.env.WEB_CONCURRENCY ? `WEB_CONCURRENCY=${process.env.WEB_CONCURRENCY}` : `the API processes it chooses: ${KIND === 'pglite' ? 1 : defaultApiProcesses(target.databaseUrl ?? '', availableParallelism())}`})` : `${PROCESSES} API process(es) from the sources`}.`,
    `- Market: ${MARKET.name} (${MARKET.describe}).`,
    `- Market: ${thousands(PROFESSIONALS)} professionals, ${EMPLOYERS} employers, ${thousands(START_JOBS)} open jobs before the import (and about 10% more pending, rejected or closed), ${thousands(IMPORT_JOBS)} imported and approved.`,
    `- Command: npm run bench:moments -- ${process.argv.slice(2).join(' ')}${QUICK ? ' (smoke run: shorter phases)' : ''}`,
    `- Total time: ${((Date.now() - started) / 60_000).toFixed(1)} min; server peak RSS ${peakRss?.toFixed(0) ?? '?'} MB.`,
  ];
  const details = [
    ...notes,
    `Every measured request comes from a load process of its own over keep-alive connections to 127.0.0.1; latencies are from sending to the whole answer, except the open loop's, which count from when each request was due.`,
    `After the import: samples of ${AFTER.sampleSize} requests every ${seconds(AFTER.everyMs)} s for up to ${seconds(AFTER.maxMs)} s, until p50 ≤ ${AFTER.targetMs} ms held for ${AFTER.holdSamples} samples in a row; each request for another professional who had opened their list before the import.`,
    ...(KIND === 'pglite'
      ? [
          'PGlite: the import cannot run while the server holds the directory, so the server was stopped for it and started again after; the first request after the import therefore also loads the whole copy of the open jobs.',
        ]
      : []),
    `Server log (warn level): ${serverLines.errors} errors, ${serverLines.warnings} warnings${serverLines.first.length ? `; first: ${serverLines.first.join(' | ')}` : ''}.`,
    ...(failure ? [`Stopped early: ${failure.stack ?? failure.message}`] : []),
  ];
  const table = renderTable(rows);
  const previous = besidePrevious(
    resultsFile('moments', {
      db: KIND,
      market: MARKET.name,
      server:
        SERVER === 'npm-start'
          ? `npm-start${process.env.WEB_CONCURRENCY ? `-${process.env.WEB_CONCURRENCY}` : ''}`
          : `source-${PROCESSES}`,
      professionals: PROFESSIONALS,
      start: START_JOBS,
      import: IMPORT_JOBS,
      ...(QUICK ? { quick: 'yes' } : {}),
      ...(COLD_MIX ? { cold: 'mix' } : {}),
      ...(UNTIL_IMPORT ? { until: 'import' } : {}),
      ...(args.rate ? { rate: args.rate } : {}),
      ...(args['import-patch'] ? { patch: args['import-patch'].replace(/^.*\//, '') } : {}),
    }),
    figures,
  );
  const report = [
    ...header,
    '',
    '## Figures',
    '',
    table,
    '',
    '## Beside the previous run',
    '',
    ...previous,
    '',
    '## Notes',
    '',
    ...details.map((d) => `- ${d}`),
    '',
  ].join('\n');
  writeFileSync(OUT, report);
  log(`\n${report}\nWritten to ${OUT}`);
  await cleanUp();
  if (failure) process.exitCode = 1;
}

main().catch(async (err) => {
  console.error(err);
  await cleanUp();
  process.exit(1);
});
