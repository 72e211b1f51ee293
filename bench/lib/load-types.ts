/** What the load generator process is asked to do (written as JSON to a file whose path it gets). */
export interface LoadSpec {
  host: string;
  port: number;
  connections: number;
  /** Requests taken in turn from this list, starting at `offset`; `auth` indexes `tokens`. */
  requests: { path: string; auth?: number }[];
  tokens: string[];
  offset: number;
  warmupMs: number;
  /** The measured phase lasts durationMs, longer if fewer than minRequests have completed, never beyond maxMs. */
  durationMs: number;
  minRequests: number;
  maxMs: number;
  timeoutMs: number;
  /** The server's PID, to read its CPU time while measuring. */
  serverPid: number;
}

export interface LoadResult {
  requests: number;
  seconds: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  /** Connection errors and timeouts. */
  errors: number;
  non2xx: number;
  statuses: Record<string, number>;
  errorSamples: string[];
  /** CPU used while measuring, in cores: the generator's own, the server process's, the whole machine's. */
  generatorCpu: number;
  serverCpu: number | null;
  /** All PostgreSQL processes (the benchmark's database and any other's on the same server). */
  postgresCpu: number;
  machineBusy: number;
  /** The rest of the machine's busy time: other people's work (and PostgreSQL parallel workers that came and went). */
  othersCpu: number;
}
