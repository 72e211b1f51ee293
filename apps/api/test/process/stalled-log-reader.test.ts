import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { createLogDestination } from '../../src/lib/log-destination.js';
import { freePort, startServer, waitForServer, type ServerRun } from '../helpers/server-process.js';

const REQUESTS = 400;
/** Long enough that what the requests log is far more than the pipe between the server and its reader holds. */
const PADDING = 'x'.repeat(2_000);

/**
 * Sends REQUESTS logged requests, a few at a time, and says how many were answered before `deadline`: a server
 * held by its log answers none after the pipe is full, and the test goes on to see whether it can still be stopped.
 */
async function answeredRequests(port: number, deadline: AbortSignal): Promise<number> {
  let next = 0;
  let answered = 0;
  const worker = async () => {
    while (next < REQUESTS && !deadline.aborted) {
      const n = next++;
      try {
        const res = await fetch(`http://127.0.0.1:${port}/healthz?n=${n}&pad=${PADDING}`, { signal: deadline });
        await res.arrayBuffer();
        if (res.ok) answered++;
      } catch {
        return;
      }
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  return answered;
}

/** The exit, or 'still running' when it has not come within `ms`. */
async function exitWithin(run: ServerRun, ms: number) {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'still running'>((r) => (timer = setTimeout(() => r('still running'), ms)));
  try {
    return await Promise.race([run.exited, late]);
  } finally {
    clearTimeout(timer);
  }
}

describe('a log reader that stalls', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'talent-log-reader-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  async function started(): Promise<ServerRun> {
    // Every request is logged; the forced exit comes at twice the bound the exits below are held to.
    const run = startServer(dataDir, await freePort(), { env: { LOG_LEVEL: 'info', SHUTDOWN_GRACE_SECONDS: '10' } });
    try {
      await waitForServer(run, '/readyz', 120_000);
    } catch (err) {
      run.child.kill('SIGKILL'); // so that the next test finds its data directory free
      throw err;
    }
    return run;
  }

  it('holds neither the requests nor the shutdown, and the reader may then go away', { timeout: 180_000 }, async () => {
    const run = await started();
    run.child.stdout!.pause(); // the reader stops reading: the pipe fills up
    const answered = await answeredRequests(run.port, AbortSignal.timeout(15_000));
    run.child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 500)); // the shutdown is under way, its reader still stalled
    run.child.stdout!.destroy(); // and then the reader goes away, as a log shipper or a closed terminal does
    const exit = await exitWithin(run, 10_000);
    expect({ answered, exit }, run.output().slice(-2_000)).toEqual({
      answered: REQUESTS,
      exit: { code: 0, signal: null },
    });
  });

  it(
    'writes every line once its reader reads again, the last ones at shutdown included',
    { timeout: 180_000 },
    async () => {
      const run = await started();
      run.child.stdout!.pause();
      const answered = await answeredRequests(run.port, AbortSignal.timeout(15_000));
      run.child.stdout!.resume();
      run.child.kill('SIGTERM');
      const exit = await exitWithin(run, 10_000);
      expect({ answered, exit }).toEqual({ answered: REQUESTS, exit: { code: 0, signal: null } });
      const lines = run
        .output()
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as { msg: string; req?: { url: string } });
      const logged = new Set(
        lines.flatMap((line) => (line.req?.url.includes('pad=') ? [/[?&]n=(\d+)/.exec(line.req.url)?.[1]] : [])),
      );
      expect(logged.size).toBe(REQUESTS);
      expect(lines.filter((line) => line.msg === 'request completed').length).toBeGreaterThanOrEqual(REQUESTS);
      expect(lines.at(-1)?.msg).toBe('stopped');
    },
  );
});

/** An output whose reader takes nothing until it is told to: the callbacks of its writes are held. */
function heldOutput() {
  const held: Array<(err?: Error) => void> = [];
  const output = new Writable({
    highWaterMark: 32,
    write(_chunk, _encoding, callback) {
      held.push(callback);
    },
  });
  /** The reader takes everything written so far, and what comes while it does. */
  const read = async () => {
    while (held.length > 0) {
      held.shift()!();
      await new Promise((r) => setImmediate(r));
    }
  };
  return { output, read };
}

describe('the log destination', () => {
  const line = `${'x'.repeat(29)}\n`; // 30 bytes: three fit in a bound of 100

  it('drops what does not fit, counts it, and says how many once its reader reads again', async () => {
    const { output, read } = heldOutput();
    const destination = createLogDestination(output, 100);
    const told: number[] = [];
    destination.onDropped = (count) => told.push(count);
    for (let i = 0; i < 10; i++) destination.write(line);
    expect(destination.dropped).toBe(7);
    expect(told).toEqual([]);
    await read();
    expect(told).toEqual([7]);
    // Told once per gap, not again.
    destination.write(line);
    await read();
    await destination.settle(1_000);
    expect(told).toEqual([7]);
  });

  it('lets an exit wait for a stalled reader no longer than it is given', async () => {
    const { output } = heldOutput();
    const destination = createLogDestination(output, 100);
    destination.write(line);
    const start = Date.now();
    await destination.settle(200);
    // The reader never reads: without the bound the exit would wait for ever (room left for a busy machine).
    expect(Date.now() - start).toBeLessThan(5_000);
  });

  it('drops every line once its reader has gone away, and lets an exit go at once', async () => {
    const { output } = heldOutput();
    const destination = createLogDestination(output, 100);
    destination.write(line);
    const settled = destination.settle(60_000);
    output.destroy(Object.assign(new Error('write EPIPE'), { code: 'EPIPE' }));
    await settled;
    for (let i = 0; i < 5; i++) destination.write(line);
    expect(destination.dropped).toBe(5);
    await destination.settle(60_000);
  });
});
