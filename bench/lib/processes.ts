// Child processes of the benchmark (the API server, the load generator, the bare-SQL runner) and what must be undone
// when it ends, however it ends: every child is killed by its PID, every database dropped, every directory removed.
import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const children = new Set<ChildProcess>();
const cleanups: (() => Promise<void>)[] = [];

/** Registers an undo step (drop a database, remove a directory); run in reverse order by `cleanUp`. */
export function onCleanUp(step: () => Promise<void>): () => void {
  cleanups.push(step);
  return () => {
    const i = cleanups.indexOf(step);
    if (i >= 0) cleanups.splice(i, 1);
  };
}

export function killChildren(): void {
  for (const child of children) {
    if (child.exitCode === null && child.signalCode === null && child.pid) {
      try {
        process.kill(child.pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
  }
  children.clear();
}

export async function cleanUp(): Promise<void> {
  killChildren();
  for (const step of cleanups.splice(0).reverse()) {
    try {
      await step();
    } catch (err) {
      console.error(`clean-up step failed: ${(err as Error).message}`);
    }
  }
}

let handlersInstalled = false;
/** On Ctrl-C or SIGTERM: kill the children, undo, exit. On any exit: at least kill the children. */
export function installExitHandlers(): void {
  if (handlersInstalled) return;
  handlersInstalled = true;
  process.on('exit', killChildren);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      console.error(`\n${signal}: stopping the benchmark's processes and removing its databases`);
      void cleanUp().finally(() => process.exit(130));
    });
  }
}

export function track(child: ChildProcess): ChildProcess {
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}

/**
 * Runs a TypeScript worker (`node --import tsx file spec.json`) and gives the JSON of its last line of output.
 * Killed (by its PID) if it outlives `timeoutMs`.
 */
export async function runWorker<T>(
  script: string,
  spec: unknown,
  specPath: string,
  timeoutMs: number,
  cwd: string,
): Promise<T> {
  writeFileSync(specPath, JSON.stringify(spec));
  const child = track(
    spawn(process.execPath, ['--import', 'tsx', script, specPath], { cwd, stdio: ['ignore', 'pipe', 'pipe'] }),
  );
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (d: Buffer) => (stdout += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (stderr += d.toString()));
  const timer = setTimeout(() => {
    if (child.pid && child.exitCode === null) process.kill(child.pid, 'SIGKILL');
  }, timeoutMs);
  const code = await new Promise<number | null>((resolve) => child.once('exit', (c) => resolve(c)));
  clearTimeout(timer);
  const line = stdout.trim().split('\n').pop() ?? '';
  if (code !== 0 || (!line.startsWith('{') && !line.startsWith('['))) {
    throw new Error(
      `worker ${script} failed (exit ${code})${stderr ? `: ${stderr.trim().split('\n').slice(-5).join(' | ')}` : ''}`,
    );
  }
  return JSON.parse(line) as T;
}

/** CPU seconds (user + system) a process has used so far, from /proc; null when it is gone. */
export function cpuSeconds(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100; // utime, stime in clock ticks (USER_HZ = 100)
  } catch {
    return null;
  }
}

/** Peak and current resident memory of a process, in MB, from /proc. */
export function memoryMb(pid: number): { peak: number; current: number } | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (key: string) => Number(new RegExp(`^${key}:\\s+(\\d+)`, 'm').exec(status)?.[1] ?? NaN);
    return { peak: kb('VmHWM') / 1024, current: kb('VmRSS') / 1024 };
  } catch {
    return null;
  }
}

/** Busy and total CPU time of the whole machine so far (seconds, summed over cores). */
export function machineCpu(): { busy: number; total: number } {
  const line = readFileSync('/proc/stat', 'utf8').split('\n')[0]!;
  const v = line.trim().split(/\s+/).slice(1).map(Number);
  const idle = (v[3] ?? 0) + (v[4] ?? 0);
  const total = v.slice(0, 8).reduce((a, b) => a + b, 0);
  return { busy: (total - idle) / 100, total: total / 100 };
}

/** CPU seconds and command line of every process, to tell afterwards what else used the machine meanwhile. */
export function processSnapshot(): Map<number, { cpu: number; name: string }> {
  const snapshot = new Map<number, { cpu: number; name: string }>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const pid = Number(entry);
    const cpu = cpuSeconds(pid);
    if (cpu === null) continue;
    let name = '';
    try {
      name = readFileSync(join('/proc', entry, 'cmdline'), 'utf8')
        .replaceAll('\0', ' ')
        .trim()
        .slice(0, 80);
    } catch {
      continue;
    }
    snapshot.set(pid, { cpu, name });
  }
  return snapshot;
}

/** CPU seconds used so far by every PostgreSQL process (their command line starts with `postgres`). */
export function postgresCpu(): Map<number, number> {
  const found = new Map<number, number>();
  for (const [pid, { cpu, name }] of processSnapshot()) if (name.startsWith('postgres')) found.set(pid, cpu);
  return found;
}

/** CPU seconds the PostgreSQL processes used between two postgresCpu() snapshots (new ones counted whole). */
export function postgresCpuSince(before: Map<number, number>): number {
  let used = 0;
  for (const [pid, cpu] of postgresCpu()) used += cpu - (before.get(pid) ?? 0);
  return used;
}
