import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { afterAll } from 'vitest';
import { apiProgram } from './api-program.js';

/** A port free right now (the OS picks it), so that parallel runs never collide. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export interface ServerRun {
  child: ChildProcess;
  port: number;
  /** Everything the process printed so far, stdout and stderr together. */
  output(): string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** The server's own command; tests that exercise `npm start` pass their own. */
export const SERVER_COMMAND = apiProgram('server');

/**
 * Starts the real server as its own process on the embedded database of `dataDir`. Every process started here
 * is killed after the test file, should a test fail half-way.
 */
export function startServer(
  dataDir: string,
  port: number,
  {
    env = {},
    command = SERVER_COMMAND,
    inherit = () => true,
  }: {
    env?: Record<string, string>;
    command?: string[];
    /** Which of this process's environment variables the server gets. */
    inherit?: (name: string) => boolean;
  } = {},
): ServerRun {
  const [file, ...args] = command as [string, ...string[]];
  const child = spawn(file, args, {
    env: {
      ...Object.fromEntries(Object.entries(process.env).filter(([name]) => inherit(name))),
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'development',
      DATABASE_URL: '',
      SEED_DEMO_DATA: 'false',
      // One process unless a test asks for more (its own default on PostgreSQL depends on the cores and where the
      // database is: config.ts).
      WEB_CONCURRENCY: '1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.add(child);
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => {
      started.delete(child);
      resolve({ code, signal });
    }),
  );
  return { child, port, output: () => output, exited };
}

const started = new Set<ChildProcess>();
afterAll(() => {
  for (const child of started) child.kill('SIGKILL');
});

/** Waits until the server answers `path` with 200; fails with its output if it exits or takes too long. */
export async function waitForServer(run: ServerRun, path = '/readyz', timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (run.child.exitCode !== null) throw new Error(`server exited early:\n${run.output()}`);
    try {
      const res = await fetch(`http://127.0.0.1:${run.port}${path}`, { signal: AbortSignal.timeout(2_000) });
      if (res.ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server did not answer ${path}:\n${run.output()}`);
}
