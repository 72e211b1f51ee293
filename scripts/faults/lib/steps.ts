import type { Backend } from './backends.js';
import type { ScenarioContext } from './context.js';
import type { Load } from './load.js';
import { describeExit, ServerProcess, startServer } from './server.js';
import { now, within } from './util.js';

/** The steps the scenarios are made of; each records what it saw in the scenario's result. */

/** Starts the server; `restart` adds the time from spawn to ready to the restart figures. */
export async function start(
  ctx: ScenarioContext,
  backend: Backend,
  port: number,
  kind: 'first' | 'restart',
): Promise<ServerProcess> {
  const started = await startServer(ctx.scope, port, backend.env, ctx.log);
  ctx.result.failedRestarts += started.failed;
  ctx.result.notes.push(...started.failures.map((f) => `failed start: ${f}`));
  if (kind === 'restart') ctx.result.restartMs.push(started.ms);
  else ctx.result.notes.push(`first start ready in ${(started.ms / 1000).toFixed(2)} s`);
  return started.server;
}

/** Notes a server that exited on its own, with its last words. */
export function serverDied(ctx: ScenarioContext, server: ServerProcess, when: string): void {
  ctx.result.serverDied = true;
  ctx.result.notes.push(
    `server died ${when} (${describeExit(server.exit)}); last output: ${ctx.log.tail(3).join(' | ') || '(none)'}`,
  );
}

/** Runs the load for `ms` (or less, if the server dies meanwhile). Returns false when it died. */
export async function loadFor(
  ctx: ScenarioContext,
  load: Load,
  server: ServerProcess,
  ms: number,
  when: string,
): Promise<boolean> {
  load.start();
  const exit = await within(server.exited, ms, undefined);
  if (exit) serverDied(ctx, server, when);
  return exit === undefined;
}

/** The server cuts requests after its grace period (10 s) and forces an exit 10 s later; this waits longer. */
const EXIT_LIMIT_MS = 25_000;

/** SIGTERM, then waits for the exit. A clean stop exits with 0. Returns the time from the signal to the exit. */
export async function stopWithSigterm(
  ctx: ScenarioContext,
  server: ServerProcess,
  when: string,
): Promise<number | undefined> {
  if (!server.alive) return undefined;
  const signalledAt = now();
  server.signal('SIGTERM');
  const exit = await within(server.exited, EXIT_LIMIT_MS, undefined);
  if (!exit) {
    ctx.result.failures.push(`${when}: still running ${EXIT_LIMIT_MS / 1000} s after SIGTERM (killed)`);
    await server.kill9();
    return undefined;
  }
  if (exit.code !== 0) ctx.result.failures.push(`${when}: exited with ${describeExit(exit)} after SIGTERM, not 0`);
  return now() - signalledAt;
}

/**
 * SIGKILLs a server `delayMs` after its spawn, while it starts. Returns whether it had locked the data
 * directory by then (the lock is taken just before the database is opened), to show how far it got.
 */
export async function killDuringStartup(
  ctx: ScenarioContext,
  backend: Backend,
  port: number,
  delayMs: number,
): Promise<boolean> {
  const server = ServerProcess.spawn(ctx.scope, port, backend.env, ctx.log);
  const exit = await within(server.exited, delayMs, undefined);
  if (exit) {
    ctx.result.failedRestarts += 1;
    ctx.result.notes.push(
      `failed start: exited (${describeExit(exit)}) ${Math.round(delayMs)} ms after its spawn: ${ctx.log.tail(3).join(' | ')}`,
    );
    return false;
  }
  if (server.pid !== undefined && (await readyAlready(server)))
    ctx.result.notes.push('a start-up kill came after the server was ready');
  // The lock file keeps the PID of whichever server held it last, so only this PID counts.
  const locked = server.pid !== undefined && backend.lockHolder?.() === server.pid;
  await server.kill9();
  return locked;
}

/** After the last fault, a short burst: the recovered server must take writes, not just answer /readyz. */
export async function provesWrites(ctx: ScenarioContext, load: Load, server: ServerProcess): Promise<void> {
  const before = ctx.ledger.acked;
  const alive = await loadFor(ctx, load, server, 1_500, 'during the final write check');
  await load.stop();
  if (alive && ctx.ledger.acked === before) ctx.result.failures.push('no write acknowledged after the last restart');
}

/** Whether the server already answers /readyz (then a "start-up" kill was in fact a kill of a running server). */
async function readyAlready(server: ServerProcess): Promise<boolean> {
  try {
    const res = await fetch(`${server.baseUrl}/readyz`, { signal: AbortSignal.timeout(200) });
    await res.arrayBuffer();
    return res.status === 200;
  } catch {
    return false;
  }
}
