// `npm run bench:import`: how long `npm run import-jobs` takes for a partner's feed, run as an operator runs it (its
// own process, on a new embedded database or a new PostgreSQL database), with jobs drawn from the benchmark's
// market (French and English titles and descriptions, Zipf-skewed skills and towns). Prints the time and the rate.
//
//   npm run bench:import -- [--lines 100000] [--db pglite|postgres|both] [--pg-url postgres://postgres@127.0.0.1:5432/postgres]
//                           [--recent-copy]
//
// --recent-copy: the search's copy of the newest jobs is in use, as in a market larger than it: every imported job,
// being new, is copied too (on a new database it is idle and costs an import nothing).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../apps/api/src/db/client.js';
import { buildEmployer } from '../apps/api/src/demo/index.js';
import { writeFeed } from './lib/feed.js';
import { createScratchDatabase } from './lib/scratch-database.js';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const { values: args } = parseArgs({
  options: {
    lines: { type: 'string', default: '100000' },
    db: { type: 'string', default: 'both' },
    'pg-url': { type: 'string' },
    'recent-copy': { type: 'boolean', default: false },
  },
});
const LINES = Number(args.lines);
const PG_URL = args['pg-url'] ?? process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const EMAIL = 'feeds@bench.example';

/** Runs the import command; gives its wall time and its last progress line. */
function runImport(
  feed: string,
  env: NodeJS.ProcessEnv,
): Promise<{ seconds: number; code: number | null; last: string }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'apps/api/src/cli/import-jobs.ts', feed, '--employer', EMAIL, '--approve'],
      {
        cwd: root,
        env,
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let last = '';
    const keep = (chunk: Buffer) => {
      const lines = chunk
        .toString()
        .split(/[\r\n]+/)
        .filter((l) => l.trim());
      if (lines.length) last = lines[lines.length - 1]!;
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.once('error', reject);
    child.once('exit', (code) => resolve({ seconds: (performance.now() - started) / 1000, code, last }));
  });
}

async function benchOne(kind: 'pglite' | 'postgres', feed: string, work: string): Promise<string> {
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production' };
  delete env.DATABASE_URL;
  let drop: (() => Promise<void>) | null = null;
  if (kind === 'postgres') {
    const scratch = await createScratchDatabase(PG_URL, 'bench_import');
    drop = scratch.drop;
    env.DATABASE_URL = scratch.url;
  } else {
    env.DATA_DIR = join(work, 'pglite');
  }
  try {
    const database = await openDatabase(
      env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL, poolSize: 1 } : { dataDir: env.DATA_DIR! },
    );
    await buildEmployer(database.db, { user: { email: EMAIL } });
    // An empty copy that holds every approved job since the beginning of time holds them all: it is in use.
    if (args['recent-copy'])
      await database.db.execute(sql`update job_search_recent_state set covers_since = '-infinity'`);
    await database.close();
    const run = await runImport(feed, env);
    if (run.code !== 0) return `${kind}: the import failed (exit ${run.code}): ${run.last}`;
    return `${kind}: ${LINES.toLocaleString('en')} lines in ${run.seconds.toFixed(1)} s (${Math.round(LINES / run.seconds).toLocaleString('en')} jobs/s); last line: ${run.last}`;
  } finally {
    await drop?.();
  }
}

async function main() {
  const work = mkdtempSync(join(tmpdir(), 'talent-bench-import-'));
  try {
    const feed = join(work, 'feed.jsonl');
    await writeFeed(feed, LINES, 40);
    const kinds = args.db === 'both' ? (['pglite', 'postgres'] as const) : [args.db as 'pglite' | 'postgres'];
    for (const kind of kinds) console.log(await benchOne(kind, feed, work));
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

await main();
