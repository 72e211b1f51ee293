import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// `npm run bench:ablation` turns each layer of the job lists off with a patch of bench/ablation/: a patch that no
// longer applies to the code it turns off leaves that layer unmeasured, so each is checked against the tree.
const PATCHES = join(import.meta.dirname, '..', 'bench', 'ablation');

describe("the benchmark's ablation patches", () => {
  const patches = readdirSync(PATCHES).filter((name) => name.endsWith('.patch'));

  it('are there', () => {
    expect(patches.length).toBeGreaterThan(0);
  });

  it.each(patches)('%s applies to the code as it is', (name) => {
    expect(() =>
      execFileSync('git', ['apply', '--check', join(PATCHES, name)], { cwd: join(PATCHES, '..', '..'), stdio: 'pipe' }),
    ).not.toThrow();
  });
});
