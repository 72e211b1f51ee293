// GET /hiring/jobs/ against 100,000 open jobs: seeds a fresh database in a few set-based statements, starts
// the real HTTP server on 127.0.0.1 and loads both lists (skill-matched and all) with autocannon, one
// connection (latency) then several (throughput). Prints its figures; asserts nothing about timing.
//   BENCH_DATABASE_URL=postgres://...  run on a PostgreSQL server instead of PGlite
//   BENCH_SECONDS (default 10), BENCH_CONNECTIONS (default 10), BENCH_JOBS (default 100000)
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { normaliseSkills } from '@talent/shared';
import { buildApp } from '../apps/api/src/app.js';
import { testConfig } from '../apps/api/src/config.js';
import { buildEmployer, buildProfessional } from '../apps/api/src/factories/users.js';
import { createTokenService } from '../apps/api/src/services/jwt.js';
import { openBenchDatabase } from './lib/database.js';
import { formatFigures, load } from './lib/load.js';
import { seedApplications, seedJobs } from './lib/seed-jobs.js';

const OPEN_JOBS = Number(process.env.BENCH_JOBS ?? 100_000);
const OTHER_JOBS = Math.round(OPEN_JOBS / 10);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const PROFESSIONAL_SKILLS = ['JavaScript', 'TypeScript', 'React', 'Node.js', 'PostgreSQL', 'Git', 'Docker', 'Linux'];

async function main() {
  const { database, label, dispose } = await openBenchDatabase();
  console.log(`database: ${label}`);
  try {
    const db = database.db;
    let t = Date.now();
    const { user: employer } = await buildEmployer(db);
    const { user: professional } = await buildProfessional(db, {
      profile: { skills: PROFESSIONAL_SKILLS, skillsNormalized: normaliseSkills(PROFESSIONAL_SKILLS) },
    });
    await seedJobs(db, employer.id, OPEN_JOBS, OTHER_JOBS);
    await seedApplications(db, OPEN_JOBS);
    await db.execute(sql`vacuum analyze`);
    console.log(`seeded ${OPEN_JOBS} open jobs, ${OTHER_JOBS} others and applications in ${((Date.now() - t) / 1000).toFixed(1)} s`);

    const config = testConfig({ LOG_LEVEL: 'silent' });
    const secret = new Uint8Array(randomBytes(32));
    const tokens = createTokenService(secret, 3600, 1);
    const app = await buildApp({ config, database, db, tokens, secret });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const headers = { authorization: `Bearer ${await tokens.signAccess(professional.id, 'professional')}` };
    try {
      for (const showAll of ['false', 'true']) {
        const url = `${base}/hiring/jobs/?show_all=${showAll}`;
        t = Date.now();
        const first = await fetch(url, { headers });
        const firstMs = Date.now() - t;
        const body = (await first.json()) as unknown[];
        console.log(
          `\nshow_all=${showAll}: ${first.headers.get('x-total-count')} jobs in all, ${body.length} on the first page ` +
            `(first request ${firstMs} ms)`,
        );
        console.log(formatFigures('  1 connection', await load(url, headers, 1, SECONDS)));
        console.log(formatFigures(`  ${CONNECTIONS} connections`, await load(url, headers, CONNECTIONS, SECONDS)));
      }
    } finally {
      await app.close();
    }
  } finally {
    await dispose();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
