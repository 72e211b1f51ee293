// The load generator, run as its own process (`node --import tsx bench/lib/load-worker.ts <spec.json>`): it keeps
// `connections` HTTP/1.1 keep-alive connections busy with the LoadSpec's requests, taken in turn from one shared list
// (so consecutive requests are for different professionals whatever the connection), and prints its figures as
// one line of JSON. A request in flight when the time is up is waited for, not cut: nothing it started is left
// running on the server, and no latency is lost. A plain socket and a minimal response parser keep the generator's
// own CPU low (the server and the database share the same two cores).
import { readFileSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import type { LoadResult, LoadSpec } from './load-types.js';
import { cpuSeconds, machineCpu, postgresCpu, postgresCpuSince } from './processes.js';

const spec = JSON.parse(readFileSync(process.argv[2]!, 'utf8')) as LoadSpec;
/** The next request of the list: shared by the connections, and by the warm-up and the measure (which goes on after it). */
let cursor = 0;

interface Response {
  status: number;
  bytes: number;
}

/** One keep-alive connection that sends a request and waits for its whole response before the next. */
class Connection {
  private socket: Socket | null = null;
  private buffer: Buffer = Buffer.alloc(0);
  private pending: { resolve: (r: Response) => void; reject: (e: Error) => void } | null = null;

  private open(): Socket {
    const socket = connect({ host: spec.host, port: spec.port, noDelay: true });
    socket.on('data', (chunk: Buffer) => {
      this.buffer = this.buffer.length === 0 ? chunk : Buffer.concat([this.buffer, chunk]);
      this.parse();
    });
    const fail = (err: Error) => {
      if (this.socket === socket) this.socket = null;
      this.buffer = Buffer.alloc(0);
      const p = this.pending;
      this.pending = null;
      p?.reject(err);
    };
    socket.on('error', fail);
    socket.on('close', () => fail(new Error('connection closed by the server')));
    this.socket = socket;
    return socket;
  }

  /** Parses a response with Content-Length, or chunked; Fastify sends one of the two. */
  private parse(): void {
    const head = this.buffer.indexOf('\r\n\r\n');
    if (head < 0 || !this.pending) return;
    const headers = this.buffer.subarray(0, head).toString('latin1');
    const status = Number(headers.slice(9, 12));
    const length = /\r\ncontent-length:\s*(\d+)/i.exec(headers);
    let end: number;
    if (length) {
      end = head + 4 + Number(length[1]);
      if (this.buffer.length < end) return;
    } else if (/\r\ntransfer-encoding:\s*chunked/i.test(headers)) {
      const last = this.buffer.indexOf('\r\n0\r\n\r\n', head);
      const empty = this.buffer.indexOf('0\r\n\r\n', head + 4) === head + 4;
      if (last < 0 && !empty) return;
      end = empty ? head + 9 : last + 7;
    } else {
      end = head + 4; // no body (204, 304)
    }
    this.buffer = this.buffer.subarray(end);
    const p = this.pending;
    this.pending = null;
    p.resolve({ status, bytes: end });
  }

  request(path: string, authorization: string | undefined, timeoutMs: number): Promise<Response> {
    const socket = this.socket ?? this.open();
    return new Promise<Response>((resolve, reject) => {
      const timer = setTimeout(() => {
        // The server may still answer later: this connection is dropped and the next request opens another.
        this.pending = null;
        this.socket = null;
        socket.destroy();
        reject(new Error(`timed out after ${timeoutMs} ms`));
      }, timeoutMs);
      this.pending = {
        resolve: (r) => {
          clearTimeout(timer);
          resolve(r);
        },
        reject: (e) => {
          clearTimeout(timer);
          reject(e);
        },
      };
      const auth = authorization ? `Authorization: ${authorization}\r\n` : '';
      socket.write(
        `GET ${path} HTTP/1.1\r\nHost: ${spec.host}:${spec.port}\r\n${auth}Accept: application/json\r\n\r\n`,
      );
    });
  }

  close(): void {
    this.socket?.destroy();
    this.socket = null;
  }
}

function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

async function phase(connections: Connection[], ms: { duration: number; min: number; max: number }, record: boolean) {
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  const errorSamples: string[] = [];
  let errors = 0;
  let non2xx = 0;
  let started = 0;
  const start = performance.now();
  let last = start;
  const done = () => {
    const elapsed = performance.now() - start;
    return elapsed >= ms.max || (elapsed >= ms.duration && latencies.length + errors >= ms.min);
  };
  const loop = async (connection: Connection) => {
    // Bounded: each turn starts one request, and `max` ends the phase.
    for (let turn = 0; turn < 10_000_000 && !done(); turn += 1) {
      const { path, auth } = spec.requests[(spec.offset + cursor) % spec.requests.length]!;
      cursor += 1;
      started += 1;
      const t0 = performance.now();
      try {
        const response = await connection.request(
          path,
          auth === undefined ? undefined : spec.tokens[auth],
          spec.timeoutMs,
        );
        const t1 = performance.now();
        last = t1;
        if (!record) continue;
        latencies.push(t1 - t0);
        statuses[response.status] = (statuses[response.status] ?? 0) + 1;
        if (response.status < 200 || response.status > 299) non2xx += 1;
      } catch (err) {
        last = performance.now();
        if (!record) continue;
        errors += 1;
        if (errorSamples.length < 3) errorSamples.push((err as Error).message);
      }
    }
  };
  await Promise.all(connections.map(loop));
  const sorted = Float64Array.from(latencies).sort();
  const seconds = (last - start) / 1000;
  return {
    requests: latencies.length + errors,
    seconds,
    perSecond: seconds > 0 ? latencies.length / seconds : 0,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted.length ? sorted[sorted.length - 1]! : NaN,
    errors,
    non2xx,
    statuses,
    errorSamples,
    started,
  };
}

async function main() {
  const connections = Array.from({ length: spec.connections }, () => new Connection());
  try {
    if (spec.warmupMs > 0) {
      await phase(connections, { duration: spec.warmupMs, min: 0, max: spec.warmupMs }, false);
    }
    const cpuBefore = process.cpuUsage();
    const serverBefore = cpuSeconds(spec.serverPid);
    const machineBefore = machineCpu();
    const postgresBefore = postgresCpu();
    const t0 = performance.now();
    const measured = await phase(
      connections,
      { duration: spec.durationMs, min: spec.minRequests, max: spec.maxMs },
      true,
    );
    const wall = Math.max((performance.now() - t0) / 1000, 1e-9);
    const cpu = process.cpuUsage(cpuBefore);
    const serverAfter = cpuSeconds(spec.serverPid);
    const database = postgresCpuSince(postgresBefore) / wall;
    const { started: _started, ...figures } = measured;
    const generator = (cpu.user + cpu.system) / 1e6 / wall;
    const server = serverBefore !== null && serverAfter !== null ? (serverAfter - serverBefore) / wall : null;
    const busy = (machineCpu().busy - machineBefore.busy) / wall;
    const result: LoadResult = {
      ...figures,
      generatorCpu: generator,
      serverCpu: server,
      postgresCpu: database,
      machineBusy: busy,
      othersCpu: Math.max(0, busy - generator - (server ?? 0) - database),
    };
    process.stdout.write(`${JSON.stringify(result)}\n`);
  } finally {
    connections.forEach((c) => c.close());
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
