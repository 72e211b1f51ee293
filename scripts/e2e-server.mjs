// Starts the production server (the build of `npm run build`) for the browser journeys on a fresh embedded database.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
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
// on the fresh directory before the server takes it. The password travels in the environment, not argv; the
// one-time-code secret is a test value, and what the command prints (the recovery codes) is not needed.
const adminEmail = process.env.E2E_ADMIN_EMAIL;
if (adminEmail) {
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
      env: { ...env, ...(process.env.E2E_ADMIN_PASSWORD ? { ADMIN_PASSWORD: process.env.E2E_ADMIN_PASSWORD } : {}) },
    },
  );
  if (made.status !== 0) {
    console.error(
      `create-admin failed (exit ${made.status ?? made.signal}): the journeys need the staff account ${adminEmail}.`,
    );
    process.exit(1);
  }
}

const child = spawn(process.execPath, ['apps/api/dist/server.js'], { stdio: 'inherit', env });
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => child.kill(signal));
// The fresh database is of no use once its server has stopped (Playwright ends it with SIGTERM).
child.on('exit', (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
