// Runs every benchmark of this folder (or those named on the command line) in turn, each in its own
// process so that one's database and memory do not weigh on the next.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const wanted = process.argv.slice(2);
const benches = readdirSync(here)
  .filter((f) => f.endsWith('.ts') && !f.endsWith('.d.ts') && f !== 'run.ts')
  .filter((f) => wanted.length === 0 || wanted.includes(basename(f, '.ts')))
  .sort();

let failed = 0;
for (const file of benches) {
  console.log(`\n=== bench/${file}`);
  const status = spawnSync(process.execPath, ['--import', 'tsx', join(here, file)], { stdio: 'inherit' }).status;
  if (status !== 0) {
    console.error(`bench/${file} failed (exit ${status})`);
    failed += 1;
  }
}
process.exit(failed === 0 ? 0 : 1);
