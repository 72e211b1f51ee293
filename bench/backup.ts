// `npm run bench:backup`: what `npm run backup` costs the users of a running server. For each database, the market
// is seeded here (through the application's own database client), the real API server runs as its own process
// (LOG_LEVEL info, so that it says how long its embedded backup paused the queries), a separate open-loop load
// process sends skill-matched job lists of distinct professionals and a share of profile saves at a fixed rate, and
// the real backup command runs as an operator runs it (its own process) at a fixed moment of the load. Prints the
// database's size, the backup's time and pause, and the latencies before, during and after the backup; asserts
// nothing.
//
//   npm run bench:backup -- [--db pglite|postgres|both] [--jobs 20000] [--professionals 2000] [--rate 50]
//                           [--duration 20] [--backup-at 5] [--writes 0.1] [--pg-url postgres://postgres@127.0.0.1:5432/postgres]
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { openDatabase, type Database } from '../apps/api/src/db/client.js';
import { createTokenService } from '../apps/api/src/lib/jwt.js';
import { rng } from './lib/market.js';
import { startWorker } from './lib/moments-process.js';
import type { OpenLoopRequest, OpenLoopResult, OpenLoopSpec } from './lib/moments-types.js';
import { cleanUp, installExitHandlers, machineCpu, memoryMb, onCleanUp, track } from './lib/processes.js';
import { createScratchDatabase } from './lib/scratch-database.js';
import { addJobs, seedPeople, vacuumAnalyze } from './lib/seed.js';
import { startServer } from './lib/server.js';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const OPEN_LOOP_WORKER = fileURLToPath(new URL('./lib/open-loop-worker.ts', import.meta.url));

const { values: args } = parseArgs({
  options: {
    db: { type: 'string', default: 'both' },
    jobs: { type: 'string', default: '20000' },
    professionals: { type: 'string', default: '2000' },
    rate: { type: 'string', default: '50' },
    duration: { type: 'string', default: '20' },
    'backup-at': { type: 'string', default: '5' },
    writes: { type: 'string', default: '0.1' },
    'pg-url': { type: 'string' },
  },
});

const number = (name: string, value: string, min: number) => {
  const n = Number(value.replace(/_/g, ''));
  if (!Number.isFinite(n) || n < min) throw new Error(`--${name}: not a number ≥ ${min}: ${value}`);
  return n;
};
const KINDS: ('pglite' | 'postgres')[] =
  args.db === 'both' ? ['pglite', 'postgres'] : [args.db as 'pglite' | 'postgres'];
if (!KINDS.every((k) => k === 'pglite' || k === 'postgres')) throw new Error('--db must be pglite, postgres or both');
const JOBS = Math.round(number('jobs', args.jobs, 1));
const PROFESSIONALS = Math.round(number('professionals', args.professionals, 20));
const RATE = number('rate', args.rate, 1);
const DURATION_MS = number('duration', args.duration, 2) * 1000;
const BACKUP_AT_MS = number('backup-at', args['backup-at'], 0) * 1000;
const WRITE_SHARE = Math.min(1, number('writes', args.writes, 0));
if (BACKUP_AT_MS >= DURATION_MS) throw new Error('--backup-at must come before the end of --duration');
const PG_URL = args['pg-url'] ?? process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const EMPLOYERS = 40;
/** Unmeasured arrivals first: the server's first requests compile code and read the open jobs' skills. */
const WARMUP_MS = 3_000;
const TIMEOUT_MS = 30_000;
const BACKUP_TIMEOUT_MS = 5 * 60_000;
/** The least load measured after the backup: more is sent when the backup ends later than this before the end. */
const AFTER_MIN_MS = 5_000;
const JWT_SECRET = 'bench-secret-bench-secret-bench-secret-0123456789';

const log = (line: string) => console.log(line);
const thousands = (n: number) => n.toLocaleString('en');
const mb = (bytes: number) => `${(bytes / 1_000_000).toFixed(1)} MB`;
const ms = (v: number) => (Number.isNaN(v) ? '–' : v < 10 ? v.toFixed(2) : v < 100 ? v.toFixed(1) : v.toFixed(0));
const loadText = () =>
  loadavg()
    .map((v) => v.toFixed(2))
    .join(' / ');

