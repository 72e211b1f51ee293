// HTTPS with HTTP/2 in front of the server, as a site's TLS front (a reverse proxy, a CDN) serves it: `npm start` serves
// HTTP/1.1 on loopback, where a browser opens at most six connections to the site and a request waits for a free one;
// over HTTP/2 every request shares one connection. Used by `npm run bench:web -- --h2`; the certificate is made here
// for 127.0.0.1 and lives as long as the benchmark (the browser is told to accept it).
import { spawnSync } from 'node:child_process';
import { request } from 'node:http';
import { createSecureServer, constants, type Http2ServerRequest, type Http2ServerResponse } from 'node:http2';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';

/** Headers of one hop only: HTTP/2 forbids them, and the server's answer is framed again here. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'proxy-connection', 'te']);

/** A self-signed certificate for 127.0.0.1, made with openssl in `dir`. */
function certificate(dir: string): { key: Buffer; cert: Buffer } {
  const [key, cert] = [join(dir, 'h2.key'), join(dir, 'h2.crt')];
  const made = spawnSync(
    'openssl',
    ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', key, '-out', cert, '-days', '1'].concat([
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
    ]),
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  if (made.status !== 0) throw new Error(`openssl could not make a certificate: ${made.stderr.toString()}`);
  return { key: readFileSync(key), cert: readFileSync(cert) };
}

/** Serves `target` (http://127.0.0.1:port) over HTTPS and HTTP/2 on a free port of 127.0.0.1. */
export async function startH2Proxy(target: string, dir: string): Promise<{ base: string; stop: () => Promise<void> }> {
  const upstream = new URL(target);
  const forward = (incoming: Http2ServerRequest, outgoing: Http2ServerResponse) => {
    const headers: Record<string, string | string[]> = {};
    for (const [name, value] of Object.entries(incoming.headers)) {
      if (name.startsWith(':') || HOP_BY_HOP.has(name) || value === undefined) continue;
      headers[name] = value;
    }
    headers.host = incoming.headers[constants.HTTP2_HEADER_AUTHORITY] ?? upstream.host;
    const onward = request(
      { host: upstream.hostname, port: upstream.port, method: incoming.method, path: incoming.url, headers },
      (answer) => {
        for (const [name, value] of Object.entries(answer.headers)) {
          if (!HOP_BY_HOP.has(name) && value !== undefined) outgoing.setHeader(name, value);
        }
        outgoing.writeHead(answer.statusCode ?? 502);
        answer.pipe(outgoing);
      },
    );
    onward.on('error', () => {
      if (!outgoing.headersSent) outgoing.writeHead(502);
      outgoing.end();
    });
    incoming.pipe(onward);
  };
  const server = createSecureServer({ ...certificate(dir), allowHTTP1: true }, forward);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    base: `https://127.0.0.1:${port}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
