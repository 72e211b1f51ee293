import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** The environment of a plain `npm start`: none of the social sign-in variables. */
function withoutSocialVariables(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(env).filter(([name]) => !/^(GOOGLE|LINKEDIN)_|^PUBLIC_URL$/.test(name)));
}

describe('a server with no social sign-in provider configured', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'talent-social-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('starts as usual and offers no provider', { timeout: 90_000 }, async () => {
    const port = await freePort();
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
      env: {
        ...withoutSocialVariables(process.env),
        DATA_DIR: dataDir,
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        NODE_ENV: 'development',
        DATABASE_URL: '',
        SEED_DEMO_DATA: 'false',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    try {
      let providers: unknown;
      for (const deadline = Date.now() + 60_000; providers === undefined && Date.now() < deadline; ) {
        if (child.exitCode !== null) throw new Error(`server exited:\n${output}`);
        providers = await fetch(`http://127.0.0.1:${port}/api/social/providers/`)
          .then((res) => (res.ok ? res.json() : undefined))
          .catch(() => new Promise((r) => setTimeout(r, 200, undefined)));
      }
      expect(providers).toEqual([]);
    } finally {
      child.kill('SIGTERM');
      await exited;
    }
  });
});
