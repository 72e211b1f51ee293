import { pgliteBackend, postgresBackend, type Backend } from '../lib/backends.js';
import type { Scenario, ScenarioContext } from '../lib/context.js';
import { Load } from '../lib/load.js';
import { loadFor, provesWrites, start, stopWithSigterm } from '../lib/steps.js';
import { freePort } from '../../lib/free-port.js';
import { randomBetween } from '../lib/util.js';
import { verify } from '../lib/verify.js';

const TIMES = 3;

/**
 * Scenario 3: SIGTERM under write load, three times. The server must drain and exit 0; requests caught by
 * the drain get a 503 with the API's error body (or, once it stopped listening, a refused connection).
 */
export function sigtermUnderLoad(kind: Backend['kind']): Scenario {
  return async (ctx: ScenarioContext) => {
    const backend = kind === 'pglite' ? pgliteBackend(ctx.scope) : await postgresBackend(ctx.scope);
    const port = await freePort();
    let server = await start(ctx, backend, port, 'first');
    const load = new Load(server.baseUrl, ctx.ledger, ctx.options.writers);

    for (let cycle = 1; cycle <= TIMES; cycle++) {
      await loadFor(ctx, load, server, randomBetween(1_000, 2_000), `under load in cycle ${cycle}`);
      // The writers keep going through the drain: that is what the 503s and refused connections measure.
      const drainMs = await stopWithSigterm(ctx, server, `cycle ${cycle}`);
      if (drainMs !== undefined) ctx.result.drainMs.push(drainMs);
      await load.stop();
      ctx.result.cycles = cycle;
      server = await start(ctx, backend, port, 'restart');
    }

    await provesWrites(ctx, load, server);
    await stopWithSigterm(ctx, server, 'final stop');
    ctx.verdict = verify(ctx.ledger, await backend.readAccounts());
  };
}
