// The job-alert worker at scale: 100,000 jobs (bench/lib/seed.ts's market: Zipf-skewed skills, towns, words, FR/EN,
// submitted over 60 days) and 50,000 alerts of thousands of professionals with varied searches, all due, on a
// PostgreSQL database of its own (created, then dropped); one daily run of the worker is timed in a process of its
// own. Prints wall time, alerts run, searches run, mails written, the worker's peak RSS and the server's CPU time.
//
//   npm run bench:alerts [-- --jobs 100000 --alerts 50000 --professionals 5000 --pg-url postgres://...]
import { DAY_MS, HOUR_MS } from '@talent/shared';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../apps/api/src/db/client.js';
import { executeRows } from '../apps/api/src/db/rows.js';
import { createScratchDatabase } from './lib/scratch-database.js';
import { drawQuery, drawTownName, rng } from './lib/market.js';
import { cleanUp, installExitHandlers, onCleanUp, postgresCpu, runWorker } from './lib/processes.js';
import { keyPlanLines } from './lib/report.js';
import { addJobs, seedPeople, vacuumAnalyze } from './lib/seed.js';

const { values: args } = parseArgs({
  options: {
    jobs: { type: 'string', default: '100000' },
    alerts: { type: 'string', default: '50000' },
    professionals: { type: 'string', default: '5000' },
    'pg-url': { type: 'string' },
    /** The whole benchmark stops by itself after this many minutes. */
    'max-minutes': { type: 'string', default: '30' },
  },
});
const JOBS = Number(args.jobs);
const ALERTS = Number(args.alerts);
const PROFESSIONALS = Number(args.professionals);
const PG_URL = args['pg-url'] ?? process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const log = (line: string) => console.log(line);

/** A saved search as people make them: mostly their skill match alone or with a town, else a word of a title. */
function drawSearch(random: () => number): Record<string, unknown> {
  const r = random();
  if (r < 0.35) return { show_all: false };
  if (r < 0.5) return { show_all: false, location: drawTownName(random) };
  if (r < 0.6)
    return { show_all: false, work_model: [(['remote', 'hybrid', 'on-site'] as const)[Math.floor(random() * 3)]] };
  if (r < 0.8) return { show_all: true, q: drawQuery(random) };
  if (r < 0.9) return { show_all: true, q: drawQuery(random), location: drawTownName(random) };
  if (r < 0.95) return { show_all: true, location: drawTownName(random), type_of_contract: ['full-time'] };
  return { show_all: true, salary_min: 500 + 100 * Math.floor(random() * 15), experience_level: ['senior'] };
}

