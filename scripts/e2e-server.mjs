// Starts the production server (the build of `npm run build`) for the browser journeys on a fresh embedded database.
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const dataDir = mkdtempSync(join(tmpdir(), 'talent-e2e-'));
const env = {
  ...process.env,
  NODE_ENV: 'production',
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  HOST: '127.0.0.1',
  // Every journey registers from the same address; the limits themselves are proven by the API tests.
  RATE_LIMIT_PER_IP: '10000',
  RATE_LIMIT_PER_ACCOUNT: '1000',
};

// The staff account of the journeys. The embedded database cannot be shared between processes, so it is made
// on a fresh directory before the servers take it. The password travels in the environment, not argv; the
// one-time-code secret is a test value, and what the command prints (the recovery codes) is not needed.
function makeDatabase(dir) {
  const adminEmail = process.env.E2E_ADMIN_EMAIL;
  if (!adminEmail) return true;
  const made = spawnSync(
    process.execPath,
    [
      'apps/api/dist/create-admin.js',
      '--email',
      adminEmail,
      '--first-name',
      'Staff',
      '--last-name',
      'Reviewer',
      ...(process.env.E2E_ADMIN_TOTP_SECRET ? ['--totp-secret', process.env.E2E_ADMIN_TOTP_SECRET] : []),
    ],
    {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...env,
        DATA_DIR: dir,
        ...(process.env.E2E_ADMIN_PASSWORD ? { ADMIN_PASSWORD: process.env.E2E_ADMIN_PASSWORD } : {}),
      },
    },
  );
  if (made.status === 0) return true;
  console.error(
    `create-admin failed (exit ${made.status ?? made.signal}): the journeys need the staff account ${adminEmail}.`,
  );
  return false;
}

// A run's servers (one per worker, started together) share one made database, each starting on a copy of it: a new
// embedded database is PGlite's initdb, seconds of a core each, and three of them side by side on a 2-core machine
// held every journey back (the three servers were ready 57-64 s after the run started, 30 s with one made and copied).
// The first server to take E2E_SHARED_DATABASE's folder makes it; the others wait for it.
const shared = process.env.E2E_SHARED_DATABASE;
let madeHere = false;
if (!shared) {
  if (!makeDatabase(dataDir)) process.exit(1);
} else {
  try {
    mkdirSync(shared);
    madeHere = true;
  } catch {
    // Another server of the run is making it.
  }
  if (madeHere) {
    const ok = makeDatabase(join(shared, 'data'));
    writeFileSync(join(shared, ok ? 'made' : 'failed'), '');
    if (!ok) process.exit(1);
  } else {
    const waitUntil = Date.now() + 110_000;
    while (!existsSync(join(shared, 'made'))) {
      if (existsSync(join(shared, 'failed')) || Date.now() > waitUntil) {
        console.error(`The run's database was not made in ${shared}.`);
        process.exit(1);
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  cpSync(join(shared, 'data'), dataDir, { recursive: true });
}

const child = spawn(process.execPath, ['apps/api/dist/server.js'], { stdio: 'inherit', env });
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => child.kill(signal));
// The fresh database is of no use once its server has stopped (Playwright ends it with SIGTERM).
child.on('exit', (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  // The servers copied it as they started; the last of them has long started by now.
  if (madeHere) rmSync(shared, { recursive: true, force: true });
  process.exit(code ?? 0);
});
