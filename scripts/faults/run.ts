// Fault injection: kills, stops and cuts the API's database connections under write load, then checks that no
// acknowledged write was lost and that the server came back by itself. Not part of `npm test` (it takes
// minutes); run with `npm run test:faults [-- --cycles N --only pglite-kill,pg-terminate --writers N --server-log FILE]`.
import { parseArgs } from 'node:util';
import { runScenario, type Options } from './lib/context.js';
import { emptyResult, failed, type ScenarioResult } from './lib/result.js';
import { closeAllScopes } from './lib/scope.js';
import { renderTable } from './lib/table.js';
import { scenarios } from './scenarios/index.js';

function options(): { options: Options; names: string[]; maxMinutes: number } {
  const { values } = parseArgs({
    options: {
      cycles: { type: 'string', default: '20' },
      writers: { type: 'string', default: '8' },
      only: { type: 'string' },
      'max-minutes': { type: 'string', default: '25' },
      'server-log': { type: 'string' },
    },
  });
  const positive = (name: string, value: string) => {
    const n = Number(value);
    if (!Number.isInteger(n) || n < 1) throw new Error(`--${name} must be a positive integer, not ${value}`);
    return n;
  };
  const names = values.only
    ? values.only
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)
    : Object.keys(scenarios);
  const unknown = names.filter((n) => !(n in scenarios));
  if (unknown.length > 0)
    throw new Error(`unknown scenario ${unknown.join(', ')}; known: ${Object.keys(scenarios).join(', ')}`);
  return {
    options: {
      cycles: positive('cycles', values.cycles),
      writers: positive('writers', values.writers),
      serverLog: values['server-log'],
    },
    names,
    maxMinutes: positive('max-minutes', values['max-minutes']),
  };
}

const results: ScenarioResult[] = [];

function finish(): never {
  console.log(`\n${renderTable(results)}\n`);
  const failures = results.filter(failed).length;
  console.log(`faults: ${results.length} scenarios, ${failures} failed`);
  process.exit(failures > 0 ? 1 : 0);
}

/** Interrupted or out of time: kill what was started, drop what was created, report what was done. */
async function abort(reason: string): Promise<never> {
  console.error(`\nfaults: ${reason}; cleaning up`);
  await closeAllScopes();
  results.push({ ...emptyResult('(aborted)'), failures: [reason] });
  finish();
}

async function main(): Promise<void> {
  const { options: opts, names, maxMinutes } = options();
  // The last safety net: whatever hangs, the harness ends by itself.
  setTimeout(() => void abort(`over the ${maxMinutes} minute limit`), maxMinutes * 60_000).unref();
  process.once('SIGINT', () => void abort('interrupted (SIGINT)'));
  process.once('SIGTERM', () => void abort('interrupted (SIGTERM)'));

  for (const name of names) {
    const startedAt = Date.now();
    console.log(`faults: ${name} ...`);
    const result = await runScenario(name, scenarios[name]!, opts);
    results.push(result);
    console.log(
      `faults: ${name} ${failed(result) ? 'FAILED' : 'ok'} in ${((Date.now() - startedAt) / 1000).toFixed(0)} s`,
    );
  }
  finish();
}

main().catch(async (err: unknown) => {
  console.error(err);
  await closeAllScopes();
  process.exit(1);
});