async function main() {
  installExitHandlers();
  const deadline = setTimeout(
    () => {
      console.error(`stopped after ${args['max-minutes']} minutes`);
      void cleanUp().finally(() => process.exit(2));
    },
    Number(args['max-minutes']) * 60_000,
  );
  deadline.unref();

  const scratch = await createScratchDatabase(PG_URL, 'bench_alerts');
  onCleanUp(scratch.drop);
  log(
    `database ${scratch.name}; ${JOBS.toLocaleString('en')} jobs, ${ALERTS.toLocaleString('en')} alerts of ${PROFESSIONALS.toLocaleString('en')} professionals`,
  );
  const database = await openDatabase({ databaseUrl: scratch.url, poolSize: 4 });
  onCleanUp(() => database.close());
  const { db } = database;

  let t = Date.now();
  const people = await seedPeople(db, { professionals: PROFESSIONALS, employers: 40 });
  await addJobs(db, people, JOBS, 7, { concurrency: 2 });
  log(`seeded the market in ${((Date.now() - t) / 1000).toFixed(0)} s`);

  // The alerts: 80% daily, 20% weekly, every one due now, its window the period just past.
  t = Date.now();
  const random = rng(42);
  const now = Date.now();
  for (let start = 0; start < ALERTS; start += 5_000) {
    const c = {
      user: [] as string[],
      name: [] as string[],
      frequency: [] as string[],
      search: [] as string[],
      window: [] as string[],
      next: [] as string[],
    };
    for (let i = start; i < Math.min(ALERTS, start + 5_000); i++) {
      const daily = random() < 0.8;
      c.user.push(people.professionals[i % people.professionals.length]!.id);
      c.name.push(`Alert ${i}`);
      c.frequency.push(daily ? 'daily' : 'weekly');
      c.search.push(JSON.stringify(drawSearch(random)));
      c.window.push(new Date(now - (daily ? DAY_MS : 7 * DAY_MS)).toISOString());
      c.next.push(new Date(now - Math.floor(random() * HOUR_MS)).toISOString());
    }
    const p = (values: unknown[]) => sql.param(values);
    await db.execute(sql`insert into job_alerts (user_id, name, frequency, search, window_start, next_run_at)
      select * from unnest(${p(c.user)}::uuid[], ${p(c.name)}::text[], ${p(c.frequency)}::text[], ${p(c.search)}::jsonb[],
        ${p(c.window)}::timestamptz[], ${p(c.next)}::timestamptz[])`);
  }
  await vacuumAnalyze(db);
  await db.execute(sql`vacuum analyze job_alerts`);
  const [window] = await executeRows<{ day: number; week: number }>(
    db,
    sql`select count(*) filter (where approved_at >= now() - interval '1 day')::int as day, count(*)::int as week
      from jobs where status = 'approved' and approved_at >= now() - interval '7 days'`,
  );
  log(
    `seeded the alerts in ${((Date.now() - t) / 1000).toFixed(0)} s; jobs approved in the last day: ${window!.day}, the last week: ${window!.week}`,
  );

  // How the worker finds a window's jobs: the approved_at index, not the market.
  const plan = await executeRows<{ 'QUERY PLAN': string }>(
    db,
    sql`explain (analyze, buffers) select * from jobs where status = 'approved' and approved_at >= now() - interval '7 days' and approved_at < now()`,
  );
  log('plan of a weekly window:');
  for (const line of keyPlanLines(plan.map((r) => r['QUERY PLAN']).join('\n'), 8)) log(`  ${line}`);

  // The worker's server processes end with it: their CPU time is sampled while it runs.
  const cpuBefore = postgresCpu();
  const cpuSeen = new Map(cpuBefore);
  const sampler = setInterval(() => {
    for (const [pid, cpu] of postgresCpu()) cpuSeen.set(pid, Math.max(cpu, cpuSeen.get(pid) ?? 0));
  }, 250);
  const spec = join(tmpdir(), `bench-alerts-${process.pid}.json`);
  const worker = fileURLToPath(new URL('./lib/alerts-worker.ts', import.meta.url));
  const result = await runWorker<{
    alerts: number;
    mails: number;
    searches: number;
    ms: number;
    cpuSeconds: number;
    rssBeforeMb: number;
    peakRssMb: number;
  }>(worker, { databaseUrl: scratch.url, now: new Date().toISOString() }, spec, 20 * 60_000, process.cwd());
  clearInterval(sampler);
  let pgCpu = 0;
  for (const [pid, cpu] of cpuSeen) pgCpu += cpu - (cpuBefore.get(pid) ?? 0);
  const [outbox] = await executeRows<{ n: number; jobs: number }>(
    db,
    sql`select count(*)::int as n, coalesce(sum(array_length(regexp_split_to_array(text_body, '/jobs/'), 1) - 1), 0)::int as jobs from outbox`,
  );
  const [left] = await executeRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from job_alerts where next_run_at <= now() and not paused`,
  );

  log('');
  log(`one daily run of the job-alert worker: ${(result.ms / 1000).toFixed(1)} s wall time`);
  log(
    `  alerts run: ${result.alerts.toLocaleString('en')} (${left!.n} still due), searches run: ${result.searches.toLocaleString('en')}`,
  );
  log(
    `  mails written: ${result.mails.toLocaleString('en')} (outbox: ${outbox!.n.toLocaleString('en')} rows, ${outbox!.jobs.toLocaleString('en')} job links)`,
  );
  log(`  worker peak RSS: ${result.peakRssMb.toFixed(0)} MB (${result.rssBeforeMb.toFixed(0)} MB before the run)`);
  log(
    `  CPU: worker ${result.cpuSeconds.toFixed(1)} s, PostgreSQL ${pgCpu.toFixed(1)} s; machine load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')} on ${availableParallelism()} cores`,
  );
  await cleanUp();
  clearTimeout(deadline);
}

main().catch(async (err: unknown) => {
  console.error(err);
  await cleanUp();
  process.exit(1);
});
