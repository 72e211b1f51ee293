// A checkout of the last commit in a directory of the benchmark's own (a git worktree, removed when it ends), with a
// patch applied when there is one, sharing this checkout's installed packages: how a benchmark runs code that differs
// from the tree by one patch (a layer turned off, a step of a command left out).
import { execFileSync } from 'node:child_process';
import { existsSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { onCleanUp } from './processes.js';

export interface Variant {
  name: string;
  dir: string;
}

export function checkout(root: string, work: string, name: string, patch: string | null): Variant {
  const dir = join(work, name);
  execFileSync('git', ['worktree', 'add', '--detach', dir, 'HEAD'], { cwd: root, stdio: 'ignore' });
  onCleanUp(async () => void execFileSync('git', ['worktree', 'remove', '--force', dir], { cwd: root }));
  if (patch) execFileSync('git', ['apply', patch], { cwd: dir });
  for (const modules of [
    'node_modules',
    'apps/api/node_modules',
    'apps/web/node_modules',
    'packages/shared/node_modules',
  ])
    if (existsSync(join(root, modules))) symlinkSync(join(root, modules), join(dir, modules));
  return { name, dir };
}
