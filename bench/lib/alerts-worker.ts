// One daily run of the job-alert worker against a seeded database, in a process of its own so that its peak
// memory is the worker's alone (not the seeding's). Started by bench/alerts.ts: `node --import tsx <this> spec.json`.
import { readFileSync } from 'node:fs';
import { openDatabase } from '../../apps/api/src/db/client.js';
import { testConfig } from '../../apps/api/src/config.js';
import { runDueJobAlerts } from '../../apps/api/src/alerts/index.js';

const spec = JSON.parse(readFileSync(process.argv[2]!, 'utf8')) as { databaseUrl: string; now: string };
const database = await openDatabase({ databaseUrl: spec.databaseUrl, poolSize: 2 });
try {
  const rssBefore = process.memoryUsage().rss;
  const started = performance.now();
  const cpu = process.cpuUsage();
  const run = await runDueJobAlerts(
    {
      db: database.db,
      config: testConfig({ PUBLIC_URL: 'https://congotalent.example' }),
      secret: new Uint8Array(32).fill(7),
    },
    { now: new Date(spec.now) },
  );
  const ms = performance.now() - started;
  const used = process.cpuUsage(cpu);
  console.log(
    JSON.stringify({
      ...run,
      ms,
      cpuSeconds: (used.user + used.system) / 1e6,
      rssBeforeMb: rssBefore / 1048576,
      peakRssMb: process.resourceUsage().maxRSS / 1024,
    }),
  );
} finally {
  await database.close();
}
