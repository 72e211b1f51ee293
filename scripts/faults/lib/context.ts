import { Ledger } from './ledger.js';
import { emptyResult, settle, type ScenarioResult } from './result.js';
import { Scope } from './scope.js';
import { ServerLog } from './server-log.js';
import { StartFailedError } from './server.js';
import { errorMessage } from './util.js';
import type { Verdict } from './verify.js';

export interface Options {
  /** kill -9 cycles per kill scenario. */
  cycles: number;
  /** Concurrent writers; registration hashes a password (argon2), so a few keep two cores busy. */
  writers: number;
  /** A file to append every server output line to, for a closer look. */
  serverLog?: string;
}

/** What a scenario works with; `result` and `verdict` are filled in as it goes, so an early end still reports. */
export interface ScenarioContext {
  options: Options;
  scope: Scope;
  ledger: Ledger;
  log: ServerLog;
  result: ScenarioResult;
  verdict?: Verdict;
}

export type Scenario = (ctx: ScenarioContext) => Promise<void>;

/**
 * Runs one scenario: whatever happens (an exception included) its children are killed and its database or
 * directory removed before the next one starts, and it yields one judged row.
 */
export async function runScenario(name: string, scenario: Scenario, options: Options): Promise<ScenarioResult> {
  const ctx: ScenarioContext = {
    options,
    scope: new Scope(name),
    ledger: new Ledger(),
    log: new ServerLog(options.serverLog),
    result: emptyResult(name),
  };
  try {
    await scenario(ctx);
  } catch (err) {
    if (err instanceof StartFailedError) ctx.result.failedRestarts += err.failures.length;
    ctx.result.failures.push(`error: ${errorMessage(err)}`);
  } finally {
    for (const problem of await ctx.scope.close()) ctx.result.notes.push(`clean-up: ${problem}`);
  }
  return settle(ctx.result, ctx.ledger, ctx.verdict, ctx.log);
}
