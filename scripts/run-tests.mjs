// Runs every test (unit and integration with Vitest, then the browser journeys with Playwright)
// and ends with one line that counts them all: "N passed, N failed".
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

const results = '.test-results';
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });
const env = { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' };
const run = (cmd, args, extraEnv = {}) =>
  spawnSync(cmd, args, { stdio: 'inherit', env: { ...env, ...extraEnv } }).status ?? 1;

let passed = 0;
let failed = 0;

const vitestStatus = run('npx', [
  'vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${results}/vitest.json`,
]);
if (existsSync(`${results}/vitest.json`)) {
  const report = JSON.parse(readFileSync(`${results}/vitest.json`, 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests + (vitestStatus !== 0 && report.numFailedTests === 0 ? 1 : 0);
} else {
  failed += 1;
}

const buildStatus = run('npm', ['run', 'build', '--silent']);
if (buildStatus !== 0) {
  failed += 1;
} else {
  const pwStatus = run('npx', ['playwright', 'test', '--reporter=list,json'], {
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

console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
