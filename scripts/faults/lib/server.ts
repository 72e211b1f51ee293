import { spawn, type ChildProcess } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Scope } from './scope.js';
import { ServerLog } from './server-log.js';
import { now, sleep, within } from './util.js';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

/** Fixed, so tokens issued before a restart stay valid after it (PostgreSQL keeps no secret of its own). */
const JWT_SECRET = 'faults-harness-jwt-secret-0123456789abcd';

/** How long a start may take before it counts as failed (a cold embedded database starts well within it). */
export const READY_TIMEOUT_MS = 60_000;

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

/** One server process on 127.0.0.1. */
export class ServerProcess {
  readonly startedAt = now();
  readonly exited: Promise<Exit>;
  exit: Exit | undefined;
  /** Set when the harness signalled it, so that any other exit can be told apart as a crash. */
  signalled: NodeJS.Signals | undefined;

  private constructor(
    private readonly child: ChildProcess,
    readonly port: number,
    readonly log: ServerLog,
  ) {
    this.exited = new Promise((resolve) => {
      child.once('exit', (code, signal) => {
        this.exit = { code, signal };
        resolve(this.exit);
      });
    });
  }

  static spawn(scope: Scope, port: number, databaseEnv: Record<string, string>, log: ServerLog): ServerProcess {
    // A clean environment: nothing of the harness's own (a DATABASE_URL or REDIS_URL, say) leaks into the server.
    const env: NodeJS.ProcessEnv = {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      TMPDIR: process.env.TMPDIR,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      SEED_DEMO_DATA: 'false',
      // Every writer registers from 127.0.0.1; the limits themselves are proven by the API tests.
      RATE_LIMIT_PER_IP: '1000000',
      RATE_LIMIT_PER_ACCOUNT: '1000000',
      JWT_SECRET,
      ...databaseEnv,
    };
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
      cwd: repoRoot,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    scope.track(child);
    const server = new ServerProcess(child, port, log);
    log.attach(child);
    return server;
  }

  get pid(): number | undefined {
    return this.child.pid;
  }

  get alive(): boolean {
    return this.exit === undefined;
  }

  get baseUrl(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** Sends a signal to this process only, by its PID. */
  signal(signal: NodeJS.Signals): void {
    if (!this.alive || this.pid === undefined) return;
    this.signalled ??= signal;
    try {
      process.kill(this.pid, signal);
    } catch {
      /* it has just exited */
    }
  }

  /** SIGKILL and wait for the exit (bounded: the kernel reaps a killed process at once). */
  async kill9(): Promise<Exit | undefined> {
    this.signal('SIGKILL');
    return within(this.exited, 10_000, undefined);
  }

  /** Polls /readyz until it answers 200; `failed` says why not (the process exited, or the time ran out). */
  async waitReady(timeoutMs = READY_TIMEOUT_MS): Promise<{ ms: number } | { failed: string }> {
    const deadline = this.startedAt + timeoutMs;
    while (now() < deadline) {
      if (!this.alive) return { failed: `exited (${describeExit(this.exit)}) before it was ready` };
      try {
        const res = await fetch(`${this.baseUrl}/readyz`, { signal: AbortSignal.timeout(1_000) });
        await res.arrayBuffer();
        if (res.status === 200) return { ms: now() - this.startedAt };
      } catch {
        /* not listening yet */
      }
      await sleep(50);
    }
    return { failed: `not ready within ${timeoutMs / 1000} s` };
  }
}

export function describeExit(exit: Exit | undefined): string {
  if (!exit) return 'still running';
  return exit.signal ? `signal ${exit.signal}` : `code ${exit.code}`;
}

export interface StartOutcome {
  server: ServerProcess;
  ms: number;
  /** Starts that failed (exited, or not ready within 60 s) before this one succeeded: 0 or 1. */
  failed: number;
  failures: string[];
}

/**
 * Starts a server and waits until it is ready. A failed start is counted and retried once; a second failure
 * ends the scenario (by throwing), since nothing after it could be measured.
 */
export async function startServer(
  scope: Scope,
  port: number,
  databaseEnv: Record<string, string>,
  log: ServerLog,
): Promise<StartOutcome> {
  const failures: string[] = [];
  for (let attempt = 0; attempt < 2; attempt++) {
    const server = ServerProcess.spawn(scope, port, databaseEnv, log);
    const ready = await server.waitReady();
    if ('ms' in ready) return { server, ms: ready.ms, failed: failures.length, failures };
    failures.push(`start ${attempt + 1}: ${ready.failed}; last output: ${log.tail(5).join(' | ') || '(none)'}`);
    await server.kill9();
  }
  throw new StartFailedError(failures);
}

export class StartFailedError extends Error {
  constructor(readonly failures: string[]) {
    super(`the server would not start twice in a row: ${failures.join('; ')}`);
  }
}