function dirBytes(path: string): number {
  let total = 0;
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    const full = join(path, entry.name);
    if (entry.isDirectory()) total += dirBytes(full);
    else if (entry.isFile()) total += statSync(full).size;
  }
  return total;
}

/** Nearest rank, as the load processes compute theirs. */
function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

interface BackupRun {
  /** When the command was started and when it exited, in ms from the load's go. */
  startMs: number;
  endMs: number;
  code: number | null;
  output: string;
}

/** The backup command, as an operator runs it beside the server; killed by its PID if it overruns. */
function runBackup(out: string, target: { databaseUrl?: string; dataDir: string }, goAt: number): Promise<BackupRun> {
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production', JWT_SECRET, LOG_LEVEL: 'warn' };
  delete env.DATABASE_URL;
  delete env.DATA_DIR;
  delete env.REDIS_URL;
  if (target.databaseUrl) env.DATABASE_URL = target.databaseUrl;
  else env.DATA_DIR = target.dataDir;
  const startMs = performance.now() - goAt;
  return new Promise((resolve) => {
    const child = track(
      spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/cli/backup.ts', '--out', out], {
        cwd: root,
        env,
        stdio: ['ignore', 'pipe', 'pipe'],
      }),
    );
    let output = '';
    child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
    const timer = setTimeout(() => {
      if (child.exitCode === null && child.pid) process.kill(child.pid, 'SIGKILL');
    }, BACKUP_TIMEOUT_MS);
    child.once('error', (err) => {
      clearTimeout(timer);
      resolve({ startMs, endMs: performance.now() - goAt, code: -1, output: err.message });
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ startMs, endMs: performance.now() - goAt, code, output: output.trim() });
    });
  });
}

/** What the server logged: its `backup made` line (embedded database), and its warnings and errors. */
function readServerLog(path: string) {
  let made: { bytes: number; ms: number; pausedMs: number; time: number } | null = null;
  let warnings = 0;
  let errors = 0;
  const first: string[] = [];
  if (!existsSync(path)) return { made, warnings, errors, first };
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    if (!line.trim()) continue;
    let parsed: { level?: number; time?: number; msg?: string; bytes?: number; ms?: number; pausedMs?: number };
    try {
      parsed = JSON.parse(line) as typeof parsed;
    } catch {
      parsed = { level: 50, msg: line };
    }
    if (parsed.msg === 'backup made')
      made = {
        bytes: parsed.bytes ?? NaN,
        ms: parsed.ms ?? NaN,
        pausedMs: parsed.pausedMs ?? NaN,
        time: parsed.time ?? NaN,
      };
    const level = parsed.level ?? 50;
    if (level >= 50) errors += 1;
    else if (level >= 40) warnings += 1;
    else continue;
    if (first.length < 3) first.push(`${parsed.msg ?? ''}`.slice(0, 160));
  }
  return { made, warnings, errors, first };
}

/** A measured request: when it was due (ms from its load's go), its latency from then (null: no answer). */
interface Sent {
  due: number;
  latency: number | null;
  write: boolean;
}

/**
 * An open loop of evenly spaced arrivals from the load process: skill-matched lists, and a share of profile saves,
 * each for the next professional from `first` on. Request i is due at i / RATE s and is its own `kind`, so that the
 * load process gives each request's latency (from when it was due) and each can be placed before, during or after
 * the backup. `onGo` is called as the load begins, with its time (performance.now()).
 */
