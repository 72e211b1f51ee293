// The HTTP side of the moments benchmark's load processes: one keep-alive HTTP/1.1 connection over a plain socket
// (any method, a JSON body, the response body kept when asked for), and the percentiles of a set of latencies. A
// socket and a small parser instead of fetch keep the generator's own CPU low: it shares the machine's cores with
// the server and the database.
import { connect, type Socket } from 'node:net';

export interface HttpRequest {
  method: 'GET' | 'POST' | 'PATCH';
  path: string;
  authorization?: string;
  /** Sent as application/json. */
  body?: string;
}

export interface HttpResponse {
  status: number;
  /** Empty unless the body was asked for. */
  body: Buffer;
}

/** Where a chunked body ends and what it holds, or null while it is incomplete. */
function chunkedBody(buffer: Buffer, start: number, keep: boolean): { end: number; body: Buffer } | null {
  const parts: Buffer[] = [];
  let at = start;
  // Bounded by the buffer: each turn moves past one chunk.
  for (let guard = 0; guard <= buffer.length; guard += 1) {
    const lineEnd = buffer.indexOf('\r\n', at);
    if (lineEnd < 0) return null;
    const size = parseInt(buffer.subarray(at, lineEnd).toString('latin1'), 16);
    if (!Number.isFinite(size)) throw new Error('bad chunk size in a chunked response');
    if (size === 0) {
      // No trailers are sent by the server: the body ends with an empty line after the last chunk.
      if (buffer.length < lineEnd + 4) return null;
      return { end: lineEnd + 4, body: keep ? Buffer.concat(parts) : Buffer.alloc(0) };
    }
    const dataEnd = lineEnd + 2 + size;
    if (buffer.length < dataEnd + 2) return null;
    if (keep) parts.push(buffer.subarray(lineEnd + 2, dataEnd));
    at = dataEnd + 2;
  }
  return null;
}

/** One keep-alive connection: a request at a time, its whole response read before the next is sent. */
export class KeepAliveConnection {
  private socket: Socket | null = null;
  private buffer: Buffer = Buffer.alloc(0);
  private pending: { resolve: (r: HttpResponse) => void; reject: (e: Error) => void; keepBody: boolean } | null = null;
  busy = false;

  constructor(
    private readonly host: string,
    private readonly port: number,
  ) {}

  private open(): Socket {
    const socket = connect({ host: this.host, port: this.port, noDelay: true });
    socket.on('data', (chunk: Buffer) => {
      this.buffer = this.buffer.length === 0 ? chunk : Buffer.concat([this.buffer, chunk]);
      try {
        this.parse();
      } catch (err) {
        socket.destroy(err as Error);
      }
    });
    const fail = (err: Error) => {
      if (this.socket === socket) {
        this.socket = null;
        this.buffer = Buffer.alloc(0);
      }
      const p = this.pending;
      this.pending = null;
      p?.reject(err);
    };
    socket.on('error', fail);
    socket.on('close', () => fail(new Error('connection closed by the server')));
    this.socket = socket;
    return socket;
  }

  private parse(): void {
    const head = this.buffer.indexOf('\r\n\r\n');
    if (head < 0 || !this.pending) return;
    const headers = this.buffer.subarray(0, head).toString('latin1');
    const status = Number(headers.slice(9, 12));
    const length = /\r\ncontent-length:\s*(\d+)/i.exec(headers);
    const keep = this.pending.keepBody;
    let end: number;
    let body: Buffer = Buffer.alloc(0);
    if (length) {
      end = head + 4 + Number(length[1]);
      if (this.buffer.length < end) return;
      if (keep) body = Buffer.from(this.buffer.subarray(head + 4, end));
    } else if (/\r\ntransfer-encoding:\s*chunked/i.test(headers)) {
      const chunked = chunkedBody(this.buffer, head + 4, keep);
      if (!chunked) return;
      end = chunked.end;
      body = chunked.body;
    } else {
      end = head + 4; // no body (204, 304)
    }
    this.buffer = this.buffer.subarray(end);
    const p = this.pending;
    this.pending = null;
    p.resolve({ status, body });
  }

  request(request: HttpRequest, timeoutMs: number, keepBody = false): Promise<HttpResponse> {
    const socket = this.socket ?? this.open();
    return new Promise<HttpResponse>((resolve, reject) => {
      const timer = setTimeout(() => {
        // The server may still answer later: this connection is dropped and the next request opens another.
        this.pending = null;
        this.socket = null;
        this.buffer = Buffer.alloc(0);
        socket.destroy();
        reject(new Error(`timed out after ${timeoutMs} ms`));
      }, timeoutMs);
      this.pending = {
        keepBody,
        resolve: (r) => {
          clearTimeout(timer);
          resolve(r);
        },
        reject: (e) => {
          clearTimeout(timer);
          reject(e);
        },
      };
      const auth = request.authorization ? `Authorization: ${request.authorization}\r\n` : '';
      const body = request.body === undefined ? null : Buffer.from(request.body);
      // A POST without a body says so with a length of 0 and no type: an empty JSON body would be refused.
      const content = body
        ? `Content-Type: application/json\r\nContent-Length: ${body.length}\r\n`
        : request.method === 'GET'
          ? ''
          : 'Content-Length: 0\r\n';
      socket.write(
        `${request.method} ${request.path} HTTP/1.1\r\nHost: ${this.host}:${this.port}\r\n${auth}${content}Accept: application/json\r\n\r\n`,
      );
      if (body) socket.write(body);
    });
  }

  close(): void {
    this.socket?.destroy();
    this.socket = null;
  }
}

export interface Summary {
  n: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
}

/** Nearest-rank percentiles of latencies (ms); NaN for an empty set. */
export function summarise(latencies: readonly number[]): Summary {
  const sorted = Float64Array.from(latencies).sort();
  const at = (p: number) =>
    sorted.length === 0
      ? NaN
      : sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
  return {
    n: sorted.length,
    p50: at(50),
    p90: at(90),
    p99: at(99),
    max: sorted.length ? sorted[sorted.length - 1]! : NaN,
  };
}

/** Counts answers by status, and keeps the first few errors' messages. */
export class Outcomes {
  statuses: Record<string, number> = {};
  errors = 0;
  non2xx = 0;
  errorSamples: string[] = [];

  status(status: number): void {
    this.statuses[status] = (this.statuses[status] ?? 0) + 1;
    if (status < 200 || status > 299) this.non2xx += 1;
  }

  error(err: unknown): void {
    this.errors += 1;
    if (this.errorSamples.length < 3) this.errorSamples.push((err as Error).message);
  }

  toJSON() {
    return { statuses: this.statuses, errors: this.errors, non2xx: this.non2xx, errorSamples: this.errorSamples };
  }
}
