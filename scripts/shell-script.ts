// Builds the shell's inline script from its TypeScript source (scripts/lib/shell-script.ts says how). Run by
// `npm run build`; `--check` fails, instead of writing, when the kept script is not the source's.
import { readFileSync, writeFileSync } from 'node:fs';
import { SHELL_SCRIPT_FILE, SHELL_SOURCE, shellScriptModule } from './lib/shell-script.js';

const built = await shellScriptModule();
if (process.argv.includes('--check')) {
  if (readFileSync(SHELL_SCRIPT_FILE, 'utf8') !== built) {
    console.error(`${SHELL_SCRIPT_FILE} is not built from ${SHELL_SOURCE}: run npx tsx scripts/shell-script.ts`);
    process.exit(1);
  }
} else {
  writeFileSync(SHELL_SCRIPT_FILE, built);
}