async function runLoad(
  o: {
    work: string;
    name: string;
    tokens: string[];
    port: number;
    first: number;
    warmupMs: number;
    durationMs: number;
  },
  onGo: (goAt: number) => void,
): Promise<{ result: OpenLoopResult; goAt: number; sent: Sent[] }> {
  const gap = 1000 / RATE;
  const count = Math.ceil((o.warmupMs + o.durationMs) / gap) + 1;
  const random = rng(61 + o.first);
  const isWrite: boolean[] = [];
  const requests: OpenLoopRequest[] = Array.from({ length: count }, (_, i) => {
    const auth = (o.first + i) % o.tokens.length;
    const write = random() < WRITE_SHARE;
    isWrite.push(write);
    return write
      ? {
          kind: String(i),
          method: 'PATCH',
          path: '/api/profile/',
          auth,
          body: JSON.stringify({ years_of_experience: 1 + (i % 30) }),
        }
      : { kind: String(i), method: 'GET', path: '/hiring/jobs/', auth };
  });
  const spec: OpenLoopSpec = {
    host: '127.0.0.1',
    tokens: o.tokens,
    timeoutMs: TIMEOUT_MS,
    waitForGo: true,
    requests,
    reuse: false,
    ratePerSecond: RATE,
    arrivals: 'uniform',
    warmupMs: o.warmupMs,
    durationMs: o.durationMs,
    // Enough that a pause of several seconds at this rate does not hold requests back in the load process.
    maxConnections: 256,
    seed: 62,
  };
  const worker = startWorker<OpenLoopResult>(
    OPEN_LOOP_WORKER,
    spec,
    join(o.work, `${o.name}.json`),
    o.warmupMs + o.durationMs + BACKUP_TIMEOUT_MS,
    root,
  );
  await worker.ready;
  const goAt = performance.now();
  worker.go({ port: o.port, t0: Date.now() });
  onGo(goAt);
  const result = await worker.result;
  const sent: Sent[] = [];
  for (let i = 0; i < count; i += 1) {
    const due = i * gap;
    if (due < o.warmupMs || due >= o.warmupMs + o.durationMs) continue;
    sent.push({ due, latency: result.byKind[String(i)]?.p50 ?? null, write: isWrite[i]! });
  }
  return { result, goAt, sent };
}

async function postgresBytes(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ bytes: string }>('select pg_database_size(current_database()) as bytes');
    return Number(rows[0]!.bytes);
  } finally {
    await client.end();
  }
}

