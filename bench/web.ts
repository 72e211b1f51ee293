// `npm run bench:web`: the web app as a phone on mobile data meets it. Lighthouse 12 with its default mobile
// profile and throttling (simulated slow 4G, a 4x slower CPU) against the production server, started here on a
// free port of 127.0.0.1 on a fresh embedded database: every public page in English and French, and the signed-in
// pages of a demo professional (Recommended Jobs, a job's page, My applications), a demo employer (the Hiring
// Centre) and staff (the console, as an account made with its one-time-code secret), each cold (nothing cached)
// and, with --warm, again from the browser's cache as on a second visit. Prints the median of each measure over the
// runs, and the audits that cost the most; asserts nothing (a benchmark, not a test).
//
// With --timeline, each page is opened once on the link of --link (slow 4G as Lighthouse's, or 2G) through
// Chromium's own throttling instead, and its requests, paints and long tasks are printed in order. With
// --second-visit too, each page is opened a second time a minute later, as its reader comes back: with the service
// worker, the cache and the lists the first visit left on the device.
//
//   npm run bench:web -- [--runs 3] [--no-build] [--only /,/auth,/jobs/:id] [--warm] [--details]
//   npm run bench:web -- --timeline [--link 4g|2g] [--second-visit] [--no-build] [--only /recommended-jobs]
//   npm run bench:web -- --tap-apply [--link 2g] [--runs 3] [--no-build] [--h2]
//
// With --tap-apply, Recommended Jobs is opened cold on the link, as a first visit, its first Apply tapped the moment
// it is drawn (by the shell or the app), and the moments the application can be sent, and is sent, are printed.
//
// With --h2, the browser reaches the server through HTTPS and HTTP/2 (bench/lib/h2-proxy.ts), as a site's TLS front
// serves it, instead of the HTTP/1.1 of `npm start` on loopback, where a request waits for one of six connections.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { setTimeout as delay } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { chromium, type BrowserContext } from '@playwright/test';
import lighthouse from 'lighthouse';
import { generate } from 'otplib';
import {
  ACCESS_TOKEN_KEY,
  LANGUAGES,
  OTP_PERIOD_SECONDS,
  PRERENDERED_PATHS,
  REFRESH_TOKEN_KEY,
  type Language,
} from '@talent/shared';
import { cleanUp, installExitHandlers, onCleanUp } from './lib/processes.js';
import { startServer } from './lib/server.js';
import { startH2Proxy } from './lib/h2-proxy.js';
import { describeTimeline, LINK_PROFILES, recordApplyTap, recordTimeline } from './lib/timeline.js';
import { freePort } from '../scripts/lib/free-port.js';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    'no-build': { type: 'boolean', default: false },
    only: { type: 'string' },
    details: { type: 'boolean', default: false },
    warm: { type: 'boolean', default: false },
    timeline: { type: 'boolean', default: false },
    'second-visit': { type: 'boolean', default: false },
    'tap-apply': { type: 'boolean', default: false },
    link: { type: 'string', default: '4g' },
    trace: { type: 'string' },
    h2: { type: 'boolean', default: false },
  },
});
if (!(args.link! in LINK_PROFILES)) throw new Error(`--link: one of ${Object.keys(LINK_PROFILES).join(', ')}`);
const link = LINK_PROFILES[args.link as keyof typeof LINK_PROFILES];
const RUNS = Math.max(1, Number(args.runs));
const only = args.only?.split(',').map((p) => p.trim());

/** The flags that let Chromium run here (no sandbox, no GPU, nothing fetched in the background). */
const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
// The front's certificate is made for the benchmark: the browser accepts it.
if (args.h2) CHROMIUM_FLAGS.push('--ignore-certificate-errors');

