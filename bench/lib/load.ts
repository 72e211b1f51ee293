import autocannon from 'autocannon';

export interface LoadFigures {
  requests: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  failures: number;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** Loads one URL for a bounded time; latencies are taken per response, so any percentile can be given. */
export async function load(url: string, headers: Record<string, string>, connections: number, seconds: number) {
  const times: number[] = [];
  let failures = 0;
  const run = autocannon({ url, headers, connections, duration: seconds });
  run.on('response', (_client, status, _bytes, ms) => {
    if (status !== 200) failures += 1;
    times.push(ms);
  });
  const result = await run;
  times.sort((a, b) => a - b);
  return {
    requests: times.length,
    perSecond: result.requests.average,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    failures: failures + result.errors + result.timeouts,
  } satisfies LoadFigures;
}

export function formatFigures(label: string, f: LoadFigures): string {
  const ms = (v: number) => `${v.toFixed(1)} ms`.padStart(9);
  return (
    `${label.padEnd(34)} p50 ${ms(f.p50)}  p95 ${ms(f.p95)}  p99 ${ms(f.p99)}  ` +
    `${f.perSecond.toFixed(1).padStart(7)} req/s  (${f.requests} requests, ${f.failures} failed)`
  );
}
