import { pgliteBackend, postgresBackend, type Backend } from '../lib/backends.js';
import type { Scenario, ScenarioContext } from '../lib/context.js';
import { Load } from '../lib/load.js';
import { killDuringStartup, loadFor, provesWrites, start, stopWithSigterm } from '../lib/steps.js';
import { freePort } from '../../lib/free-port.js';
import { percentile, randomBetween } from '../lib/util.js';
import { verify } from '../lib/verify.js';

/**
 * Kills while the server starts, on top of the kills under load. Kills 100-800 ms after the spawn land
 * while Node still loads the modules (before the data directory is locked), so as many again land
 * late in the start, at 50-95 % of the typical restart time: while the database is opened and migrated.
 */
const EARLY_STARTUP_KILLS = 5;
const LATE_STARTUP_KILLS = 5;

/**
 * Scenarios 1 and 2: `kill -9` under write load, `cycles` times, each followed by a restart on the same
 * database; plus a few kills during start-up. At the end the server is stopped cleanly and every acknowledged
 * write is looked up in the database directly.
 */
export function killCycles(kind: Backend['kind']): Scenario {
  return async (ctx: ScenarioContext) => {
    const backend = kind === 'pglite' ? pgliteBackend(ctx.scope) : await postgresBackend(ctx.scope);
    const port = await freePort();
    let server = await start(ctx, backend, port, 'first');
    const load = new Load(server.baseUrl, ctx.ledger, ctx.options.writers);
    const earlyKillsAfter = spread(EARLY_STARTUP_KILLS, ctx.options.cycles);
    const lateKillsAfter = spread(LATE_STARTUP_KILLS, ctx.options.cycles, 0.5);
    let quietCycles = 0;
    const locked = { early: 0, late: 0 };

    for (let cycle = 1; cycle <= ctx.options.cycles; cycle++) {
      const ackedBefore = ctx.ledger.acked;
      await loadFor(ctx, load, server, randomBetween(500, 2_500), `under load in cycle ${cycle}`);
      await server.kill9();
      // Stopped only after the kill, so that the requests in flight meet the fault.
      await load.stop();
      if (ctx.ledger.acked === ackedBefore) quietCycles += 1;
      ctx.result.cycles = cycle;
      for (let k = 0; k < (earlyKillsAfter.get(cycle) ?? 0); k++) {
        if (await killDuringStartup(ctx, backend, port, randomBetween(100, 800))) locked.early += 1;
      }
      for (let k = 0; k < (lateKillsAfter.get(cycle) ?? 0); k++) {
        const typical = percentile(ctx.result.restartMs, 50) ?? 3_000;
        if (await killDuringStartup(ctx, backend, port, randomBetween(0.5, 0.95) * typical)) locked.late += 1;
      }
      server = await start(ctx, backend, port, 'restart');
    }

    await provesWrites(ctx, load, server);
    await stopWithSigterm(ctx, server, 'final stop');
    ctx.verdict = verify(ctx.ledger, await backend.readAccounts());

    const count = (at: Map<number, number>) => [...at.values()].reduce((a, b) => a + b, 0);
    ctx.result.notes.push(
      `${ctx.result.cycles} kills under load, ${count(earlyKillsAfter)} at 100-800 ms into a start and ` +
        `${count(lateKillsAfter)} at 50-95 % of a typical restart` +
        (kind === 'pglite' ? ` (after the data directory was locked: ${locked.early} early, ${locked.late} late)` : ''),
    );
    if (quietCycles > 0) ctx.result.notes.push(`${quietCycles} cycles ended before any write was acknowledged`);
  };
}

/**
 * `count` events spread evenly over cycles 1..cycles, shifted by `offset` of a gap (so two kinds of event
 * need not fall on the same cycles): cycle -> how many happen after it.
 */
function spread(count: number, cycles: number, offset = 0): Map<number, number> {
  const at = new Map<number, number>();
  for (let k = 1; k <= count; k++) {
    const cycle = Math.min(cycles, Math.max(1, Math.round(((k + offset) * cycles) / (count + 1))));
    at.set(cycle, (at.get(cycle) ?? 0) + 1);
  }
  return at;
}
