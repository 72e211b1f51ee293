import { request } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client.js';
import { buildProfessional, FACTORY_PASSWORD } from '../../src/demo/factories/users.js';
import { freePort, startServer, waitForServer } from '../helpers/server-process.js';
import { createServerDatabase } from '../helpers/test-app.js';

const METRICS_TOKEN = 'a-metrics-token-0123456789';

/** A request on a connection of its own: the supervisor hands each new connection to the next of its processes. */
function send(port: number, path: string, body?: unknown): Promise<number> {
  return new Promise((resolve, reject) => {
    const method = body === undefined ? 'GET' : 'POST';
    const req = request(
      { host: '127.0.0.1', port, path, method, agent: false, headers: { 'content-type': 'application/json' } },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode!));
      },
    );
    req.on('error', reject);
    req.end(body === undefined ? undefined : JSON.stringify(body));
  });
}
const post = (port: number, path: string, body: unknown) => send(port, path, body);
const get = (port: number, path: string) => send(port, path);

const listeningPids = (output: string) =>
  output
    .split('\n')
    .filter((line) => line.includes('Server listening'))
    .map((line) => (JSON.parse(line) as { pid: number }).pid);

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function until(condition: () => boolean, what: string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('npm start with WEB_CONCURRENCY=2 on PostgreSQL', async () => {
  const database = await createServerDatabase();
  const { db, close } = await openDatabase({ databaseUrl: database.url, poolSize: 1 });
  const dataDir = mkdtempSync(join(tmpdir(), 'talent-processes-'));
  afterAll(async () => {
    await close();
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it(
    'runs two API processes on one port, sharing sign-in waits without Redis; replaces one that dies; drains both ' +
      'on SIGTERM',
    { timeout: 300_000 },
    async () => {
      const server = startServer(dataDir, await freePort(), {
        env: {
          DATABASE_URL: database.url,
          JWT_SECRET: 'a-secret-shared-by-the-processes-0123456789',
          WEB_CONCURRENCY: '2',
          LOG_LEVEL: 'info',
          LOGIN_FREE_FAILURES: '2',
          METRICS_TOKEN: METRICS_TOKEN,
        },
      });
      await waitForServer(server, '/readyz', 120_000);
      // Each process starts on its own (migrations, then the stored skills read under a lock, one after the other): on
      // a CI machine busy with other suites the second has been seen to need more than a minute.
      await until(() => server.output().includes('"processes":2'), 'both processes listening', 120_000);
      const first = listeningPids(server.output());
      expect(new Set(first).size).toBe(2);
      expect(first).not.toContain(server.child.pid);

      // Each attempt on a new connection, so that they are spread over both processes: two failures are free, the
      // third sets a wait that the fourth meets, wherever each lands.
      const { user } = await buildProfessional(db);
      for (let i = 0; i < 3; i += 1) {
        expect(await post(server.port, '/api/token/', { email: user.email, password: 'wrong-password' })).toBe(401);
      }
      expect(await post(server.port, '/api/token/', { email: user.email, password: FACTORY_PASSWORD })).toBe(429);

      // Ten answers spread over both processes: whichever answers the scrape counts all ten.
      for (let i = 0; i < 10; i += 1) expect(await get(server.port, '/healthz')).toBe(200);
      const metrics = await fetch(`http://127.0.0.1:${server.port}/metrics`, {
        headers: { authorization: `Bearer ${METRICS_TOKEN}` },
      });
      const text = await metrics.text();
      expect(metrics.status, text).toBe(200);
      expect(text).toMatch(/^http_requests_total\{method="GET",route="\/healthz",status="200"\} 1\d$/m);
      expect(text).toMatch(/^db_up 1$/m);

      process.kill(first[0]!, 'SIGKILL');
      await until(() => listeningPids(server.output()).length === 3, 'a process started in place of the killed one');
      expect(server.output()).toContain('an API process stopped unexpectedly; starting another');
      const now = listeningPids(server.output()).slice(1);
      expect((await fetch(`http://127.0.0.1:${server.port}/healthz`)).status).toBe(200);

      server.child.kill('SIGTERM');
      expect((await server.exited).code).toBe(0);
      expect(now.filter(alive)).toEqual([]);
      expect(server.output()).toContain('every API process stopped');
    },
  );

  it('stops with the reason when its processes cannot start, instead of starting them again and again', async () => {
    const server = startServer(dataDir, await freePort(), {
      env: {
        DATABASE_URL: 'postgres://postgres@127.0.0.1:1/nothing',
        JWT_SECRET: 'a-secret-shared-by-the-processes-0123456789',
        WEB_CONCURRENCY: '2',
        LOG_LEVEL: 'info',
      },
    });
    expect((await server.exited).code).toBe(1);
    expect(server.output()).toContain('an API process could not start; stopping');
    expect(server.output()).toContain('ECONNREFUSED');
  });
});
