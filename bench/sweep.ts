// `npm run bench:sweep`: where the job lists' knee is, with one API process and with one per core. A market is
// seeded on a scratch PostgreSQL database; the real server runs as its own process (WEB_CONCURRENCY set for each
// pass); a load process offers a mix of lists and searches at each fixed rate, Poisson arrivals, each request timed
// from when it was due (an open loop), and for another professional each time. Prints a table; asserts nothing.
//
//   npm run bench:sweep -- [--pg-url postgres://postgres@127.0.0.1:5432/postgres] [--jobs 100000]
//                          [--professionals 2000] [--rates 50,100,200,400] [--seconds 30] [--processes 1,all]
//                          [--out file.md] [--market standard|unseen] [--server source|npm-start] [--no-build]
//
// --market unseen: the market of a feed the product has not seen (bench/lib/market-unseen.ts). --server npm-start:
// one pass with the server as `npm start` runs it (built, production, the API processes it chooses; built first
// unless --no-build), in place of the --processes passes. Each run's figures are kept in bench/results/ and the next
// run with the same options prints its own beside them.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus, tmpdir, totalmem } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { defaultApiProcesses } from '../apps/api/src/config.js';
import { openDatabase } from '../apps/api/src/db/client.js';
import { createTokenService } from '../apps/api/src/lib/jwt.js';
import { rng } from './lib/market.js';
import { marketNamed } from './lib/markets.js';
import { startWorker } from './lib/moments-process.js';
import type { OpenLoopRequest, OpenLoopResult, OpenLoopSpec } from './lib/moments-types.js';
import { cleanUp, installExitHandlers, onCleanUp } from './lib/processes.js';
import { createScratchDatabase } from './lib/scratch-database.js';
import { addJobs, seedPeople, vacuumAnalyze } from './lib/seed.js';
import { besidePrevious, resultsFile, type Figure } from './lib/previous.js';
import { buildForNpmStart, serverModeOf, startServer } from './lib/server.js';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const OPEN_LOOP_WORKER = fileURLToPath(new URL('./lib/open-loop-worker.ts', import.meta.url));

const { values: args } = parseArgs({
  options: {
    'pg-url': { type: 'string' },
    jobs: { type: 'string', default: '100000' },
    professionals: { type: 'string', default: '2000' },
    rates: { type: 'string', default: '50,100,200,400' },
    seconds: { type: 'string', default: '30' },
    processes: { type: 'string', default: '1,all' },
    out: { type: 'string' },
    market: { type: 'string' },
    server: { type: 'string' },
    'no-build': { type: 'boolean', default: false },
  },
});
const MARKET = marketNamed(args.market);
const SERVER = serverModeOf(args.server);
const whole = (value: string) => {
  const n = Number(value.replace(/_/g, ''));
  if (!Number.isInteger(n) || n < 1) throw new Error(`not a count: ${value}`);
  return n;
};
const JOBS = whole(args.jobs);
const PROFESSIONALS = whole(args.professionals);
const RATES = args.rates.split(',').map(whole);
const DURATION_MS = whole(args.seconds) * 1000;
const WARMUP_MS = 5_000;
/** The passes: a number of API processes each, or the number `npm start` chooses (null). */
const PROCESSES: (number | null)[] =
  SERVER === 'npm-start'
    ? [null]
    : args.processes.split(',').map((p) => (p === 'all' ? availableParallelism() : whole(p)));
const PG_URL = args['pg-url'] ?? process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const STAMP = new Date().toISOString();
const OUT = args.out ?? join(tmpdir(), `talent-sweep-${STAMP.replace(/[:.]/g, '-')}.md`);
const JWT_SECRET = 'bench-secret-bench-secret-bench-secret-0123456789';
/** The mix of a peak, as the moments benchmark offers it: half the skill-matched list, the rest every job or words. */
const MIX: readonly (readonly [kind: string, share: number])[] = [
  ['skill-matched', 0.5],
  ['all p1', 0.2],
  ['q', 0.2],
  ['q + location', 0.1],
];

const log = (line: string) => console.log(line);
const ms = (v: number) => (v < 10 ? v.toFixed(2) : v < 100 ? v.toFixed(1) : v.toFixed(0));

/** The requests of one pass: a kind drawn from the mix, words and towns from skewed draws, a professional each. */
function requestsFor(rate: number, seed: number): OpenLoopRequest[] {
  const [mix, words, towns] = [rng(seed), rng(seed + 1), rng(seed + 2)];
  const count = Math.ceil(((WARMUP_MS + DURATION_MS) / 1000) * rate * 1.5);
  return Array.from({ length: count }, (_, i) => {
    let u = mix();
    const kind = MIX.find(([, share]) => (u -= share) < 0)?.[0] ?? 'skill-matched';
    const params = new URLSearchParams();
    if (kind !== 'skill-matched') params.set('show_all', 'true');
    if (kind.startsWith('q')) params.set('q', MARKET.drawQuery(words));
    if (kind === 'q + location') params.set('location', MARKET.drawTownName(towns));
    const query = params.toString();
    return { kind, method: 'GET', path: `/hiring/jobs/${query ? `?${query}` : ''}`, auth: (i * 7919) % PROFESSIONALS };
  });
}

