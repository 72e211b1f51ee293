import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// `npm run bench:ablation` turns each layer of the job lists off with a patch of bench/ablation/, and
// `npm run bench:moments -- --import-patch` changes a step of the import with one of bench/import-variants/: a patch
// that no longer applies to the code it changes leaves that variant unmeasured, so each is checked against the tree.
const BENCH = join(import.meta.dirname, '..', 'bench');

describe.each(['ablation', 'import-variants'])("the benchmark's patches in bench/%s", (folder) => {
  const patches = readdirSync(join(BENCH, folder)).filter((name) => name.endsWith('.patch'));

  it('are there', () => {
    expect(patches.length).toBeGreaterThan(0);
  });

  it.each(patches)('%s applies to the code as it is', (name) => {
    expect(() =>
      execFileSync('git', ['apply', '--check', join(BENCH, folder, name)], { cwd: join(BENCH, '..'), stdio: 'pipe' }),
    ).not.toThrow();
  });
});
