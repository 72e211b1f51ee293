// How the moments benchmark runs its load processes (`node --import tsx <worker> spec.json`): started ahead, each
// waits on its standard input for a line saying "go" (where the server is, and from when its times count), so
// that a process's start-up is never inside a measure and several can begin together; each prints its figures as
// its last line of JSON. Every one is tracked (killed by its PID if the benchmark ends) and killed by its PID if
// it outlives its time.
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import type { GoMessage } from './moments-types.js';
import { track } from './processes.js';

/** The line a worker prints once it waits for its go line. */
const READY = 'ready';

export interface StartedWorker<T> {
  pid: number;
  /** Settled once the process has read its spec and waits for its go line. */
  ready: Promise<void>;
  go(message: GoMessage): void;
  result: Promise<T>;
}

export function startWorker<T>(
  script: string,
  spec: unknown,
  specPath: string,
  timeoutMs: number,
  cwd: string,
): StartedWorker<T> {
  writeFileSync(specPath, JSON.stringify(spec));
  const child = track(
    spawn(process.execPath, ['--import', 'tsx', script, specPath], { cwd, stdio: ['pipe', 'pipe', 'pipe'] }),
  );
  const pid = child.pid!;
  let stdout = '';
  let stderr = '';
  let isReady: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => (isReady = resolve));
  child.stdout!.on('data', (d: Buffer) => {
    stdout += d.toString();
    if (stdout.startsWith(`${READY}\n`)) isReady();
  });
  child.stderr!.on('data', (d: Buffer) => (stderr += d.toString()));
  // A worker that already exited would fail the write; its exit says why.
  child.stdin!.on('error', () => undefined);
  const timer = setTimeout(() => {
    if (child.exitCode === null && child.signalCode === null) process.kill(pid, 'SIGKILL');
  }, timeoutMs);
  const result = new Promise<T>((resolve, reject) => {
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      const line = stdout.trim().split('\n').pop() ?? '';
      if (code !== 0 || !line.startsWith('{')) {
        const why = signal ? `killed by ${signal}` : `exit ${code}`;
        reject(
          new Error(
            `worker ${script} failed (${why})${stderr ? `: ${stderr.trim().split('\n').slice(-5).join(' | ')}` : ''}`,
          ),
        );
        return;
      }
      resolve(JSON.parse(line) as T);
    });
  });
  const readyOrFailed = Promise.race([ready, result.then(() => undefined)]);
  // A failure is read by whoever awaits these; until then it must not count as unhandled.
  result.catch(() => undefined);
  readyOrFailed.catch(() => undefined);
  return {
    pid,
    ready: readyOrFailed,
    result,
    go(message) {
      child.stdin!.end(`${JSON.stringify(message)}\n`);
    },
  };
}

/** The worker's side: its spec, from the file named by its first argument. */
export function readSpec<T>(): T {
  return JSON.parse(readFileSync(process.argv[2]!, 'utf8')) as T;
}

/** The worker's side: says it is ready, then waits for the go line (a failure if the benchmark went away). */
export function waitForGo(): Promise<GoMessage> {
  process.stdout.write(`${READY}\n`);
  return new Promise((resolve, reject) => {
    let text = '';
    const onData = (chunk: Buffer) => {
      text += chunk.toString();
      const end = text.indexOf('\n');
      if (end < 0) return;
      process.stdin.off('data', onData);
      process.stdin.destroy();
      resolve(JSON.parse(text.slice(0, end)) as GoMessage);
    };
    process.stdin.on('data', onData);
    process.stdin.once('end', () => reject(new Error('standard input closed before the go line')));
  });
}

/** What a worker prints last: its figures as one line of JSON. */
export function answer(result: unknown): void {
  process.stdout.write(`${JSON.stringify(result)}\n`);
}
