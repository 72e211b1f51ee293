// `npm run bench:ablation`: what each layer of the job lists buys. Each patch in bench/ablation/ turns one layer off;
// each is applied to a checkout of the last commit of its own (a git worktree), and every checkout's server in turn
// serves one market seeded here on PostgreSQL, the current code's (the same commit, unpatched) first. The same
// requests, each for another of 2,000 professionals, come from a separate load process at one connection. Prints
// each variant's p50 and p99 beside the current code's, and their ratio; asserts nothing.
//
//   npm run bench:ablation -- [--sizes 100000,1000000] [--scenarios skill,all-p1,q,q-loc-type] [--duration 5]
//                             [--only no-bands,no-slices] [--pg-url postgres://postgres@127.0.0.1:5432/postgres]
//                             [--out file.md]
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { openDatabase } from '../apps/api/src/db/client.js';
import { keepRecentJobCopy } from '../apps/api/src/search/index.js';
import { createTokenService } from '../apps/api/src/lib/jwt.js';
import type { LoadResult, LoadSpec } from './lib/load-types.js';
import { checkout, type Variant } from './lib/checkout.js';
import { cleanUp, installExitHandlers, onCleanUp, runWorker } from './lib/processes.js';
import { SCENARIOS, pathOf, type Scenario } from './lib/scenarios.js';
import { createScratchDatabase } from './lib/scratch-database.js';
import { addJobs, seedPeople, vacuumAnalyze } from './lib/seed.js';
import { startServer } from './lib/server.js';

const here = dirname(fileURLToPath(import.meta.url));
const root = dirname(here);
const { values: args } = parseArgs({
  options: {
    sizes: { type: 'string', default: '100000' },
    scenarios: { type: 'string', default: 'skill,all-p1,q,q-loc-type' },
    duration: { type: 'string', default: '5' },
    only: { type: 'string' },
    'pg-url': { type: 'string' },
    out: { type: 'string' },
  },
});
const SIZES = args.sizes.split(',').map((s) => Number(s.trim().replace(/_/g, '')));
const MEASURED: Scenario[] = args.scenarios.split(',').map((key) => {
  const scenario = SCENARIOS.find((s) => s.key === key.trim());
  if (!scenario) throw new Error(`--scenarios: unknown ${key}; known: ${SCENARIOS.map((s) => s.key).join(', ')}`);
  return scenario;
});
const DURATION_MS = Number(args.duration) * 1000;
const PG_URL = args['pg-url'] ?? process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PROFESSIONALS = 2_000;
const EMPLOYERS = 40;
const JWT_SECRET = 'bench-secret-bench-secret-bench-secret-0123456789';
const PATCHES = join(here, 'ablation');
const log = (line: string) => console.log(line);

async function measure(variant: Variant, work: string, databaseUrl: string, tokens: string[]) {
  const server = await startServer({
    root: variant.dir,
    logFile: join(work, `server-${variant.name}.log`),
    jwtSecret: JWT_SECRET,
    databaseUrl,
    dataDir: join(work, 'unused-data-dir'),
  });
  const undo = onCleanUp(async () => void (await server.stop()));
  const results: Record<string, LoadResult | string> = {};
  try {
    // The first list waits for the server to read the open jobs' skills: not part of any measure.
    await fetch(`${server.base}/hiring/jobs/`, { headers: { authorization: tokens[0]! } }).then((r) => r.arrayBuffer());
    for (const scenario of MEASURED) {
      const spec: LoadSpec = {
        host: '127.0.0.1',
        port: server.port,
        connections: 1,
        requests: Array.from({ length: PROFESSIONALS }, (_, i) => ({ path: pathOf(scenario, i), auth: i })),
        tokens,
        offset: 0,
        warmupMs: 1_000,
        durationMs: DURATION_MS,
        minRequests: 5,
        maxMs: 60_000,
        timeoutMs: 30_000,
        serverPid: server.pid,
      };
      try {
        const r = await runWorker<LoadResult>(
          join(here, 'lib/load-worker.ts'),
          spec,
          join(work, 'load-spec.json'),
          150_000,
          root,
        );
        results[scenario.key] = r;
        log(
          `    ${variant.name.padEnd(16)} ${scenario.label.padEnd(26)} p50 ${r.p50.toFixed(2)} ms, p99 ${r.p99.toFixed(1)} ms` +
            `, ${r.requests} requests, ${r.errors + r.non2xx} errors`,
        );
      } catch (err) {
        results[scenario.key] = (err as Error).message;
        log(`    ${variant.name.padEnd(16)} ${scenario.label.padEnd(26)} FAILED ${(err as Error).message}`);
      }
    }
  } finally {
    undo();
    await server.stop();
  }
  return results;
}

