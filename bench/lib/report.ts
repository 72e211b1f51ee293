// The benchmark's tables, and the targets checked against them (computed here, never written by hand).
import type { LoadResult } from './load-types.js';
import { SCENARIOS, type ScenarioKey } from './scenarios.js';
import type { SqlScenarioResult } from './sql-types.js';

export interface HttpCell {
  result: LoadResult | null;
  error: string | null;
}

export interface SizeResult {
  size: number;
  seedSeconds: number;
  samples: Partial<Record<ScenarioKey, { status: number; total: string; items: number } | { error: string }>>;
  http: Partial<Record<ScenarioKey, Partial<Record<number, HttpCell>>>>;
  sql: Record<string, SqlScenarioResult>;
  sqlError: string | null;
  serverPeakRssMb: number | null;
  dataDirMb: number | null;
  loadAverage: string;
  quiet: string;
  others: string;
}

export interface DbResult {
  kind: 'pglite' | 'postgres';
  label: string;
  sizes: SizeResult[];
  notes: string[];
}

const ms = (v: number | undefined | null) =>
  v === undefined || v === null || Number.isNaN(v)
    ? '–'
    : v < 10
      ? v.toFixed(2)
      : v < 100
        ? v.toFixed(1)
        : v.toFixed(0);
const rate = (v: number | undefined | null) =>
  v === undefined || v === null || Number.isNaN(v) ? '–' : v < 10 ? v.toFixed(1) : v.toFixed(0);
export const sizeLabel = (n: number) =>
  n >= 1_000_000 ? `${n / 1_000_000}M` : n >= 1_000 ? `${n / 1_000}k` : String(n);

function failures(cell: HttpCell | undefined): string {
  if (!cell) return '–';
  if (cell.error) return 'FAILED';
  const r = cell.result!;
  return String(r.errors + r.non2xx);
}

export function renderTable(db: DbResult): string {
  const header =
    '| jobs | scenario | found | 1c p50 ms | 1c p99 ms | 1c req/s | 50c p50 ms | 50c p99 ms | 50c req/s | errors 1c/50c | SQL p50 ms @1 | SQL req/s @50 | 50c / healthz | others CPU 1c/50c |';
  const rule = '|---:|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|';
  const rows: string[] = [];
  for (const size of db.sizes) {
    const healthz = size.http.healthz?.[50]?.result?.perSecond;
    for (const scenario of SCENARIOS) {
      const cells = size.http[scenario.key] ?? {};
      const one = cells[1]?.result;
      const fifty = cells[50]?.result;
      const sample = size.samples[scenario.key];
      const found = !sample
        ? ''
        : 'error' in sample
          ? 'ERR'
          : sample.status !== 200
            ? `HTTP ${sample.status}`
            : sample.total;
      const sql = scenario.sql ? size.sql[scenario.sql.name] : undefined;
      const sqlOne = sql?.runs[1];
      const sqlFifty = sql?.runs[50];
      const ratio =
        fifty && healthz && scenario.key !== 'healthz' ? `${((100 * fifty.perSecond) / healthz).toFixed(1)}%` : '';
      rows.push(
        `| ${sizeLabel(size.size)} | ${scenario.label}${cells[1]?.error || cells[50]?.error ? ' ⚠' : ''} | ${found} | ${ms(one?.p50)} | ${ms(one?.p99)} | ${rate(one?.perSecond)} | ` +
          `${ms(fifty?.p50)} | ${ms(fifty?.p99)} | ${rate(fifty?.perSecond)} | ${failures(cells[1])}/${failures(cells[50])} | ` +
          `${sql ? (sql.error ? 'ERR' : ms(sqlOne?.p50)) : ''} | ${sql ? (sql.error ? 'ERR' : rate(sqlFifty?.perSecond)) : ''} | ${ratio} | ` +
          `${one ? one.othersCpu.toFixed(1) : '–'}/${fifty ? fifty.othersCpu.toFixed(1) : '–'} |`,
      );
    }
  }
  return [header, rule, ...rows].join('\n');
}

/** Per run: what else the table does not show (p95, max, requests, CPU of the server, the generator, the machine). */
export function renderDetails(db: DbResult): string {
  const lines = [
    '| jobs | scenario | conns | requests | s | p50 | p95 | p99 | max ms | errors | non-2xx | CPU cores: server | generator | postgres | machine | others |',
    '|---:|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
  ];
  for (const size of db.sizes) {
    for (const scenario of SCENARIOS) {
      for (const c of [1, 50]) {
        const cell = size.http[scenario.key]?.[c];
        if (!cell) continue;
        if (cell.error) {
          lines.push(
            `| ${sizeLabel(size.size)} | ${scenario.label} | ${c} | FAILED: ${cell.error.replaceAll('|', '/')} |||||||||||||`,
          );
          continue;
        }
        const r = cell.result!;
        lines.push(
          `| ${sizeLabel(size.size)} | ${scenario.label} | ${c} | ${r.requests} | ${r.seconds.toFixed(1)} | ${ms(r.p50)} | ${ms(r.p95)} | ${ms(r.p99)} | ${ms(r.max)} | ` +
            `${r.errors}${r.errorSamples.length ? ` (${r.errorSamples[0]})` : ''} | ${r.non2xx}${r.non2xx ? ` ${JSON.stringify(r.statuses)}` : ''} | ` +
            `${r.serverCpu?.toFixed(2) ?? '–'} | ${r.generatorCpu.toFixed(2)} | ${r.postgresCpu.toFixed(2)} | ${r.machineBusy.toFixed(2)} | ${r.othersCpu.toFixed(2)} |`,
        );
      }
    }
  }
  return lines.join('\n');
}

