// An open-loop load generator, run as its own process (`node --import tsx bench/lib/open-loop-worker.ts <spec.json>`):
// requests arrive at their scheduled times (Poisson or evenly spaced) whatever the server's answers, as users'
// requests do, and each is timed from when it was due, so that time spent queued anywhere (in the server, in
// PostgreSQL, or waiting for a connection here) is in its latency. Connections are opened as arrivals need them, up
// to a bound, so that the generator does not hold requests back while it has room. Prints its figures as one line
// of JSON (see OpenLoopSpec and OpenLoopResult in moments-types.ts).
import { KeepAliveConnection, Outcomes, summarise } from './moments-http.js';
import { answer, readSpec, waitForGo } from './moments-process.js';
import type { OpenLoopRequest, OpenLoopResult, OpenLoopSpec } from './moments-types.js';
import { rng } from './market.js';

const spec = readSpec<OpenLoopSpec>();

interface Arrival {
  /** When it is due, in ms from the schedule's start. */
  at: number;
  request: OpenLoopRequest;
  measured: boolean;
}

/** The whole schedule, drawn before the first request so that drawing costs nothing while it runs. */
function schedule(): Arrival[] {
  const random = rng(spec.seed);
  const end = spec.warmupMs + spec.durationMs;
  const gap = 1000 / spec.ratePerSecond;
  const arrivals: Arrival[] = [];
  let at = spec.arrivals === 'poisson' ? -Math.log(1 - random()) * gap : 0;
  for (let i = 0; at < end && (spec.reuse || i < spec.requests.length); i += 1) {
    arrivals.push({ at, request: spec.requests[i % spec.requests.length]!, measured: at >= spec.warmupMs });
    at += spec.arrivals === 'poisson' ? -Math.log(1 - random()) * gap : gap;
  }
  return arrivals;
}

async function run(port: number): Promise<OpenLoopResult> {
  const arrivals = schedule();
  const idle: KeepAliveConnection[] = [];
  const all: KeepAliveConnection[] = [];
  const waiting: { arrival: Arrival; due: number }[] = [];
  const outcomes = new Outcomes();
  const latencies: number[] = [];
  const byKind = new Map<string, number[]>();
  const lags: number[] = [];
  let waitedForConnection = 0;
  let inFlight = 0;
  let maxInFlight = 0;
  let lastMeasuredAnswer = 0;
  let outstanding = 0;
  let allDone: () => void = () => undefined;
  const finished = new Promise<void>((resolve) => (allDone = resolve));
  let dispatching = true;

  const send = (connection: KeepAliveConnection, arrival: Arrival, due: number) => {
    inFlight += 1;
    maxInFlight = Math.max(maxInFlight, inFlight);
    const { request } = arrival;
    if (arrival.measured) lags.push(performance.now() - due);
    void connection
      .request(
        {
          method: request.method,
          path: request.path,
          authorization: request.auth === undefined ? undefined : spec.tokens[request.auth],
          body: request.body,
        },
        spec.timeoutMs,
      )
      .then(
        (response) => {
          if (!arrival.measured) return;
          const now = performance.now();
          lastMeasuredAnswer = now;
          latencies.push(now - due);
          let kind = byKind.get(request.kind);
          if (!kind) byKind.set(request.kind, (kind = []));
          kind.push(now - due);
          outcomes.status(response.status);
        },
        (err: unknown) => {
          if (arrival.measured) outcomes.error(err);
        },
      )
      .finally(() => {
        inFlight -= 1;
        outstanding -= 1;
        const next = waiting.shift();
        if (next) send(connection, next.arrival, next.due);
        else idle.push(connection);
        if (!dispatching && outstanding === 0) allDone();
      });
  };

  const dispatch = (arrival: Arrival, due: number) => {
    outstanding += 1;
    let connection = idle.pop();
    if (!connection && all.length < spec.maxConnections) {
      connection = new KeepAliveConnection(spec.host, port);
      all.push(connection);
    }
    if (connection) send(connection, arrival, due);
    else {
      waitedForConnection += arrival.measured ? 1 : 0;
      waiting.push({ arrival, due });
    }
  };

  const start = performance.now();
  const giveUp = start + spec.warmupMs + spec.durationMs + 60_000;
  let next = 0;
  // Bounded by the clock: a timer may wake a little early, so a turn does not always send an arrival.
  while (next < arrivals.length && performance.now() < giveUp) {
    const wait = start + arrivals[next]!.at - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    const now = performance.now();
    for (; next < arrivals.length && start + arrivals[next]!.at <= now; next += 1)
      dispatch(arrivals[next]!, start + arrivals[next]!.at);
  }
  dispatching = false;
  if (outstanding > 0) await finished;
  all.forEach((c) => c.close());

  const measured = arrivals.filter((a) => a.measured).length;
  const windowStart = start + spec.warmupMs;
  const answered = latencies.length;
  const answeringSeconds = Math.max(spec.durationMs, lastMeasuredAnswer - windowStart) / 1000;
  return {
    offered: measured / (spec.durationMs / 1000),
    achieved: answered / answeringSeconds,
    scheduled: measured,
    summary: summarise(latencies),
    byKind: Object.fromEntries([...byKind].map(([kind, values]) => [kind, summarise(values)])),
    outcome: outcomes.toJSON(),
    sendLag: summarise(lags),
    waitedForConnection,
    connections: all.length,
    maxInFlight,
  };
}

async function main() {
  let port = spec.port;
  if (spec.waitForGo) port = (await waitForGo()).port;
  if (port === undefined) throw new Error('no port: neither in the spec nor in a go line');
  answer(await run(port));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