async function main() {
  installExitHandlers();
  const work = mkdtempSync(join(tmpdir(), 'talent-ablation-'));
  onCleanUp(async () => rmSync(work, { recursive: true, force: true }));
  const patches = readdirSync(PATCHES)
    .filter((f) => f.endsWith('.patch'))
    .map((f) => f.replace(/\.patch$/, ''))
    .filter((name) => !args.only || args.only.split(',').includes(name));
  const variants = [
    checkout(root, work, 'current', null),
    ...patches.map((name) => checkout(root, work, name, join(PATCHES, `${name}.patch`))),
  ];
  const scratch = await createScratchDatabase(PG_URL, 'bench_ablation');
  onCleanUp(scratch.drop);
  const database = await openDatabase({ databaseUrl: scratch.url, poolSize: 4 });
  onCleanUp(() => database.close());
  const people = await seedPeople(database.db, { professionals: PROFESSIONALS, employers: EMPLOYERS });
  const tokenService = createTokenService(new TextEncoder().encode(JWT_SECRET), 6 * 3600, 1);
  const tokens = await Promise.all(
    people.professionals.map(async (p) => `Bearer ${await tokenService.signAccess(p.id, 'professional', 0)}`),
  );
  const lines = [
    `# What each layer of the job lists buys (${new Date().toISOString()})`,
    '',
    `${cpus().length} cores, load average ${loadavg()
      .map((v) => v.toFixed(2))
      .join(
        ' ',
      )} at the start; PostgreSQL; ${PROFESSIONALS} professionals; 1 connection; ${DURATION_MS / 1000} s per cell.`,
    '',
  ];
  let current = 0;
  for (const size of SIZES) {
    log(`${size.toLocaleString('en')} open jobs: seeding...`);
    await addJobs(database.db, people, size - current, 100 + size, { concurrency: 2 });
    current = size;
    await vacuumAnalyze(database.db);
    log(`  search copy of the newest jobs: ${await keepRecentJobCopy(database.db)}`);
    const byVariant = new Map<string, Record<string, LoadResult | string>>();
    for (const variant of variants) byVariant.set(variant.name, await measure(variant, work, scratch.url, tokens));
    const base = byVariant.get('current')!;
    lines.push(`## ${size.toLocaleString('en')} open jobs`, '');
    lines.push(`| variant | ${MEASURED.map((s) => `${s.label} p50 / p99 ms (x current p50)`).join(' | ')} |`);
    lines.push(`|---|${MEASURED.map(() => '---').join('|')}|`);
    for (const variant of variants) {
      const cells = MEASURED.map((s) => {
        const r = byVariant.get(variant.name)![s.key];
        const b = base[s.key];
        if (typeof r !== 'object') return `failed: ${r}`;
        const ratio = typeof b === 'object' ? ` (x${(r.p50 / b.p50).toFixed(1)})` : '';
        return `${r.p50.toFixed(2)} / ${r.p99.toFixed(1)}${variant.name === 'current' ? '' : ratio}`;
      });
      lines.push(`| ${variant.name} | ${cells.join(' | ')} |`);
    }
    lines.push('');
  }
  const report = lines.join('\n');
  console.log(`\n${report}`);
  if (args.out) writeFileSync(args.out, `${report}\n`);
}

try {
  await main();
} finally {
  await cleanUp();
}
