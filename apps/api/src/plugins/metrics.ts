import cluster from 'node:cluster';
import { createHash, randomUUID, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AggregatorRegistry, collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { unauthorized } from '../lib/errors.js';

const counted = Symbol('counted in flight');

/** The messages by which an API process asks its supervisor for every process's metrics, and gets them. */
const ASK = 'talent:metrics-asked';
const ANSWER = 'talent:metrics-answered';
type MetricsAnswer = { type: typeof ANSWER; id: string; text?: string; error?: string };

/**
 * In the supervisor of several API processes: answers a process's request for the metrics of all of them, summed
 * (prom-client's aggregation: counters and histograms added, `db_up` the lowest), so that a scrape reaching any
 * process sees the whole instance rather than one process's share.
 */
export function aggregateMetricsOfProcesses(): void {
  const aggregator = new AggregatorRegistry();
  cluster.on('message', (worker, message: { type?: string; id?: string }) => {
    if (message?.type !== ASK) return;
    aggregator
      .clusterMetrics()
      .then((text) => worker.send({ type: ANSWER, id: message.id, text }))
      .catch((err: Error) => worker.send({ type: ANSWER, id: message.id, error: err.message }));
  });
}

/** In an API process under a supervisor: every process's metrics, through the supervisor. */
function metricsOfEveryProcess(timeoutMs = 5_000): Promise<string> {
  const id = randomUUID();
  return new Promise((resolve, reject) => {
    const onMessage = (message: MetricsAnswer) => {
      if (message?.type !== ANSWER || message.id !== id) return;
      finish();
      if (message.text !== undefined) resolve(message.text);
      else reject(new Error(`metrics not aggregated: ${message.error}`));
    };
    const timer = setTimeout(() => {
      finish();
      reject(new Error('the supervisor did not answer with the metrics'));
    }, timeoutMs);
    const finish = () => {
      clearTimeout(timer);
      process.off('message', onMessage);
    };
    process.on('message', onMessage);
    process.send!({ type: ASK, id });
  });
}

/** Compares two secrets in constant time whatever their lengths. */
function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * Prometheus metrics at GET /metrics: request rate, latency and errors by route and status, requests in flight,
 * the database pool, and the process itself. Answered only to `Authorization: Bearer <METRICS_TOKEN>`, so it can
 * live on the public port; without METRICS_TOKEN the path does not exist. Each app has its own registry, so that
 * several apps in one process (the tests) do not count each other's requests. Under a supervisor of several API
 * processes, any of them answers with the sum of all of them.
 */
export default fp(async function metrics(app: FastifyInstance) {
  const token = app.ctx.config.METRICS_TOKEN;
  if (!token) return;
  const registers = [new Registry()];
  const [registry] = registers as [Registry];
  collectDefaultMetrics({ register: registry });
  if (cluster.isWorker) {
    // Under a supervisor, this registry is the one its aggregation reads in this process; an aggregator made here
    // is what has this process answer it (prom-client listens for the supervisor's requests from then on).
    AggregatorRegistry.setRegistries(registers);
    new AggregatorRegistry();
  }

  const labelsOf = (request: FastifyRequest) => ({
    method: request.method,
    // The route's pattern, never the raw URL: ids and query strings would make a series per request.
    route: request.routeOptions.url ?? 'unmatched',
  });
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status.',
    labelNames: ['method', 'route', 'status'] as const,
    registers,
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer HTTP requests, by method and route pattern.',
    labelNames: ['method', 'route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });
  const inFlight = new Gauge({ name: 'http_requests_in_flight', help: 'HTTP requests being answered.', registers });
  new Gauge({
    name: 'db_pool_connections',
    help: 'Connections of the PostgreSQL pool: total, idle, and requests waiting for one.',
    labelNames: ['state'] as const,
    registers,
    collect() {
      const stats = app.ctx.database.poolStats?.();
      if (!stats) return;
      this.set({ state: 'total' }, stats.total);
      this.set({ state: 'idle' }, stats.idle);
      this.set({ state: 'waiting' }, stats.waiting);
    },
  });
  new Gauge({
    name: 'db_up',
    help: '1 when the database answered during this scrape, else 0.',
    registers,
    // Summed over several processes, one that cannot reach the database would be hidden by the others.
    aggregator: 'min',
    async collect() {
      try {
        await app.ctx.database.ping();
        this.set(1);
      } catch {
        this.set(0);
      }
    },
  });

  app.addHook('onRequest', async (request) => {
    inFlight.inc();
    (request as FastifyRequest & { [counted]?: true })[counted] = true;
  });
  const done = (request: FastifyRequest) => {
    const tagged = request as FastifyRequest & { [counted]?: true };
    if (!tagged[counted]) return;
    delete tagged[counted];
    inFlight.dec();
  };
  app.addHook('onRequestAbort', async (request) => done(request));
  app.addHook('onResponse', async (request, reply) => {
    done(request);
    const labels = labelsOf(request);
    requests.inc({ ...labels, status: String(reply.statusCode) });
    duration.observe(labels, reply.elapsedTime / 1000);
  });

  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    const [scheme, given] = (request.headers.authorization ?? '').split(' ');
    if (scheme?.toLowerCase() !== 'bearer' || !given || !sameSecret(given, token)) throw unauthorized();
    const text = cluster.isWorker ? await metricsOfEveryProcess() : await registry.metrics();
    return reply.type(registry.contentType).send(text);
  });
});
