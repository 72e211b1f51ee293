import { failed, type ScenarioResult } from './result.js';
import { percentile } from './util.js';

const seconds = (ms: number | undefined) => (ms === undefined ? '-' : `${(ms / 1000).toFixed(2)}s`);
const p50max = (values: number[]) =>
  values.length === 0 ? '-' : `${seconds(percentile(values, 50))} / ${seconds(Math.max(...values))}`;

function verdictOf(result: ScenarioResult): string {
  if (!failed(result)) return 'ok';
  return result.serverDied ? 'FAIL (server died)' : 'FAIL';
}

/** The drill's table: one row per scenario, then each row's failures, notes and server output. */
export function renderTable(results: ScenarioResult[]): string {
  const header = [
    'scenario',
    'cycles',
    'acked reg/prof',
    'lost',
    'failed restarts',
    'dropped',
    '503',
    '500',
    'restart p50/max',
    'drain p50/max',
    'recovery',
    'result',
  ];
  const rows = results.map((r) => [
    r.name,
    String(r.cycles),
    `${r.ackedRegistrations} / ${r.ackedProfileUpdates}`,
    r.lost === undefined ? '?' : String(r.lost),
    String(r.failedRestarts),
    String(r.dropped),
    String(r.s503),
    String(r.s5xx),
    p50max(r.restartMs),
    p50max(r.drainMs),
    r.recoveryMs === undefined ? '-' : r.recoveryMs === null ? 'none' : seconds(r.recoveryMs),
    verdictOf(r),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  const rule = `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`;
  const out = [line(header), rule, ...rows.map(line)];

  for (const r of results) {
    const details = [
      ...r.failures.map((f) => `  FAIL ${f}`),
      ...r.notes.map((n) => `  note ${n}`),
      ...r.serverOutput.map((s) => `  server ${s}`),
    ];
    if (details.length > 0) out.push('', `${r.name}:`, ...details);
  }
  return out.join('\n');
}
