import { existsSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { E2E_WORKERS, serverURLs } from './e2e/support/servers';
import { PHONE_SCREEN, SCREEN_TAGS } from './e2e/support/screens';
import { E2E_SOCIAL, socialEnvironment } from './e2e/support/social-providers';

/**
 * The browser: CHROMIUM_PATH, else Debian's headless shell, else Debian's Chromium. The headless shell is the same
 * engine without the browser's own interface (Playwright's own default for headless runs); the journeys run in it
 * in about two thirds of the time the full browser takes, on machines where they are bound by the processor.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const chromium = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');
if (!existsSync(chromium)) {
  throw new Error(
    `Chromium not found at ${chromium}. Install it with: apt-get update && apt-get install -y ` +
      'chromium-headless-shell (or chromium, or set CHROMIUM_PATH).',
  );
}
// The staff account that scripts/e2e-server.mjs creates on each fresh database (e2e/support/accounts.ts signs in
// with it). Set here, so that the servers and the test workers agree.
const staffEnvironment = {
  E2E_ADMIN_EMAIL: (process.env.E2E_ADMIN_EMAIL ??= 'staff@e2e.congotalent.cd'),
  E2E_ADMIN_PASSWORD: (process.env.E2E_ADMIN_PASSWORD ??= 'e2e-staff-password'),
  // Its one-time-code secret (Base32), given to create-admin, so that the journeys can compute its codes.
  E2E_ADMIN_TOTP_SECRET: (process.env.E2E_ADMIN_TOTP_SECRET ??= 'KRSXG5CTMVRXEZLUKRSXG5CTMVRXEZLU'),
};

/** Where this run's servers find the database they each start on a copy of: named by this process, the run's. */
const sharedDatabase = join(tmpdir(), `talent-e2e-database-${process.pid}`);
// Left by an earlier run whose process had the same number, it would not be this run's.
if (process.env.TEST_WORKER_INDEX === undefined) rmSync(sharedDatabase, { recursive: true, force: true });

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

/**
 * Where each journey runs. A journey runs on both screens (English on the desktop, French on the 360 px phone,
 * e2e/support/screens.ts) only where the screen or the language is its subject: the public pages, the first visit,
 * the job cards' layout, the staff's header, accessibility, the bytes a screen loads, offline. Every other journey is
 * a flow whose steps are the same on any screen, and runs once, where its people mostly are: a job seeker's on the
 * phone, in French; an employer's or staff's on the desktop, in English. Each flow on both screens made the journeys
 * half of a CI run past its 15 minutes; the words of both languages are checked whole by the catalogues' own tests.
 */
const DESKTOP_ONLY = [
  // Same on every screen: a sign-in protocol with its redirects, a one-time code, the HTML the server writes for a
  // browser without JavaScript, the order of a page's requests, a service worker's update.
  'social-login.spec.ts',
  'staff-sign-in.spec.ts',
  'prerendered-pages.spec.ts',
  'page-data-early.spec.ts',
  'app-update.spec.ts',
  // Employers and staff.
  'admin-console.spec.ts',
  'employer-flow.spec.ts',
  'trust-console.spec.ts',
  'job-request-numbers.spec.ts',
  // One journey on two screens: the employer's on the desktop, the applicant's on a phone context of its own.
  'conversations.spec.ts',
  'employer-text-gate.spec.ts',
  'offer-journey.spec.ts',
  'skills-as-people-write.spec.ts',
];
const PHONE_ONLY = [
  'auth.spec.ts',
  'professional.spec.ts',
  'job-search.spec.ts',
  'cross-language-search.spec.ts',
  'demo-market-language.spec.ts',
  'sectors.spec.ts',
  'experience-levels.spec.ts',
  'skills-field.spec.ts',
  'job-share.spec.ts',
  'job-alerts.spec.ts',
  'trust-job-seeker.spec.ts',
  'sms-settings.spec.ts',
  'notifications.spec.ts',
  'consents.spec.ts',
  'password-reset.spec.ts',
  'account-deletion.spec.ts',
  'account-deletion-code.spec.ts',
  'data-export.spec.ts',
  'offline-lists.spec.ts',
  'smoke.spec.ts',
];

/**
 * Browser journeys in the system Chromium against the real server on a fresh embedded database: a server and a
 * database for each worker (e2e/support/servers.ts), which its journeys reach as their baseURL
 * (e2e/support/test.ts). The number of workers is E2E_WORKERS, as the servers are started for it.
 */
export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: E2E_WORKERS,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  outputDir: '.test-results/playwright',
  use: { launchOptions, trace: 'retain-on-failure', screenshot: 'only-on-failure' },
  projects: [
    // Each project leaves out the languages given to the other screen (e2e/support/screens.ts).
    {
      name: 'desktop',
      testIgnore: PHONE_ONLY,
      grepInvert: new RegExp(SCREEN_TAGS.fr),
      use: { ...devices['Desktop Chrome'], launchOptions },
    },
    {
      name: 'phone',
      testIgnore: DESKTOP_ONLY,
      grepInvert: new RegExp(SCREEN_TAGS.en),
      use: { ...PHONE_SCREEN, launchOptions },
    },
  ],
  webServer: [
    {
      // Google and LinkedIn stand-ins: real OpenID Connect providers on this machine (social-login.spec.ts).
      command: 'node --import tsx e2e/support/oidc-providers-server.ts',
      url: `${E2E_SOCIAL.linkedin.issuer}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: { NODE_ENV: 'test' },
    },
    ...serverURLs.map((serverURL) => ({
      command: `node scripts/e2e-server.mjs`,
      url: `${serverURL}/readyz`,
      reuseExistingServer: false,
      timeout: 120_000,
      // Not the default SIGKILL: the script deletes its database once the server has stopped.
      gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 10_000 },
      env: {
        PORT: new URL(serverURL).port,
        // One database made for the run's servers, each starting on a copy (scripts/e2e-server.mjs).
        E2E_SHARED_DATABASE: sharedDatabase,
        ...staffEnvironment,
        ...socialEnvironment(serverURL),
      },
    })),
  ],
});
