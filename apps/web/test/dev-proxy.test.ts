// @vitest-environment node
import { createServer as createHttpServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createServer, loadConfigFromFile, type ProxyOptions, type ViteDevServer } from 'vite';

const webRoot = fileURLToPath(new URL('..', import.meta.url));
const reachedApi: string[] = [];
let api: Server;
let vite: ViteDevServer;
let origin: string;

const listen = (server: Server) =>
  new Promise<string>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)),
  );

beforeAll(async () => {
  // A stand-in for the API that notes every path the dev server hands it.
  api = createHttpServer((req, res) => {
    reachedApi.push(req.url ?? '');
    res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"from":"api"}');
  });
  const apiOrigin = await listen(api);
  // The dev server's own proxy rules, with the stand-in as their target.
  const loaded = await loadConfigFromFile(
    { command: 'serve', mode: 'development' },
    `${webRoot}vite.config.ts`,
    webRoot,
    'silent',
  );
  const rules = loaded?.config.server?.proxy ?? {};
  const proxy = Object.fromEntries(
    Object.keys(rules).map((path): [string, ProxyOptions] => [path, { target: apiOrigin }]),
  );
  vite = await createServer({
    configFile: false,
    root: webRoot,
    logLevel: 'silent',
    server: { host: '127.0.0.1', port: 0, strictPort: false, proxy, ws: false },
  });
  await vite.listen();
  origin = `http://127.0.0.1:${(vite.httpServer!.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await vite?.close();
  await new Promise((resolve) => api?.close(resolve));
});

it('sends the API paths to the API', async () => {
  for (const path of ['/api/jobs', '/hiring/requests', '/files/abc']) {
    const res = await fetch(`${origin}${path}`);
    expect(await res.json()).toEqual({ from: 'api' });
  }
  expect(reachedApi).toEqual(['/api/jobs', '/hiring/requests', '/files/abc']);
});

it('keeps the web app’s own pages whose path starts like an API path, such as /hiring-center', async () => {
  reachedApi.length = 0;
  const res = await fetch(`${origin}/hiring-center`, { headers: { Accept: 'text/html' } });
  expect(res.status).toBe(200);
  expect(await res.text()).toContain('<div id="root">');
  expect(reachedApi).toEqual([]);
});