interface Target {
  /** The route; `/jobs/:id` is the page of the demo market's newest job. */
  path: string;
  language: Language;
  /** Signed in as a fresh demo account of this kind. */
  as?: 'professional' | 'employer' | 'staff';
  /** From the browser's cache of a first visit, as a second visit meets it. */
  warm?: boolean;
  /** What the reader came for, whose first drawing --timeline reports: a job's title, an application. */
  firstRow?: { selector: string; label: string };
}
const firstJob = { selector: '.job-card__heading > :first-child', label: 'first job title' };
const signedInTargets: Target[] = [
  { path: '/recommended-jobs', language: 'en', as: 'professional', firstRow: firstJob },
  { path: '/jobs/:id', language: 'en', as: 'professional', firstRow: firstJob },
  {
    path: '/my-applications',
    language: 'en',
    as: 'professional',
    firstRow: { selector: '.application-card h2', label: 'first application' },
  },
  {
    path: '/hiring-center',
    language: 'en',
    as: 'employer',
    firstRow: { selector: '.history-card__title', label: 'first row of the history' },
  },
  {
    path: '/admin',
    language: 'en',
    as: 'staff',
    firstRow: { selector: '.admin-job__title', label: 'first request to review' },
  },
];
const targets: Target[] = [
  ...LANGUAGES.flatMap((language) => PRERENDERED_PATHS.map((path): Target => ({ path, language }))),
  ...signedInTargets,
  ...(args.warm ? signedInTargets.map((target) => ({ ...target, warm: true })) : []),
].filter((t) => !only || only.includes(t.path));

interface Measure {
  performance: number;
  accessibility: number;
  fcpMs: number;
  lcpMs: number;
  cls: number;
  bytes: number;
  /** Audits scored below 0.9, with what Lighthouse says they cost. */
  findings: string[];
  /** The largest paint's element and how its time splits into phases, as Lighthouse reports them. */
  lcpElement: string;
  /** Total blocking time, the scripts that kept the main thread busiest, and its work by kind. */
  mainThread: string;
  tbtMs: number;
  /** Lighthouse's measure of this machine's speed during the run (its BenchmarkIndex): figures of machines or
   * sessions whose index differs are not comparable. */
  benchmarkIndex: number;
}

/** "TBT 240 ms; long tasks: 180 ms at 1900 (index-….js), …; scripting: index-….js 620 ms, …; work: Script Evaluation 900 ms, …" from Lighthouse's main-thread audits. */
function describeMainThread(lhr: {
  audits: Record<string, { numericValue?: number; details?: unknown } | undefined>;
}): string {
  const items = (
    (lhr.audits['bootup-time']?.details as { items?: { url: string; scripting: number }[] } | undefined)?.items ?? []
  )
    .filter((item) => item.url.startsWith('http'))
    .sort((a, b) => b.scripting - a.scripting)
    .slice(0, 4)
    .map((item) => `${new URL(item.url).pathname.replace(/^\/assets\//, '')} ${Math.round(item.scripting)} ms`);
  const work = (
    (
      lhr.audits['mainthread-work-breakdown']?.details as
        { items?: { groupLabel: string; duration: number }[] } | undefined
    )?.items ?? []
  ).map((item) => `${item.groupLabel} ${Math.round(item.duration)} ms`);
  // The tasks that make the blocking time: each one's start and length, at the simulated phone's speed.
  const longTasks = (
    (
      lhr.audits['long-tasks']?.details as
        { items?: { url: string; startTime: number; duration: number }[] } | undefined
    )?.items ?? []
  )
    .slice(0, 6)
    .map(
      (task) =>
        `${Math.round(task.duration)} ms at ${Math.round(task.startTime)} (${task.url.startsWith('http') ? new URL(task.url).pathname.replace(/^\/assets\//, '') : task.url})`,
    );
  return `TBT ${Math.round(lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN)} ms; long tasks: ${longTasks.join(', ')}; scripting: ${items.join(', ')}; work: ${work.join(', ')}`;
}

/** "<h1 class=…>: TTFB 600 ms, load delay 0 ms, …" from the largest-contentful-paint-element audit. */
function describeLargestPaint(audit: { details?: unknown } | undefined): string {
  interface Table {
    type: string;
    items: Record<string, unknown>[];
  }
  const parts = (audit?.details as { items?: Table[] } | undefined)?.items ?? [];
  const node = parts[0]?.items[0]?.node as { snippet?: string } | undefined;
  const phases = (parts[1]?.items ?? []).map((row) => `${String(row.phase)} ${Math.round(Number(row.timing))} ms`);
  return `${node?.snippet ?? '?'}: ${phases.join(', ')}`;
}

