// Compiles the API for production into apps/api/dist: one ES module per program (the server, its PDF reader's
// worker and the command-line tools), each bundling our own code and the shared contract, while the
// packages of node_modules stay where npm put them (native modules, files read at run time).
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { build } from 'esbuild';

const here = new URL('.', import.meta.url);

/** Bare package names are left to Node, except our own workspace's contract, whose sources are TypeScript. */
const keepPackagesOutside = {
  name: 'keep-packages-outside',
  setup(context) {
    context.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@talent/') || args.path.startsWith('node:') ? undefined : { external: true },
    );
  },
};

const { outputFiles } = await build({
  absWorkingDir: new URL('src', here).pathname,
  entryPoints: {
    server: 'server.ts',
    'pdf-text-worker': 'profiles/pdf-text-worker.ts',
    'create-admin': 'cli/create-admin.ts',
    'import-jobs': 'cli/import-jobs.ts',
    backup: 'cli/backup.ts',
    restore: 'cli/restore.ts',
  },
  outdir: new URL('dist', here).pathname,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  logLevel: 'warning',
  plugins: [keepPackagesOutside],
  write: false,
});

// Each program replaced at once (written beside, then renamed over): a server or a tool started while a build runs
// reads the old program or the new one, never half of one.
for (const file of outputFiles) {
  mkdirSync(dirname(file.path), { recursive: true });
  const next = `${file.path}.${process.pid}.tmp`;
  writeFileSync(next, file.contents);
  renameSync(next, file.path);
}
