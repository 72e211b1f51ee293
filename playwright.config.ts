import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { E2E_SOCIAL, socialEnvironment } from './e2e/support/social-providers';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  throw new Error(
    `Chromium not found at ${chromium}. Install it with: apt-get update && apt-get install -y chromium ` +
      '(or set CHROMIUM_PATH).',
  );
}
const port = Number(process.env.E2E_PORT ?? 4310);
export const baseURL = `http://127.0.0.1:${port}`;

// The staff account that scripts/e2e-server.mjs creates on the fresh database (e2e/support/accounts.ts signs in
// with it). Set here, so that the server and the test workers agree.
process.env.E2E_ADMIN_EMAIL ??= 'staff@e2e.congotalent.cd';
process.env.E2E_ADMIN_PASSWORD ??= 'e2e-staff-password';
// Its one-time-code secret (Base32), given to create-admin, so that the journeys can compute its codes.
process.env.E2E_ADMIN_TOTP_SECRET ??= 'KRSXG5CTMVRXEZLUKRSXG5CTMVRXEZLU';

const launchOptions = {
  executablePath: chromium,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

/** Browser journeys in the system Chromium against the real server on a fresh embedded database. */
export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  outputDir: '.test-results/playwright',
  use: { baseURL, launchOptions, trace: 'retain-on-failure', screenshot: 'only-on-failure' },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], launchOptions } },
    {
      name: 'phone',
      use: { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2, launchOptions },
    },
  ],
  webServer: [
    {
      // Google and LinkedIn stand-ins: real OpenID Connect providers on this machine (social-login.spec.ts).
      command: 'node --import tsx e2e/support/oidc-providers-server.ts',
      url: `${E2E_SOCIAL.linkedin.issuer}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: { E2E_PORT: String(port), NODE_ENV: 'test' },
    },
    {
      command: `node scripts/e2e-server.mjs`,
      url: `${baseURL}/readyz`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        PORT: String(port),
        E2E_ADMIN_EMAIL: process.env.E2E_ADMIN_EMAIL,
        E2E_ADMIN_PASSWORD: process.env.E2E_ADMIN_PASSWORD,
        E2E_ADMIN_TOTP_SECRET: process.env.E2E_ADMIN_TOTP_SECRET,
        ...socialEnvironment,
      },
    },
  ],
});