/** The server's own address, which the benchmark's requests use when the browser goes through the HTTPS front (--h2). */
let serverBase: string | null = null;

/** The staff account made on the benchmark's database before its server starts: its one-time codes are computed. */
const STAFF = {
  email: 'staff@bench.congotalent.cd',
  password: 'bench-staff-password',
  totpSecret: 'KRSXG5CTMVRXEZLUKRSXG5CTMVRXEZLU',
};
/** The last one-time-code step spent: the server takes each step's code once. */
let staffStep = 0;

/** A session's tokens, as the app keeps them: a fresh demo account's, or the staff account's (with a fresh code). */
async function signIn(base: string, as: 'professional' | 'employer' | 'staff') {
  let response: Response;
  if (as === 'staff') {
    const step = Math.max(Math.floor(Date.now() / 1000 / OTP_PERIOD_SECONDS), staffStep + 1);
    while (step > Math.floor(Date.now() / 1000 / OTP_PERIOD_SECONDS) + 1) await delay(500);
    staffStep = step;
    const otp = await generate({ secret: STAFF.totpSecret, epoch: step * OTP_PERIOD_SECONDS });
    response = await fetch(`${base}/api/token/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: STAFF.email, password: STAFF.password, otp }),
    });
  } else {
    response = await fetch(`${base}/api/demo-login/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ user_type: as }),
    });
  }
  if (!response.ok) throw new Error(`signing in as ${as}: ${response.status} ${await response.text()}`);
  return (await response.json()) as { access: string; refresh: string };
}

/** The path Lighthouse opens: a job's page is the demo market's newest job, as the professional's list shows it. */
async function pathOf(base: string, target: Target, access: string | null): Promise<string> {
  if (target.path !== '/jobs/:id') return target.path;
  const response = await fetch(`${base}/hiring/jobs/?show_all=true`, {
    headers: { authorization: `Bearer ${access}` },
  });
  const [job] = (await response.json()) as { id: number }[];
  if (!job) throw new Error('the demo market has no job to open');
  return `/jobs/${job.id}`;
}

/**
 * Readies the browser for a visit to `target` and gives the path to open. Each run starts from an empty profile of
 * its own origin data (Lighthouse clears it for the public pages); a signed-in run gets its tokens and language in
 * local storage first, from a page that loads no app.
 */
async function prepareVisit(context: BrowserContext, base: string, target: Target): Promise<string> {
  const tokens = target.as === undefined ? null : await signIn(serverBase ?? base, target.as);
  const path = await pathOf(serverBase ?? base, target, tokens?.access ?? null);
  const page = await context.newPage();
  const session = await context.newCDPSession(page);
  // What Lighthouse would clear itself: the origin's storage and service worker, and the HTTP cache. A warm run
  // keeps the cache and the service worker of a first visit made just before, and only signs in anew.
  if (target.warm) {
    await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
    await session.send('Storage.clearDataForOrigin', { origin: base, storageTypes: 'local_storage' });
  } else {
    await session.send('Storage.clearDataForOrigin', { origin: base, storageTypes: 'all' });
    await session.send('Network.clearBrowserCache');
  }
  if (tokens) {
    await page.goto(`${base}/healthz`);
    await page.evaluate(
      ([keys, values, language]) => {
        localStorage.setItem(keys[0], values[0]);
        localStorage.setItem(keys[1], values[1]);
        localStorage.setItem('lang', language);
      },
      [[ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY], [tokens.access, tokens.refresh], target.language] as const,
    );
  }
  await page.close();
  return path;
}