async function benchOne(kind: 'pglite' | 'postgres'): Promise<string[]> {
  const lines: string[] = [];
  const work = mkdtempSync(join(tmpdir(), 'talent-bench-backup-'));
  const removeWork = onCleanUp(async () => rmSync(work, { recursive: true, force: true }));
  const target: { label: string; databaseUrl?: string; dataDir: string } = {
    label: '',
    dataDir: join(work, 'data'),
  };
  let dropDatabase: (() => Promise<void>) | null = null;
  let undoDrop: () => void = () => undefined;
  if (kind === 'postgres') {
    const scratch = await createScratchDatabase(PG_URL, 'bench_backup');
    dropDatabase = scratch.drop;
    undoDrop = onCleanUp(scratch.drop);
    target.databaseUrl = scratch.url;
    target.label = `PostgreSQL database ${scratch.name} on ${new URL(scratch.url).host}`;
  } else {
    target.label = `PGlite in ${target.dataDir}`;
  }
  const serverLog = join(work, 'server.log');
  const backupFile = join(work, kind === 'pglite' ? 'backup.tar.gz' : 'backup.dump');
  let stopServer: (() => Promise<number | null>) | null = null;
  try {
    log(`${kind}: seeding ${thousands(PROFESSIONALS)} professionals and ${thousands(JOBS)} open jobs...`);
    const t = performance.now();
    const database: Database = await openDatabase(
      target.databaseUrl ? { databaseUrl: target.databaseUrl, poolSize: 2 } : { dataDir: target.dataDir },
    );
    let tokens: string[];
    try {
      const people = await seedPeople(database.db, { professionals: PROFESSIONALS, employers: EMPLOYERS });
      await addJobs(database.db, people, JOBS, 1_001, { concurrency: kind === 'postgres' ? 2 : 1 });
      await vacuumAnalyze(database.db);
      const tokenService = createTokenService(new TextEncoder().encode(JWT_SECRET), 6 * 3600, 1);
      tokens = await Promise.all(
        people.professionals.map(async (p) => `Bearer ${await tokenService.signAccess(p.id, 'professional', 0)}`),
      );
    } finally {
      // PGlite: the server must hold the directory alone.
      await database.close();
    }
    log(`  seeded in ${((performance.now() - t) / 1000).toFixed(1)} s; starting the server`);

    const server = await startServer({
      root,
      logFile: serverLog,
      jwtSecret: JWT_SECRET,
      databaseUrl: target.databaseUrl,
      dataDir: target.dataDir,
      env: {
        LOG_LEVEL: 'info',
        RATE_LIMIT_PER_IP: '100000000',
        RATE_LIMIT_PER_ACCOUNT: '100000000',
        LOGIN_FREE_FAILURES: '100000000',
      },
    });
    const undoStop = onCleanUp(async () => void (await server.stop()));
    stopServer = async () => {
      undoStop();
      return (await server.stop()).peakRssMb;
    };

    const loadBefore = loadText();
    const cpuBefore = machineCpu();
    const rssBefore = memoryMb(server.pid);
    let goEpoch = NaN;
    let startBackup: (goAt: number) => void = () => undefined;
    const backup = new Promise<BackupRun>((resolve) => {
      startBackup = (goAt) => {
        goEpoch = Date.now();
        const delay = WARMUP_MS + BACKUP_AT_MS - (performance.now() - goAt);
        setTimeout(() => resolve(runBackup(backupFile, target, goAt)), delay);
      };
    });
    const main = await runLoad(
      { work, name: 'load', tokens, port: server.port, first: 0, warmupMs: WARMUP_MS, durationMs: DURATION_MS },
      (goAt) => startBackup(goAt),
    );
    const made = await backup;
    const sent = main.sent;
    const loads = [main.result];
    let topUpFrom = NaN;
    // Too little load after the backup (it ran past the schedule): more, from now on, counted in the after window.
    if (made.endMs > WARMUP_MS + DURATION_MS - AFTER_MIN_MS) {
      const more = await runLoad(
        {
          work,
          name: 'load-after',
          tokens,
          port: server.port,
          first: sent.length,
          warmupMs: 0,
          durationMs: AFTER_MIN_MS,
        },
        () => undefined,
      );
      const shift = more.goAt - main.goAt;
      topUpFrom = shift;
      sent.push(...more.sent.map((r) => ({ ...r, due: r.due + shift })));
      loads.push(more.result);
    }
    const endMs = performance.now() - main.goAt;
    const cpuAfter = machineCpu();
    const loadAfter = loadText();
    const busyCores = (cpuAfter.busy - cpuBefore.busy) / (endMs / 1000);

    const databaseBytes = target.databaseUrl
      ? await postgresBytes(target.databaseUrl)
      : dirBytes(join(target.dataDir, 'pglite'));
    const peakRssMb = await stopServer();
    stopServer = null;
    const serverLines = readServerLog(serverLog);
    const backupBytes = existsSync(backupFile) ? statSync(backupFile).size : NaN;

    // Each measured request's latency by when it was due (ms from the go).
    const lastDue = Math.max(...sent.map((r) => r.due));
    const windows = [
      { name: 'before', from: WARMUP_MS, to: made.startMs },
      { name: 'during', from: made.startMs, to: made.endMs },
      { name: 'after', from: made.endMs, to: Math.max(made.endMs, lastDue + 1000 / RATE) },
    ].map((w) => ({ ...w, due: 0, latencies: [] as number[], writes: [] as number[], worst: -1, worstAt: NaN }));
    /** When each measured request was due and answered (ms from the go), to find the longest stall. */
    const answers: { due: number; at: number }[] = [];
    /** The worst latency of the requests due in each second of the measure. */
    const perSecond = new Map<number, number>();
    for (const r of sent) {
      const w = windows.find((x) => r.due >= x.from && r.due < x.to) ?? windows[windows.length - 1]!;
      w.due += 1;
      if (r.latency === null) continue;
      if (r.latency > w.worst) {
        w.worst = r.latency;
        w.worstAt = r.due;
      }
      w.latencies.push(r.latency);
      answers.push({ due: r.due, at: r.due + r.latency });
      if (r.write) w.writes.push(r.latency);
      const second = Math.floor((r.due - WARMUP_MS) / 1000);
      perSecond.set(second, Math.max(perSecond.get(second) ?? 0, r.latency));
    }
    // The longest stretch in which a request waited and none was answered: between two answers in a row, from the
    // later of the first answer and the earliest due time of the requests still waiting.
    answers.sort((a, b) => a.at - b.at);
    const waitingSince = answers.map((x) => x.due);
    for (let k = waitingSince.length - 2; k >= 0; k -= 1)
      waitingSince[k] = Math.min(waitingSince[k]!, waitingSince[k + 1]!);
    const stall = { ms: 0, from: NaN, to: NaN };
    for (let k = 1; k < answers.length; k += 1) {
      const from = Math.max(answers[k - 1]!.at, waitingSince[k]!);
      if (answers[k]!.at - from > stall.ms)
        Object.assign(stall, { ms: answers[k]!.at - from, from, to: answers[k]!.at });
    }
    const outcome = {
      non2xx: loads.reduce((n, l) => n + l.outcome.non2xx, 0),
      errors: loads.reduce((n, l) => n + l.outcome.errors, 0),
      statuses: loads.map((l) => JSON.stringify(l.outcome.statuses)).join(' + '),
      errorSamples: loads.flatMap((l) => l.outcome.errorSamples),
    };

    const s = (v: number) => ((v - WARMUP_MS) / 1000).toFixed(2);
    lines.push(`## ${kind === 'pglite' ? 'PGlite (embedded)' : 'PostgreSQL'}: ${target.label}`);
    lines.push('');
    lines.push(
      `- Market: ${thousands(JOBS)} open jobs (and ${thousands(Math.round(JOBS * 0.1))} pending, rejected or closed), ` +
        `${thousands(PROFESSIONALS)} professionals, ${EMPLOYERS} employers.`,
    );
    lines.push(
      `- Database size: ${kind === 'pglite' ? 'PGlite directory' : 'pg_database_size'} ${mb(databaseBytes)}; ` +
        `backup file ${mb(backupBytes)}.`,
    );
    lines.push(
      `- Backup command: exit ${made.code}, wall ${((made.endMs - made.startMs) / 1000).toFixed(2)} s ` +
        `(from ${s(made.startMs)} s to ${s(made.endMs)} s of the measured window); it said: ${made.output.split('\n').pop() ?? ''}`,
    );
    lines.push(
      kind === 'pglite'
        ? serverLines.made
          ? `- Server: \`backup made\` in ${serverLines.made.ms} ms (from ${s(serverLines.made.time - serverLines.made.ms - goEpoch)} s ` +
            `to ${s(serverLines.made.time - goEpoch)} s by its clock), pausedMs ${serverLines.made.pausedMs} (the copy; the checkpoint ` +
            `before it is not counted), ${mb(serverLines.made.bytes)} sent.`
          : '- Server: no `backup made` line in its log.'
        : '- Server: not involved (pg_dump reads a snapshot over its own connection).',
    );
    lines.push(
      `- Load: ${RATE}/s evenly spaced open loop, ${(WRITE_SHARE * 100).toFixed(0)}% PATCH /api/profile/ (years_of_experience), the rest GET /hiring/jobs/ (skill-matched), ` +
        `each for the next of ${thousands(PROFESSIONALS)} professionals; ${WARMUP_MS / 1000} s unmeasured then ${DURATION_MS / 1000} s measured; ` +
        `latency from when each request was due. Offered ${main.result.offered.toFixed(1)}/s, achieved ${main.result.achieved.toFixed(1)}/s, ` +
        `send lag p99 ${ms(main.result.sendLag.p99)} ms, ${main.result.connections} connections, at most ${main.result.maxInFlight} in flight.` +
        (loads.length > 1
          ? ` The backup ended less than ${AFTER_MIN_MS / 1000} s before the end of the schedule: ${AFTER_MIN_MS / 1000} s more ` +
            `were sent from ${s(topUpFrom)} s (achieved ${loads[1]!.achieved.toFixed(1)}/s).`
          : ''),
    );
    lines.push('');
    lines.push(
      '| Window | due from–to (s) | due | answered | no answer | p50 ms | p95 ms | p99 ms | max ms (due at s) | writes p99 ms |',
    );
    lines.push('|---|---|--:|--:|--:|--:|--:|--:|--:|--:|');
    for (const w of windows) {
      const sorted = [...w.latencies].sort((a, b) => a - b);
      const writes = [...w.writes].sort((a, b) => a - b);
      lines.push(
        `| ${w.name} | ${s(w.from)}–${s(w.to)} | ${w.due} | ${sorted.length} | ${w.due - sorted.length} | ` +
          `${ms(percentile(sorted, 50))} | ${ms(percentile(sorted, 95))} | ${ms(percentile(sorted, 99))} | ` +
          `${ms(percentile(sorted, 100))}${sorted.length ? ` (${s(w.worstAt)})` : ''} | ${ms(percentile(writes, 99))} (${writes.length}) |`,
      );
    }
    lines.push('');
    lines.push(
      `- Answers: non-2xx ${outcome.non2xx}, connection errors and timeouts ${outcome.errors}; statuses ${outcome.statuses}` +
        (outcome.errorSamples.length ? `; first errors: ${outcome.errorSamples.join(' | ')}` : '') +
        '.',
    );
    lines.push(
      `- Longest stall (requests waiting, none answered): ${ms(stall.ms)} ms (from ${s(stall.from)} s to ${s(stall.to)} s; ` +
        `requests are due every ${ms(1000 / RATE)} ms). Server RSS ${rssBefore?.current.toFixed(0) ?? '?'} MB ` +
        `(peak ${rssBefore?.peak.toFixed(0) ?? '?'} MB) when the load began, peak ${peakRssMb?.toFixed(0) ?? '?'} MB by the end.`,
    );
    lines.push(
      `- Worst latency of the requests due in each second (s: ms): ${[...perSecond]
        .sort((a, b) => a[0] - b[0])
        .map(([second, worst]) => `${second}: ${ms(worst)}`)
        .join(', ')}.`,
    );
    lines.push(
      `- Server log: ${serverLines.errors} errors, ${serverLines.warnings} warnings${serverLines.first.length ? ` (${serverLines.first.join(' | ')})` : ''}.`,
    );
    lines.push(
      `- Machine while measuring: ${busyCores.toFixed(2)} of ${cpus().length} cores busy (everything on it); ` +
        `load average (1/5/15 min) ${loadBefore} before, ${loadAfter} after.`,
    );
    lines.push('');
  } finally {
    if (stopServer) await stopServer();
    if (dropDatabase) {
      undoDrop();
      await dropDatabase();
    }
    removeWork();
    rmSync(work, { recursive: true, force: true });
  }
  return lines;
}

