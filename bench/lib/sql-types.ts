import type { JobSearchFilters } from '@talent/shared';

/** What the bare-SQL process is asked to do. */
export interface SqlSpec {
  kind: 'postgres' | 'pglite';
  databaseUrl?: string;
  dataDir?: string;
  today: string;
  /** Pool sizes to measure (PGlite: 1 only). */
  connections: number[];
  scenarios: {
    name: string;
    showAll: boolean;
    page: number;
    requests: { professionalId: string; skills: string[]; filters: JobSearchFilters }[];
  }[];
  /** At most this many requests of each scenario are prepared (then taken in turn). */
  maxPrepared: number;
  warmupMs: number;
  durationMs: number;
  minRequests: number;
  maxMs: number;
  /** PostgreSQL's statement_timeout on the pools, as the HTTP requests' timeout. */
  timeoutMs: number;
  /** Also run EXPLAIN (ANALYZE, BUFFERS) on each scenario's first request. */
  explain: boolean;
}

export interface SqlRun {
  requests: number;
  seconds: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  errorSamples: string[];
}

export interface SqlScenarioResult {
  name: string;
  /** By pool size. */
  runs: Record<number, SqlRun>;
  plans: string | null;
  prepared: number;
  error: string | null;
}