async function measure(context: BrowserContext, port: number, base: string, target: Target): Promise<Measure> {
  const signedIn = target.as !== undefined;
  const path = await prepareVisit(context, base, target);
  const result = await lighthouse(`${base}${path}`, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
    // Signed in, the storage (and with it the HTTP cache) is reset above, or kept for a warm run.
    disableStorageReset: signedIn,
    // The visitor's language as their browser states it: the server writes the page in it.
    extraHeaders: { 'Accept-Language': target.language === 'fr' ? 'fr-FR,fr;q=0.9' : 'en-US,en;q=0.9' },
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${target.path}`);
  const { lhr } = result;
  if (args.trace) {
    mkdirSync(args.trace, { recursive: true });
    const file = join(args.trace, `${labelOf(target).replace(/[^a-z0-9]+/gi, '-')}-${Date.now()}.trace.json`);
    writeFileSync(file, JSON.stringify(result.artifacts.Trace));
  }
  if (lhr.runtimeError) throw new Error(`${target.path}: ${lhr.runtimeError.message}`);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const findings = Object.values(lhr.audits)
    .filter(
      (a) =>
        a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'manual',
    )
    .map((a) => `${a.id}${a.displayValue ? ` (${a.displayValue})` : ''}`);
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
    fcpMs: numeric('first-contentful-paint'),
    lcpMs: numeric('largest-contentful-paint'),
    cls: numeric('cumulative-layout-shift'),
    bytes: numeric('total-byte-weight'),
    findings,
    lcpElement: describeLargestPaint(lhr.audits['largest-contentful-paint-element']),
    mainThread: describeMainThread(lhr),
    tbtMs: numeric('total-blocking-time'),
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

/** Lighthouse sometimes loses a trace on a busy machine (NO_NAVSTART, say): such a run is made again, twice at most. */
async function measureAgainOnFailure(
  context: BrowserContext,
  port: number,
  base: string,
  target: Target,
): Promise<Measure> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await measure(context, port, base, target);
    } catch (err) {
      if (attempt >= 3) throw err;
      console.error(`    run again: ${(err as Error).message}`);
    }
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/** "/jobs/:id (en, demo professional, warm)". */
const labelOf = (target: Target) =>
  `${target.path} (${[target.language, target.as && (target.as === 'staff' ? 'staff' : `demo ${target.as}`), target.warm && 'warm'].filter(Boolean).join(', ')})`;

async function main() {
  installExitHandlers();
  if (!args['no-build']) {
    const built = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
    if (built.status !== 0) throw new Error('the build failed');
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'talent-bench-web-'));
  onCleanUp(async () => rmSync(dataDir, { recursive: true, force: true }));
  // The staff console's account, made on the fresh database before the server holds it.
  const staffMade = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'apps/api/src/cli/create-admin.ts', '--email', STAFF.email, '--totp-secret', STAFF.totpSecret],
    {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, DATA_DIR: join(dataDir, 'db'), ADMIN_PASSWORD: STAFF.password, DATABASE_URL: '' },
    },
  );
  if (staffMade.status !== 0) throw new Error('create-admin failed: the staff console cannot be measured');
  const server = await startServer({
    root,
    logFile: join(dataDir, 'server.log'),
    jwtSecret: 'bench-web-secret-of-at-least-thirty-two-characters',
    dataDir: join(dataDir, 'db'),
    // The demo accounts land on pages with the demo market's jobs and candidates, as a visitor's would.
    env: { SEED_DEMO_DATA: 'true' },
  });
  onCleanUp(async () => void (await server.stop()));
  const front = args.h2 ? await startH2Proxy(server.base, dataDir) : null;
  if (front) onCleanUp(front.stop);
  const base = front?.base ?? server.base;
  serverBase = server.base;
  const protocol = front ? 'HTTPS and HTTP/2' : 'HTTP/1.1';

  const port = await freePort();
  // The browser's own profile (a persistent context), which the tabs Lighthouse opens through the port share.
  const context = await chromium.launchPersistentContext(join(dataDir, 'profile'), {
    executablePath: CHROME_PATH,
    headless: true,
    args: [...CHROMIUM_FLAGS, `--remote-debugging-port=${port}`],
  });
  onCleanUp(() => context.close());

  if (args['tap-apply']) {
    console.log(
      `Recommended Jobs, a first visit on ${link.label} over ${protocol}: the first Apply tapped as soon as it is drawn`,
    );
    const target: Target = { path: '/recommended-jobs', language: 'fr', as: 'professional' };
    for (let run = 0; run < RUNS; run += 1) {
      const path = await prepareVisit(context, base, target);
      const tap = await recordApplyTap(context, `${base}${path}`, link, target.language);
      const s = (ms: number | null) => (ms === null ? 'never (60 s)' : `${(ms / 1000).toFixed(2)} s`);
      console.log(
        `  run ${run + 1}: Apply drawn by the ${tap.drawnBy} at ${s(tap.applyShownMs)}, tapped; ` +
          `the application ready to send at ${s(tap.applicationOpenMs)} (${tap.path}), sent at ${s(tap.applicationSentMs)}`,
      );
    }
    return;
  }
  if (args.timeline) {
    console.log(`One first visit per page on ${link.label} over ${protocol}, Chromium's own throttling; ${base}`);
    for (const target of targets) {
      const path = await prepareVisit(context, base, target);
      const visit = async (label: string) => {
        const timeline = await recordTimeline(
          context,
          `${base}${path}`,
          link,
          target.firstRow?.selector ?? null,
          target.language,
        );
        console.log(label);
        for (const line of describeTimeline(timeline, target.firstRow?.label ?? null)) console.log(line);
      };
      await visit(labelOf(target));
      if (!args['second-visit']) continue;
      // The reader comes back a minute later: the lists the first visit saved are a minute old.
      await delay(60_000);
      await visit(`${labelOf(target)}, second visit`);
    }
    return;
  }
  console.log(`Lighthouse ${RUNS} run(s) per page, mobile profile, default throttling; ${base}`);
  const rows: string[] = [];
  const indexes: number[] = [];
  for (const target of targets) {
    const runs: Measure[] = [];
    for (let run = 0; run < RUNS; run += 1) runs.push(await measureAgainOnFailure(context, port, base, target));
    const label = labelOf(target);
    indexes.push(...runs.map((r) => r.benchmarkIndex));
    const row = [
      label,
      median(runs.map((r) => r.performance)),
      median(runs.map((r) => r.accessibility)),
      `${(median(runs.map((r) => r.fcpMs)) / 1000).toFixed(2)} s`,
      `${(median(runs.map((r) => r.lcpMs)) / 1000).toFixed(2)} s`,
      `${Math.round(median(runs.map((r) => r.tbtMs)))} ms`,
      median(runs.map((r) => r.cls)).toFixed(3),
      `${Math.round(median(runs.map((r) => r.bytes)) / 1024)} KB`,
    ];
    rows.push(`| ${row.join(' | ')} |`);
    console.log(rows.at(-1));
    if (args.details) {
      const findings = [...new Set(runs.flatMap((r) => r.findings))];
      if (findings.length) console.log(`    below 0.9: ${findings.join('; ')}`);
      for (const run of runs)
        console.log(
          `    benchmark index ${Math.round(run.benchmarkIndex)}, blocking ${Math.round(run.tbtMs)} ms; largest paint: ${run.lcpElement}\n      main thread: ${run.mainThread}`,
        );
    }
  }
  console.log(
    '\n| page | performance | accessibility | first paint | largest paint | blocking time | layout shift | bytes |',
  );
  console.log('|---|---|---|---|---|---|---|---|');
  for (const row of rows) console.log(row);
  console.log(
    `\nLighthouse's benchmark index of this machine: median ${Math.round(median(indexes))}, ${Math.round(Math.min(...indexes))} to ${Math.round(Math.max(...indexes))}: figures compare only at a like index`,
  );
  console.log(
    `medians of ${RUNS} run(s); targets, cold: performance ≥ 95, accessibility 100 and layout shift ≤ 0.02 on every page; largest paint ≤ 1.0 s on public pages and ≤ 1.5 s signed in; blocking time ≤ 200 ms signed in`,
  );
}

try {
  await main();
} finally {
  await cleanUp();
}
