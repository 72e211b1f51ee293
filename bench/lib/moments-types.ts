// What the moments benchmark's load processes are asked to do (written as JSON to a file whose path they get) and
// what they answer (one line of JSON). `auth` indexes `tokens`.
import type { Summary } from './moments-http.js';

export interface ListRequest {
  path: string;
  auth: number;
  /** Groups the latencies (`byKind` of the results), when the requests mix kinds of list. */
  kind?: string;
}

/** Told on the process's standard input when it waits for it: where the server is, and from when times count. */
export interface GoMessage {
  port: number;
  /** Epoch milliseconds the reported times are counted from. */
  t0: number;
}

interface Common {
  host: string;
  /** Absent when the port comes with the go message (the server may be started again meanwhile). */
  port?: number;
  tokens: string[];
  timeoutMs: number;
  /** Waits for a GoMessage line before the first request, so that the process's start is not in the measure. */
  waitForGo: boolean;
}

/** Each request once, in order, at one connection. */
export interface OnceSpec extends Common {
  mode: 'once';
  requests: ListRequest[];
}

/**
 * Samples of `sampleSize` requests at one connection, the first at once, the next every `everyMs` (or as soon as
 * the previous one ends), until `maxMs`, or until `holdSamples` samples in a row had a p50 at most `targetMs` and
 * at least `minSamples` were taken. Requests are taken in turn from `requests`, so none repeats within a sample.
 */
export interface SamplesSpec extends Common {
  mode: 'samples';
  requests: ListRequest[];
  sampleSize: number;
  everyMs: number;
  maxMs: number;
  targetMs: number;
  holdSamples: number;
  minSamples: number;
}

/** Requests in turn at one connection, one after the other, for `durationMs`. */
export interface ClosedSpec extends Common {
  mode: 'closed';
  requests: ListRequest[];
  durationMs: number;
}

/** For each professional: new skills (PATCH /api/profile/), then their skill-matched list, timed. */
export interface SkillsSpec extends Common {
  mode: 'skills';
  changes: { auth: number; skills: string[]; normalized: string[] }[];
}

/**
 * For each job: approved by staff, then the list of a professional sharing its skill, searched for a word only that
 * job's title holds, asked every `pollMs` until the job is in it (at most `giveUpMs`).
 */
export interface FreshnessSpec extends Common {
  mode: 'freshness';
  staffAuth: number;
  checks: { jobId: number; word: string; auth: number }[];
  pollMs: number;
  giveUpMs: number;
}

export type MomentsSpec = OnceSpec | SamplesSpec | ClosedSpec | SkillsSpec | FreshnessSpec;

export interface Outcome {
  statuses: Record<string, number>;
  /** Connection errors and timeouts. */
  errors: number;
  non2xx: number;
  errorSamples: string[];
}

export interface OnceResult {
  summary: Summary;
  /** By the requests' kinds, when they have one. */
  byKind: Record<string, Summary>;
  /** The first request's latency (ms). */
  first: number;
  outcome: Outcome;
}

export interface SampleResult {
  /** When the sample began, in ms since t0. */
  startedMs: number;
  /** How long it took, in ms. */
  tookMs: number;
  summary: Summary;
  /** By the requests' kinds, when they have one. */
  byKind: Record<string, Summary>;
  outcome: Outcome;
}

export interface SamplesResult {
  samples: SampleResult[];
  /** The first request's latency (ms). */
  first: number;
  /** When the first request was sent, in ms since t0. */
  firstSentMs: number;
}

export interface ClosedResult {
  summary: Summary;
  seconds: number;
  perSecond: number;
  outcome: Outcome;
}

export interface SkillsResult {
  /** The list requests after the change. */
  list: Summary;
  patch: Summary;
  /** Lists whose first job shares one of the new skills. */
  firstSharesNew: number;
  /** Lists without any job. */
  empty: number;
  outcome: Outcome;
}

export interface FreshnessResult {
  /** Seconds from each approval's answer until the job was seen in the list, for the jobs seen. */
  seenAfter: number[];
  /** Seen in the first list asked for after the approval. */
  seenAtFirstLook: number;
  notSeen: number;
  approvalsFailed: number;
  outcome: Outcome;
}

/** A request of the open-loop generator; `kind` groups the latencies. */
export interface OpenLoopRequest {
  kind: string;
  method: 'GET' | 'POST' | 'PATCH';
  path: string;
  auth?: number;
  body?: string;
}

/**
 * Requests sent at their scheduled arrival times, whatever the server's answers (an open loop): at `ratePerSecond`,
 * Poisson or evenly spaced, for `warmupMs` unmeasured then `durationMs` measured. Each request is timed from when it
 * was due. Requests are taken in turn from `requests`; with `reuse` false each is sent once at most, and the
 * schedule ends early when they run out.
 */
export interface OpenLoopSpec {
  host: string;
  port?: number;
  tokens: string[];
  timeoutMs: number;
  waitForGo: boolean;
  requests: OpenLoopRequest[];
  reuse: boolean;
  ratePerSecond: number;
  arrivals: 'poisson' | 'uniform';
  warmupMs: number;
  durationMs: number;
  /** Keep-alive connections are opened as needed, at most this many. */
  maxConnections: number;
  seed: number;
}

export interface OpenLoopResult {
  /** Requests due in the measured window, per second of it. */
  offered: number;
  /** Answers (of any status) to the measured requests, per second of the window. */
  achieved: number;
  scheduled: number;
  summary: Summary;
  byKind: Record<string, Summary>;
  outcome: Outcome;
  /** How late requests were sent after they were due (ms): the generator's own delay, part of every latency. */
  sendLag: Summary;
  /** Requests that found every connection busy and waited for one. */
  waitedForConnection: number;
  connections: number;
  maxInFlight: number;
}
