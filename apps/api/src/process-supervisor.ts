import cluster, { type Worker } from 'node:cluster';
import type { Logger } from 'pino';
import { shareRateLimitsBetweenProcesses } from './accounts/index.js';
import type { Config } from './config.js';
import { aggregateMetricsOfProcesses } from './plugins/metrics.js';

/** A replacement that fails to start waits this long before the next try, twice as long each time, up to the cap. */
const FIRST_RETRY_MS = 1_000;
const LAST_RETRY_MS = 30_000;

/** Time given after the workers' own grace period before the supervisor kills what is left and exits. */
const EXIT_SLACK_MS = 15_000;

/**
 * The first process of `npm start` on a PostgreSQL server: it serves nothing itself, but starts WEB_CONCURRENCY API
 * processes that share the port (it accepts each connection and hands it to the next of them), replaces one that
 * dies, and on SIGTERM or SIGINT has them all drain before it exits. Anything that must happen once is shared
 * through the database (migrations, background jobs' leases) or through this process (rate-limit counters without
 * Redis, the metrics of all of them), never held by one API process alone.
 */
export function superviseApiProcesses(config: Config, log: Logger, exit: (code: number) => void): void {
  shareRateLimitsBetweenProcesses();
  aggregateMetricsOfProcesses();
  const wanted = config.WEB_CONCURRENCY;
  /** Processes started and not yet exited, and those of them listening on the port. */
  const alive = new Set<Worker>();
  const listening = new Set<Worker>();
  let siteWasUp = false;
  let stopping = false;
  let failedRestarts = 0;
  let exitCode = 0;

  const start = () => {
    const worker = cluster.fork();
    alive.add(worker);
    worker.once('listening', () => {
      listening.add(worker);
      failedRestarts = 0;
      if (!siteWasUp && listening.size === wanted) {
        siteWasUp = true;
        log.info({ processes: wanted }, `Open http://localhost:${config.PORT}/ (API docs at /api/docs/)`);
      }
    });
    worker.once('exit', (code, signal) => {
      alive.delete(worker);
      const wasListening = listening.delete(worker);
      const apiProcess = worker.process.pid;
      if (stopping) {
        if (code !== 0) exitCode = 1;
        if (alive.size === 0) {
          log.info({ code: exitCode }, 'every API process stopped');
          exit(exitCode);
        }
      } else if (!siteWasUp) {
        // The first start failed (a database out of reach, say): the operator reads why, and nothing is retried.
        log.error({ apiProcess, code, signal }, 'an API process could not start; stopping');
        stop('start failed', 1);
      } else {
        // A replacement that cannot start either (the database down meanwhile) is tried again, less and less often.
        const delay = wasListening ? 0 : Math.min(LAST_RETRY_MS, FIRST_RETRY_MS * 2 ** failedRestarts++);
        log.error(
          { apiProcess, code, signal, restartInMs: delay },
          wasListening ? 'an API process stopped unexpectedly; starting another' : 'an API process failed to start',
        );
        // Not unref'd: with every API process gone, this timer is what keeps the supervisor alive.
        setTimeout(() => !stopping && start(), delay);
      }
    });
  };

  const stop = (reason: string, code = 0) => {
    if (stopping) return;
    stopping = true;
    exitCode = code;
    log.info({ reason }, 'stopping the API processes');
    if (alive.size === 0) return exit(exitCode);
    for (const worker of alive) worker.process.kill('SIGTERM');
    setTimeout(
      () => {
        log.error('API processes still running after their grace period; killing them');
        for (const worker of alive) worker.process.kill('SIGKILL');
        exit(1);
      },
      config.SHUTDOWN_GRACE_SECONDS * 1000 + EXIT_SLACK_MS,
    ).unref();
  };

  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
  for (let i = 0; i < wanted; i += 1) start();
}