async function main() {
  installExitHandlers();
  const started = Date.now();
  const report: string[] = [
    `# Backup under load, ${new Date().toISOString()}`,
    '',
    `- Command: npm run bench:backup -- ${process.argv.slice(2).join(' ')}`,
    `- Machine: ${cpus().length} cores (${cpus()[0]?.model ?? '?'}), Node ${process.version}; load average (1/5/15 min) at the start ${loadText()}.`,
    `- The backup starts ${BACKUP_AT_MS / 1000} s into the measured window; windows are by when requests were due ` +
      '(the load process starts its clock a few ms after the go: window edges are exact to a few ms).',
    '',
  ];
  let failed = false;
  for (const kind of KINDS) {
    try {
      report.push(...(await benchOne(kind)));
    } catch (err) {
      failed = true;
      report.push(`## ${kind}: FAILED`, '', `${(err as Error).stack ?? (err as Error).message}`, '');
    }
  }
  report.push(
    `Total ${((Date.now() - started) / 1000).toFixed(0)} s; load average (1/5/15 min) at the end ${loadText()}.`,
  );
  log(`\n${report.join('\n')}`);
  await cleanUp();
  if (failed) process.exitCode = 1;
}

main().catch(async (err) => {
  console.error(err);
  await cleanUp();
  process.exit(1);
});
