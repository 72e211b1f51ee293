import { postgresBackend } from '../lib/backends.js';
import type { ScenarioContext } from '../lib/context.js';
import { Load } from '../lib/load.js';
import { loadFor, serverDied, start, stopWithSigterm } from '../lib/steps.js';
import { freePort } from '../../lib/free-port.js';
import { now, sleep, within } from '../lib/util.js';
import { verify } from '../lib/verify.js';

const ROUNDS = 10;
const RECOVERY_LIMIT_MS = 10_000;

/**
 * Scenario 4: PostgreSQL drops the server's connections (pg_terminate_backend) once a second for ten
 * seconds under write load. The server must stay up, answer 503 rather than 500 while it cannot reach the
 * database, and serve again (readiness and an acknowledged write) within a few seconds of the last drop.
 */
export async function pgTerminate(ctx: ScenarioContext): Promise<void> {
  const backend = await postgresBackend(ctx.scope);
  const port = await freePort();
  const server = await start(ctx, backend, port, 'first');
  const load = new Load(server.baseUrl, ctx.ledger, ctx.options.writers);

  const terminated: number[] = [];
  let alive = await loadFor(ctx, load, server, 1_000, 'during the warm-up');
  for (let round = 1; alive && round <= ROUNDS; round++) {
    terminated.push(await backend.terminateConnections());
    ctx.result.cycles = round;
    const exit = await within(server.exited, 1_000, undefined);
    if (exit) {
      serverDied(ctx, server, `within 1 s of termination round ${round}`);
      alive = false;
    }
  }
  const lastFault = now();
  ctx.result.notes.push(`terminated connections per round: ${terminated.join(', ') || 'none'}`);

  if (alive) {
    ctx.result.recoveryMs = await recovery(ctx, server.baseUrl, lastFault, () => server.alive);
    if (!server.alive) serverDied(ctx, server, 'after the last termination');
  } else {
    ctx.result.recoveryMs = null;
  }
  await load.stop();
  if (server.alive) await stopWithSigterm(ctx, server, 'final stop');
  ctx.verdict = verify(ctx.ledger, await backend.readAccounts());
}

/**
 * Time from the last fault until both /readyz answers 200 and a write is acknowledged again; null when
 * that does not happen within the limit (or the server dies meanwhile).
 */
async function recovery(
  ctx: ScenarioContext,
  baseUrl: string,
  since: number,
  alive: () => boolean,
): Promise<number | null> {
  let readyAt: number | undefined;
  let lastReadiness = 'no answer';
  const answeredBefore = ctx.ledger.requests - ctx.ledger.dropped - ctx.ledger.timeouts;
  while (now() - since < RECOVERY_LIMIT_MS && alive()) {
    if (readyAt === undefined) {
      try {
        const res = await fetch(`${baseUrl}/readyz`, { signal: AbortSignal.timeout(1_000) });
        lastReadiness = `${res.status} ${(await res.text()).slice(0, 120)}`;
        if (res.status === 200) readyAt = now();
      } catch (err) {
        lastReadiness = err instanceof Error ? err.name : String(err);
      }
    }
    const ackAt = ctx.ledger.firstAckAfter(since);
    if (readyAt !== undefined && ackAt !== undefined) return Math.max(readyAt, ackAt) - since;
    await sleep(100);
  }
  // Why not: the readiness probe's last answer, and whether the writers were answered at all meanwhile.
  const answered = ctx.ledger.requests - ctx.ledger.dropped - ctx.ledger.timeouts - answeredBefore;
  const acked = ctx.ledger.ackTimes.filter((t) => t > since).length;
  ctx.result.notes.push(
    `no recovery within ${RECOVERY_LIMIT_MS / 1000} s: /readyz ${readyAt === undefined ? `last said ${lastReadiness}` : 'was ready'}, ` +
      `${answered} load requests answered since the last termination, ${acked} of them 2xx`,
  );
  return null;
}