export function renderSqlDetails(db: DbResult): string {
  const lines = [
    '| jobs | statement | pool | requests | p50 ms | p95 ms | p99 ms | req/s | errors |',
    '|---:|---|---:|---:|---:|---:|---:|---:|---:|',
  ];
  for (const size of db.sizes) {
    if (size.sqlError) lines.push(`| ${sizeLabel(size.size)} | FAILED: ${size.sqlError.replaceAll('|', '/')} ||||||||`);
    for (const sql of Object.values(size.sql)) {
      if (sql.error)
        lines.push(`| ${sizeLabel(size.size)} | ${sql.name} | | FAILED: ${sql.error.replaceAll('|', '/')} ||||||`);
      for (const [pool, r] of Object.entries(sql.runs)) {
        lines.push(
          `| ${sizeLabel(size.size)} | ${sql.name} (${sql.prepared} prepared) | ${pool} | ${r.requests} | ${ms(r.p50)} | ${ms(r.p95)} | ${ms(r.p99)} | ${rate(r.perSecond)} | ${r.errors}${r.errorSamples[0] ? ` (${r.errorSamples[0]})` : ''} |`,
        );
      }
    }
  }
  return lines.join('\n');
}

/** The targets, on PostgreSQL: each line PASS, FAIL or n/a, with the figures it was decided on. */
export function renderTargets(pg: DbResult | undefined): string[] {
  const lines: string[] = [];
  const listScenarios = SCENARIOS.filter((s) => s.key !== 'healthz');
  const at = (n: number) => pg?.sizes.find((s) => s.size === n);
  const verdict = (ok: boolean | null) => (ok === null ? 'n/a ' : ok ? 'PASS' : 'FAIL');

  const s100k = at(100_000);
  lines.push(
    'Target 1 - PostgreSQL, 100,000 open jobs, 1 connection, a settled market: every list and search p50 <= 10 ms',
  );
  lines.push('  (the moments after an import, during approvals and after a change of skills: npm run bench:moments)');
  for (const s of listScenarios) {
    const r = s100k?.http[s.key]?.[1]?.result;
    lines.push(`  ${verdict(r ? r.p50 <= 10 : null)}  ${s.label.padEnd(32)} p50 ${ms(r?.p50)} ms`);
  }
  lines.push('Target 3 - PostgreSQL, 1 connection: each list p50 at 100,000 jobs <= 2 x its p50 at 1,000 jobs');
  const small = at(1_000);
  for (const s of listScenarios) {
    const a = small?.http[s.key]?.[1]?.result;
    const b = s100k?.http[s.key]?.[1]?.result;
    const ok = a && b ? b.p50 <= 2 * a.p50 : null;
    lines.push(
      `  ${verdict(ok)}  ${s.label.padEnd(32)} 1k ${ms(a?.p50)} ms -> 100k ${ms(b?.p50)} ms${a && b ? ` (x${(b.p50 / a.p50).toFixed(1)})` : ''}`,
    );
  }
  lines.push('         and at 1,000,000 jobs every search p50 <= 50 ms');
  const s1m = at(1_000_000);
  for (const s of listScenarios.filter((l) => l.key === 'q' || l.key === 'q-loc-type')) {
    const r = s1m?.http[s.key]?.[1]?.result;
    lines.push(`  ${verdict(r ? r.p50 <= 50 : null)}  ${s.label.padEnd(32)} 1M p50 ${ms(r?.p50)} ms`);
  }
  return lines;
}

/** The key lines of a plan: its nodes, row counts, buffers and the execution time (the whole plan goes to the file). */
export function keyPlanLines(plan: string, max = 24): string[] {
  const keep =
    /(->|^\S|Scan|Sort|Limit|Gather|Loop|Hash|Bitmap|Rows Removed|Buffers: shared|Execution Time|Heap Fetches|Filter:|Index Cond:|Recheck)/;
  return plan
    .split('\n')
    .filter((l) => keep.test(l))
    .map((l) => (l.length > 200 ? `${l.slice(0, 197)}...` : l))
    .slice(0, max);
}
