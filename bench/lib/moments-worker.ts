// The moments benchmark's sequential load process (`node --import tsx bench/lib/moments-worker.ts <spec.json>`):
// requests one after the other at one keep-alive connection, as one user meets the lists, in the mode its
// MomentsSpec names (see moments-types.ts). Prints its figures as one line of JSON.
import { normaliseSkills, splitSkills } from '@talent/shared';
import { KeepAliveConnection, Outcomes, summarise, type HttpRequest, type Summary } from './moments-http.js';
import { answer, readSpec, waitForGo } from './moments-process.js';
import type {
  ClosedResult,
  ClosedSpec,
  FreshnessResult,
  FreshnessSpec,
  ListRequest,
  MomentsSpec,
  OnceResult,
  OnceSpec,
  SampleResult,
  SamplesResult,
  SamplesSpec,
  SkillsResult,
  SkillsSpec,
} from './moments-types.js';

const spec = readSpec<MomentsSpec>();
const sleep = (ms: number) => new Promise((r) => setTimeout(r, Math.max(0, ms)));

let connection: KeepAliveConnection;
let t0 = Date.now();

const get = (request: ListRequest): HttpRequest => ({
  method: 'GET',
  path: request.path,
  authorization: spec.tokens[request.auth],
});

/** Sends one request; gives its latency (ms), or null when it failed (counted in `outcomes`). */
async function timed(request: HttpRequest, outcomes: Outcomes): Promise<number | null> {
  const start = performance.now();
  try {
    const response = await connection.request(request, spec.timeoutMs);
    const ms = performance.now() - start;
    outcomes.status(response.status);
    return ms;
  } catch (err) {
    outcomes.error(err);
    return null;
  }
}

/** Latencies by the requests' kinds (those without a kind are in the summary of all only). */
class ByKind {
  private readonly latencies = new Map<string, number[]>();
  add(request: ListRequest, ms: number): void {
    if (request.kind === undefined) return;
    let list = this.latencies.get(request.kind);
    if (!list) this.latencies.set(request.kind, (list = []));
    list.push(ms);
  }
  toJSON(): Record<string, Summary> {
    return Object.fromEntries([...this.latencies].map(([kind, list]) => [kind, summarise(list)]));
  }
}

async function once(s: OnceSpec): Promise<OnceResult> {
  const outcomes = new Outcomes();
  const latencies: number[] = [];
  const byKind = new ByKind();
  let first = NaN;
  for (const request of s.requests) {
    const ms = await timed(get(request), outcomes);
    if (ms === null) continue;
    if (latencies.length === 0) first = ms;
    latencies.push(ms);
    byKind.add(request, ms);
  }
  return { summary: summarise(latencies), byKind: byKind.toJSON(), first, outcome: outcomes.toJSON() };
}

async function samples(s: SamplesSpec): Promise<SamplesResult> {
  const results: SampleResult[] = [];
  let cursor = 0;
  let first = NaN;
  let firstSentMs = NaN;
  let held = 0;
  const maxSamples = Math.ceil(s.maxMs / s.everyMs);
  for (let k = 0; k < maxSamples; k += 1) {
    await sleep(t0 + k * s.everyMs - Date.now());
    const startedMs = Date.now() - t0;
    const began = performance.now();
    const outcomes = new Outcomes();
    const latencies: number[] = [];
    const byKind = new ByKind();
    const size = Math.min(s.sampleSize, s.requests.length);
    for (let i = 0; i < size; i += 1) {
      const request = s.requests[cursor % s.requests.length]!;
      cursor += 1;
      if (k === 0 && i === 0) firstSentMs = Date.now() - t0;
      const ms = await timed(get(request), outcomes);
      if (ms === null) continue;
      if (k === 0 && i === 0) first = ms;
      latencies.push(ms);
      byKind.add(request, ms);
    }
    const summary = summarise(latencies);
    results.push({
      startedMs,
      tookMs: performance.now() - began,
      summary,
      byKind: byKind.toJSON(),
      outcome: outcomes.toJSON(),
    });
    held = summary.p50 <= s.targetMs ? held + 1 : 0;
    if (held >= s.holdSamples && results.length >= s.minSamples) break;
  }
  return { samples: results, first, firstSentMs };
}

