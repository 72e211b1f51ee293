import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/** A port free right now (the OS picks it), so that parallel runs never collide. */
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

interface Run {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function startServer(dataDir: string, port: number): Run {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', NODE_ENV: 'development', DATABASE_URL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

async function waitForHealth(port: number, run: Run): Promise<void> {
  const deadline = Date.now() + 45_000;
  while (Date.now() < deadline) {
    if (run.child.exitCode !== null) throw new Error(`server exited early:\n${run.output()}`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/healthz`);
      if (res.ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server did not answer /healthz:\n${run.output()}`);
}

describe('one server per DATA_DIR', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'talent-lock-'));
  const started: Run[] = [];
  afterAll(() => {
    for (const run of started) if (run.child.exitCode === null) run.child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('refuses a second server on the same directory, and shuts the first down cleanly', { timeout: 90_000 }, async () => {
    const firstPort = await freePort();
    const first = startServer(dataDir, firstPort);
    started.push(first);
    await waitForHealth(firstPort, first);
    expect(existsSync(join(dataDir, 'server.lock'))).toBe(true);

    const second = startServer(dataDir, await freePort());
    started.push(second);
    const secondCode = await second.exited;
    expect(secondCode).not.toBe(0);
    expect(second.output()).toContain('is in use by another server');

    // The first one is still serving.
    expect((await fetch(`http://127.0.0.1:${firstPort}/healthz`)).status).toBe(200);

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(existsSync(join(dataDir, 'server.lock'))).toBe(false);
  });
});
