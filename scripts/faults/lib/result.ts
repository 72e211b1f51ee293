import type { Ledger } from './ledger.js';
import type { ServerLog } from './server-log.js';
import type { Verdict } from './verify.js';

/** One row of the table, and the reasons behind its verdict. */
export interface ScenarioResult {
  name: string;
  cycles: number;
  ackedRegistrations: number;
  ackedProfileUpdates: number;
  /** Lost acknowledged writes plus torn rows; undefined when the scenario ended before it could verify. */
  lost: number | undefined;
  failedRestarts: number;
  dropped: number;
  timeouts: number;
  s503: number;
  s503BadBody: number;
  s5xx: number;
  s4xx: number;
  restartMs: number[];
  drainMs: number[];
  /** Time from the last fault to the server serving again (scenario 4); null when it did not. */
  recoveryMs?: number | null;
  /** The server exited without being told to. */
  serverDied: boolean;
  failures: string[];
  notes: string[];
  serverOutput: string[];
}

export function emptyResult(name: string): ScenarioResult {
  return {
    name,
    cycles: 0,
    ackedRegistrations: 0,
    ackedProfileUpdates: 0,
    lost: undefined,
    failedRestarts: 0,
    dropped: 0,
    timeouts: 0,
    s503: 0,
    s503BadBody: 0,
    s5xx: 0,
    s4xx: 0,
    restartMs: [],
    drainMs: [],
    serverDied: false,
    failures: [],
    notes: [],
    serverOutput: [],
  };
}

/** Copies the ledger's counts, the verdict and the server's complaints into the result, and judges it. */
export function settle(
  result: ScenarioResult,
  ledger: Ledger,
  verdict: Verdict | undefined,
  log: ServerLog,
): ScenarioResult {
  result.ackedRegistrations = ledger.registrations.size;
  result.ackedProfileUpdates = ledger.profileAcks;
  result.dropped = ledger.dropped;
  result.timeouts = ledger.timeouts;
  result.s503 = ledger.s503;
  result.s503BadBody = ledger.s503BadBody;
  result.s5xx = ledger.s5xx;
  result.s4xx = ledger.s4xx;
  result.serverOutput = log.summary();
  if (ledger.droppedCauses.size > 0) {
    result.notes.push(`dropped by cause: ${[...ledger.droppedCauses].map(([cause, n]) => `${cause} ${n}`).join(', ')}`);
  }
  const unexpected = [...ledger.statusesByPath].filter(([key]) => !key.endsWith(' 503'));
  if (unexpected.length > 0)
    result.notes.push(`non-2xx answers: ${unexpected.map(([key, n]) => `${key}: ${n}`).join(', ')}`);
  if (ledger.badBodies.length > 0)
    result.notes.push(`503 bodies without detail/code, e.g. ${ledger.badBodies.join(' ; ')}`);

  if (verdict) {
    result.lost = verdict.lostRegistrations + verdict.lostProfileUpdates + verdict.torn;
    result.notes.push(
      `verified ${verdict.accountsStored} stored accounts: ${verdict.lostRegistrations} lost registrations, ` +
        `${verdict.lostProfileUpdates} lost profile updates, ${verdict.torn} torn rows`,
    );
    for (const example of verdict.examples) result.failures.push(example);
  } else {
    result.failures.push('no verification (the scenario ended early)');
  }
  if ((result.lost ?? 0) > 0) result.failures.push(`${result.lost} acknowledged writes lost or torn`);
  if (result.failedRestarts > 0) result.failures.push(`${result.failedRestarts} failed (re)starts`);
  if (result.serverDied) result.failures.push('the server died without being told to');
  if (result.s5xx > 0) result.failures.push(`${result.s5xx} 5xx answers other than 503`);
  if (result.s503BadBody > 0)
    result.failures.push(`${result.s503BadBody} 503 answers without the { detail, code } body`);
  if (result.timeouts > 0) result.failures.push(`${result.timeouts} requests hung past the time limit`);
  if (result.recoveryMs === null) result.failures.push('no recovery after the last fault');
  return result;
}

export const failed = (result: ScenarioResult) => result.failures.length > 0;