async function closed(s: ClosedSpec): Promise<ClosedResult> {
  const outcomes = new Outcomes();
  const latencies: number[] = [];
  const start = performance.now();
  let last = start;
  // Bounded by the duration; the guard only bounds the loop's turns.
  for (let i = 0; i < 10_000_000 && performance.now() - start < s.durationMs; i += 1) {
    const ms = await timed(get(s.requests[i % s.requests.length]!), outcomes);
    last = performance.now();
    if (ms !== null) latencies.push(ms);
  }
  const seconds = (last - start) / 1000;
  return {
    summary: summarise(latencies),
    seconds,
    perSecond: seconds > 0 ? latencies.length / seconds : 0,
    outcome: outcomes.toJSON(),
  };
}

interface Card {
  id: number;
  required_skills?: string;
}

function cards(body: Buffer): Card[] {
  const parsed = JSON.parse(body.toString('utf8')) as unknown;
  return Array.isArray(parsed) ? (parsed as Card[]) : [];
}

async function skills(s: SkillsSpec): Promise<SkillsResult> {
  const outcomes = new Outcomes();
  const list: number[] = [];
  const patch: number[] = [];
  let firstSharesNew = 0;
  let empty = 0;
  for (const change of s.changes) {
    const authorization = s.tokens[change.auth];
    const p0 = performance.now();
    try {
      const saved = await connection.request(
        { method: 'PATCH', path: '/api/profile/', authorization, body: JSON.stringify({ skills: change.skills }) },
        s.timeoutMs,
      );
      outcomes.status(saved.status);
      if (saved.status !== 200) continue;
      patch.push(performance.now() - p0);
    } catch (err) {
      outcomes.error(err);
      continue;
    }
    const l0 = performance.now();
    try {
      const response = await connection.request(
        { method: 'GET', path: '/hiring/jobs/', authorization },
        s.timeoutMs,
        true,
      );
      const ms = performance.now() - l0;
      outcomes.status(response.status);
      if (response.status !== 200) continue;
      list.push(ms);
      const [top] = cards(response.body);
      if (!top) {
        empty += 1;
        continue;
      }
      const wanted = new Set(change.normalized);
      if (normaliseSkills(splitSkills(top.required_skills ?? '')).some((skill) => wanted.has(skill)))
        firstSharesNew += 1;
    } catch (err) {
      outcomes.error(err);
    }
  }
  return { list: summarise(list), patch: summarise(patch), firstSharesNew, empty, outcome: outcomes.toJSON() };
}

async function freshness(s: FreshnessSpec): Promise<FreshnessResult> {
  const outcomes = new Outcomes();
  const seenAfter: number[] = [];
  let seenAtFirstLook = 0;
  let notSeen = 0;
  let approvalsFailed = 0;
  for (const check of s.checks) {
    try {
      const approved = await connection.request(
        { method: 'POST', path: `/api/admin/jobs/${check.jobId}/approve/`, authorization: s.tokens[s.staffAuth] },
        s.timeoutMs,
      );
      outcomes.status(approved.status);
      if (approved.status !== 200) {
        approvalsFailed += 1;
        continue;
      }
    } catch (err) {
      outcomes.error(err);
      approvalsFailed += 1;
      continue;
    }
    const answeredAt = performance.now();
    const path = `/hiring/jobs/?${new URLSearchParams({ q: check.word }).toString()}`;
    let seen = false;
    for (let look = 0; !seen && performance.now() - answeredAt < s.giveUpMs; look += 1) {
      const asked = performance.now();
      try {
        const response = await connection.request(
          { method: 'GET', path, authorization: s.tokens[check.auth] },
          s.timeoutMs,
          true,
        );
        outcomes.status(response.status);
        if (response.status === 200 && cards(response.body).some((card) => Number(card.id) === check.jobId)) {
          seen = true;
          seenAfter.push((performance.now() - answeredAt) / 1000);
          if (look === 0) seenAtFirstLook += 1;
          break;
        }
      } catch (err) {
        outcomes.error(err);
      }
      await sleep(asked + s.pollMs - performance.now());
    }
    if (!seen) notSeen += 1;
  }
  return { seenAfter, seenAtFirstLook, notSeen, approvalsFailed, outcome: outcomes.toJSON() };
}

async function main() {
  let port = spec.port;
  if (spec.waitForGo) {
    const go = await waitForGo();
    port = go.port;
    t0 = go.t0;
  }
  if (port === undefined) throw new Error('no port: neither in the spec nor in a go line');
  connection = new KeepAliveConnection(spec.host, port);
  try {
    switch (spec.mode) {
      case 'once':
        return answer(await once(spec));
      case 'samples':
        return answer(await samples(spec));
      case 'closed':
        return answer(await closed(spec));
      case 'skills':
        return answer(await skills(spec));
      case 'freshness':
        return answer(await freshness(spec));
    }
  } finally {
    connection.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
