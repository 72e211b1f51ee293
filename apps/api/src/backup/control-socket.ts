import { chmodSync, createWriteStream, readdirSync, rmSync } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { createServer, request } from 'node:http';
import { join, resolve } from 'node:path';
import type { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';

/**
 * A running server holds the embedded database alone (DATA_DIR is locked), so a backup of it must be made by the
 * server. It takes the request on a Unix socket in DATA_DIR, readable and writable by its own user only: whoever
 * may read the data directory may have its backup, and nobody reaches it over the network.
 */
const socketPath = (dataDir: string) => join(resolve(dataDir), 'control.sock');

/** Linux's limit on a socket's path (sun_path, 108 bytes with its final zero). */
const MAX_SOCKET_PATH = 107;

export interface ControlHandlers {
  backup(): Promise<{ stream: Readable; pausedMs: number }>;
}

/** The copies of the database a backup was sending when the server stopped: stale once the server starts again. */
function removeStaleCopies(dataDir: string): void {
  for (const name of readdirSync(dataDir)) {
    if (name.startsWith('.backup-')) rmSync(join(dataDir, name), { recursive: true, force: true });
  }
}

/** Opens the socket; the function returned closes it. The caller holds DATA_DIR's lock, so a socket file left there is stale. */
export async function openControlSocket(
  dataDir: string,
  handlers: ControlHandlers,
  log: FastifyBaseLogger,
): Promise<() => Promise<void>> {
  const path = socketPath(dataDir);
  if (Buffer.byteLength(path) > MAX_SOCKET_PATH) {
    log.warn({ path }, 'DATA_DIR is too long a path for a control socket: `npm run backup` needs the server stopped');
    return async () => {};
  }
  rmSync(path, { force: true });
  removeStaleCopies(dataDir);
  const server = createServer((req, res) => {
    if (req.method !== 'POST' || req.url !== '/backup') {
      res.writeHead(404).end();
      return;
    }
    const started = performance.now();
    handlers.backup().then(
      ({ stream, pausedMs }) => {
        let bytes = 0;
        stream.on('data', (chunk: Buffer) => (bytes += chunk.length));
        res.writeHead(200, { 'content-type': 'application/gzip' });
        // Sent as it is compressed; a failure half-way cuts the connection, which the command reports.
        stream.pipe(res);
        stream.once('error', (err) => {
          log.error({ err }, 'backup failed');
          res.destroy(err);
        });
        res.once('finish', () =>
          log.info(
            { bytes, ms: Math.round(performance.now() - started), pausedMs: Math.round(pausedMs) },
            'backup made',
          ),
        );
      },
      (err: unknown) => {
        log.error({ err }, 'backup failed');
        res.writeHead(500, { 'content-type': 'text/plain' }).end((err as Error).message);
      },
    );
  });
  // The socket is created with the mode the umask leaves: no moment when another user could connect.
  const umask = process.umask(0o177);
  try {
    await new Promise<void>((done, fail) => {
      server.once('error', fail);
      server.listen(path, done);
    });
  } finally {
    process.umask(umask);
  }
  chmodSync(path, 0o600);
  return () =>
    new Promise<void>((done) => {
      server.close(() => done());
      rmSync(path, { force: true });
    });
}

/** The server did not make the backup: its words, or why it could not be asked. */
export class ControlSocketError extends Error {}

/**
 * Asks the server running on DATA_DIR for a backup, written to `outPath` as it comes. False when no server listens
 * there (no socket, or a stale one): the caller may then open the database itself.
 */
export function requestBackup(dataDir: string, outPath: string): Promise<boolean> {
  return new Promise((done, fail) => {
    const req = request({ socketPath: socketPath(dataDir), method: 'POST', path: '/backup' }, (res) => {
      if (res.statusCode !== 200) {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          fail(new ControlSocketError(`The server could not make the backup: ${Buffer.concat(chunks).toString()}`)),
        );
        return;
      }
      pipeline(res, createWriteStream(outPath, { mode: 0o600 })).then(
        () => (res.complete ? done(true) : fail(new ControlSocketError('The server stopped sending the backup.'))),
        (err: unknown) => fail(new ControlSocketError(`The backup was cut short: ${(err as Error).message}`)),
      );
    });
    req.on('error', (err: NodeJS.ErrnoException) =>
      err.code === 'ENOENT' || err.code === 'ECONNREFUSED' ? done(false) : fail(err),
    );
    req.end();
  });
}
