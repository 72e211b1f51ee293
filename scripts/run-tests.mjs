// Builds, then runs every test (unit and integration with Vitest, then the browser journeys with Playwright), prints each
// phase's time, and ends with one line that counts them all: "N passed, N failed" (also kept in
// .test-results/summary.txt, which CI prints again last).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';

const results = '.test-results';
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });
const env = { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' };
const phases = [];
const run = (phase, cmd, args, extraEnv = {}) => {
  const started = performance.now();
  const status = spawnSync(cmd, args, { stdio: 'inherit', env: { ...env, ...extraEnv } }).status ?? 1;
  phases.push(`${phase} ${Math.round((performance.now() - started) / 1000)} s`);
  return status;
};

let passed = 0;
let failed = 0;

// The build first: the browser journeys serve it, and the integration tests start the API's programs (the server, the
// command-line tools) from it, as production does, rather than through tsx (apps/api/test/helpers/api-program.ts).
const buildStatus = run('build', 'npm', ['run', 'build', '--silent']);
if (buildStatus !== 0) failed += 1;

const vitestStatus = run(
  'unit and integration',
  'npx',
  ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${results}/vitest.json`],
  buildStatus === 0 ? { TEST_API_BUILD: '1' } : {},
);
if (existsSync(`${results}/vitest.json`)) {
  const report = JSON.parse(readFileSync(`${results}/vitest.json`, 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests + (vitestStatus !== 0 && report.numFailedTests === 0 ? 1 : 0);
} else {
  failed += 1;
}

if (buildStatus === 0) {
  const pwStatus = run('browser journeys', 'npx', ['playwright', 'test', '--reporter=list,json'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: `${results}/playwright.json`,
  });
  if (existsSync(`${results}/playwright.json`)) {
    const stats = JSON.parse(readFileSync(`${results}/playwright.json`, 'utf8')).stats;
    passed += stats.expected;
    failed += stats.unexpected + stats.flaky;
    if (pwStatus !== 0 && stats.unexpected === 0) failed += 1;
  } else {
    failed += 1;
  }
}

const summary = `${passed} passed, ${failed} failed`;
writeFileSync(`${results}/summary.txt`, `${summary}\n`);
console.log(`\nTime: ${phases.join(', ')}`);
console.log(`\n${summary}`);
process.exit(failed === 0 ? 0 : 1);
