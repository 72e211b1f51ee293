/**
 * The journeys' app servers: one per worker, each on a fresh database of its own, so that what one journey does
 * to the data (a job approved, a staff code spent, a staff log-out) cannot change what a journey running at the
 * same time in another worker sees. Read by playwright.config.ts (which starts them), by the workers (which pick
 * theirs) and by the sign-in providers' process (which knows them all).
 */
const firstPort = Number(process.env.E2E_PORT ?? 4310);

/**
 * How many workers, hence app servers, a run has: E2E_WORKERS, else 3. One more than the 2 cores of the machines the
 * journeys run on: a journey often waits (for a one-time code's next step, for the network to go quiet), and a third
 * worker uses those waits (the journeys' phase: 362 s against 383 s with two).
 */
export const E2E_WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 3));

/** The address of a worker's app server, by the worker's `parallelIndex` (0 to E2E_WORKERS - 1). */
export function serverURL(parallelIndex: number): string {
  if (!Number.isInteger(parallelIndex) || parallelIndex < 0 || parallelIndex >= E2E_WORKERS) {
    throw new Error(
      `There are app servers for ${E2E_WORKERS} workers, not for worker ${parallelIndex}: ` +
        'set E2E_WORKERS rather than --workers (see playwright.config.ts).',
    );
  }
  return `http://127.0.0.1:${firstPort + parallelIndex}`;
}

/** Every app server's address, in the order of the workers. */
export const serverURLs = Array.from({ length: E2E_WORKERS }, (_, index) => serverURL(index));
