import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client.js';
import { buildProfessional } from '../../src/demo/factories/users.js';
import { createServerDatabase, createTestApp, onTestServer } from '../helpers/test-app.js';
import { startTcpProxy } from '../helpers/tcp-proxy.js';

const UNAVAILABLE = {
  detail: 'The service is briefly unavailable. Please try again in a moment.',
  code: 'database_unavailable',
  detail_code: { code: 'serviceUnavailable' },
};

describe('the API and a database that goes away', async () => {
  const server = await createServerDatabase();
  const target = new URL(server.url);
  const proxy = await startTcpProxy(target.hostname, Number(target.port || 5432));
  const viaProxy = new URL(server.url);
  viaProxy.hostname = '127.0.0.1';
  viaProxy.port = String(proxy.port);
  const connectionErrors: Error[] = [];
  const database = await openDatabase({
    databaseUrl: viaProxy.toString(),
    poolSize: 6,
    onConnectionError: (err) => connectionErrors.push(err),
  });
  const { app, authHeader, ctx } = await createTestApp({}, { database });
  afterAll(async () => {
    await proxy.close();
    await server.drop();
  });
  const { user } = await buildProfessional(ctx.db);
  const headers = await authHeader(user);
  const reads = ['/api/profile/', '/hiring/jobs/?show_all=true', '/hiring/applications/'];

  it('keeps serving, with no 500 and no crash, while PostgreSQL terminates its connections', async () => {
    const statuses: number[] = [];
    let terminated = 0;
    const terminateAll = async () => {
      const result = await onTestServer<{ n: string }>(
        'select count(pg_terminate_backend(pid)) as n from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
        [server.name],
      );
      terminated += Number(result.rows[0]!.n);
    };
    for (let round = 0; round < 6; round++) {
      const load = Array.from({ length: 18 }, (_, i) =>
        app.inject({ method: 'GET', url: reads[i % reads.length]!, headers }).then((res) => {
          statuses.push(res.statusCode);
          if (res.statusCode === 503) {
            expect(res.json()).toEqual(UNAVAILABLE);
            expect(res.headers['retry-after']).toBe('5');
          }
        }),
      );
      // Killed in the middle of queries, then again while they wait idle in the pool (what once crashed the API).
      await Promise.all([...load, terminateAll()]);
      await terminateAll();
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(terminated).toBeGreaterThan(0); // the connections really were killed
    expect(connectionErrors.length).toBeGreaterThan(0); // and the idle ones' errors were handled
    expect(statuses.filter((s) => s !== 200 && s !== 503)).toEqual([]);
    for (const url of reads) expect((await app.inject({ method: 'GET', url, headers })).statusCode, url).toBe(200);
  });

  it('answers 503 with Retry-After while the database is unreachable, and serves again by itself when it is back', async () => {
    await proxy.cut();
    for (const url of reads) {
      const res = await app.inject({ method: 'GET', url, headers });
      expect(res.statusCode, url).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.json()).toEqual(UNAVAILABLE);
    }
    const notReady = await app.inject({ method: 'GET', url: '/readyz' });
    expect(notReady.statusCode).toBe(503);
    expect(notReady.headers['retry-after']).toBe('5');
    expect(notReady.json()).toMatchObject({ status: 'unavailable', code: 'database_unavailable' });

    await proxy.restore();
    expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
    for (const url of reads) expect((await app.inject({ method: 'GET', url, headers })).statusCode, url).toBe(200);
  });
});