async function main() {
  installExitHandlers();
  const work = mkdtempSync(join(tmpdir(), 'talent-sweep-'));
  onCleanUp(async () => rmSync(work, { recursive: true, force: true }));
  const scratch = await createScratchDatabase(PG_URL, 'bench_sweep');
  onCleanUp(scratch.drop);
  log(`sweep bench: ${JOBS.toLocaleString('en')} jobs on ${scratch.name}; results to ${OUT}`);
  if (SERVER === 'npm-start' && !args['no-build']) buildForNpmStart(root);

  const database = await openDatabase({ databaseUrl: scratch.url, poolSize: 2 });
  const started = Date.now();
  const people = await seedPeople(database.db, { professionals: PROFESSIONALS, employers: 40 }, MARKET);
  await addJobs(database.db, people, JOBS, 1_001, { concurrency: 2, market: MARKET });
  await vacuumAnalyze(database.db);
  await database.close();
  log(`  seeded in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  const signer = createTokenService(new TextEncoder().encode(JWT_SECRET), 6 * 3600, 1);
  const tokens = await Promise.all(
    people.professionals.map(async (p) => `Bearer ${await signer.signAccess(p.id, 'professional', 0)}`),
  );

  const rows: string[] = [];
  const figures: Figure[] = [];
  for (const processes of PROCESSES) {
    const server = await startServer({
      root,
      logFile: join(work, `server-${processes ?? 'npm-start'}.log`),
      jwtSecret: JWT_SECRET,
      databaseUrl: scratch.url,
      dataDir: join(work, 'data'),
      mode: SERVER,
      env: processes === null ? {} : { WEB_CONCURRENCY: String(processes) },
    });
    // The processes `npm start` chooses, by its own rule, unless the caller set them.
    const chosen = Number(process.env.WEB_CONCURRENCY) || defaultApiProcesses(scratch.url, availableParallelism());
    const pass = processes ?? `npm start (${chosen})`;
    const stop = onCleanUp(async () => void (await server.stop()));
    for (const [i, rate] of RATES.entries()) {
      const spec: OpenLoopSpec = {
        host: '127.0.0.1',
        tokens,
        timeoutMs: 30_000,
        waitForGo: true,
        requests: requestsFor(rate, 100 * (processes ?? chosen) + i),
        reuse: true,
        ratePerSecond: rate,
        arrivals: 'poisson',
        warmupMs: WARMUP_MS,
        durationMs: DURATION_MS,
        maxConnections: 256,
        seed: 7 + i,
      };
      const worker = startWorker<OpenLoopResult>(OPEN_LOOP_WORKER, spec, join(work, `loop.json`), 10 * 60_000, root);
      worker.go({ port: server.port, t0: Date.now() });
      const r = await worker.result;
      const failed = r.outcome.errors + r.outcome.non2xx;
      const line =
        `| ${pass} | ${rate} | ${r.achieved.toFixed(1)} | ${ms(r.summary.p50)} | ${ms(r.summary.p99)} | ` +
        `${failed} | ${ms(r.sendLag.p99)} |`;
      log(`  ${line}`);
      rows.push(line);
      const at = `${pass} processes, ${rate}/s offered`;
      figures.push(
        { label: `${at}: achieved`, value: r.achieved, unit: '/s' },
        { label: `${at}: p50`, value: r.summary.p50, unit: 'ms' },
        { label: `${at}: p99`, value: r.summary.p99, unit: 'ms' },
      );
    }
    stop();
    await server.stop();
  }

  const cpu = cpus();
  const previous = besidePrevious(
    resultsFile('sweep', {
      market: MARKET.name,
      server: SERVER,
      jobs: JOBS,
      processes:
        SERVER === 'npm-start'
          ? `npm-start${process.env.WEB_CONCURRENCY ? `-${process.env.WEB_CONCURRENCY}` : ''}`
          : args.processes,
      rates: args.rates,
      seconds: args.seconds,
    }),
    figures,
  );
  const report = [
    `# Open-loop sweep of the job lists, ${STAMP}`,
    '',
    `- Machine: ${cpu.length} cores (${cpu[0]?.model ?? '?'}), ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}; PostgreSQL on the same machine.`,
    `- Market: ${MARKET.name} (${MARKET.describe}); ${JOBS.toLocaleString('en')} open jobs, ${PROFESSIONALS.toLocaleString('en')} professionals, each request for another one.`,
    `- Server: ${SERVER === 'npm-start' ? 'as `npm start` runs it (built, NODE_ENV=production, the API processes it chooses)' : 'from the sources, WEB_CONCURRENCY as each pass says'}.`,
    `- Mix: ${MIX.map(([kind, share]) => `${kind} ${share * 100}%`).join(', ')}; Poisson arrivals, ${WARMUP_MS / 1000} s of warm-up, then ${DURATION_MS / 1000} s measured at each rate; latency from when each request was due.`,
    `- Command: npm run bench:sweep -- ${process.argv.slice(2).join(' ')}`,
    '',
    '| API processes | offered /s | achieved /s | p50 ms | p99 ms | errors and non-2xx | load sender lag p99 ms |',
    '|--:|--:|--:|--:|--:|--:|--:|',
    ...rows,
    '',
    '## Beside the previous run',
    '',
    ...previous,
    '',
  ].join('\n');
  writeFileSync(OUT, report);
  log(report);
}

main()
  .catch((err: unknown) => {
    console.error(err);
    process.exitCode = 1;
  })
  .finally(() => cleanUp());
