import { describe, expect, it } from 'vitest';
import { createTestApp } from '../helpers/test-app.js';

const TOKEN = 'a-metrics-token-for-the-tests';

describe('Prometheus metrics', async () => {
  const { app, ctx } = await createTestApp({ METRICS_TOKEN: TOKEN });
  const scrape = (authorization?: string) =>
    app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });

  it('are refused without the token, or with another one', async () => {
    for (const header of [undefined, 'Bearer wrong-token', `Basic ${TOKEN}`, TOKEN]) {
      const res = await scrape(header);
      expect(res.statusCode, String(header)).toBe(401);
      expect(res.json()).toHaveProperty('code', 'not_authenticated');
    }
  });

  it('count requests by route pattern and status, with their latency, the database and the process', async () => {
    await app.inject({ method: 'GET', url: '/healthz' });
    await app.inject({ method: 'GET', url: '/api/nothing-here/' });
    await app.inject({ method: 'GET', url: '/hiring/jobs/?show_all=true' }); // 401: no token
    const res = await scrape(`Bearer ${TOKEN}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    const text = res.body;
    expect(text).toMatch(/http_requests_total\{method="GET",route="\/healthz",status="200"\} 1/);
    expect(text).toMatch(/http_requests_total\{method="GET",route="unmatched",status="404"\} 1/);
    expect(text).toMatch(/http_requests_total\{method="GET",route="\/hiring\/jobs\/",status="401"\} 1/);
    expect(text).toContain('http_request_duration_seconds_bucket{le="0.005",method="GET",route="/healthz"}');
    expect(text).toMatch(/http_requests_in_flight 1\b/); // the scrape itself
    expect(text).toMatch(/db_up 1\b/);
    expect(text).toContain('process_resident_memory_bytes');
    if (ctx.database.kind === 'postgres') expect(text).toMatch(/db_pool_connections\{state="total"\} [1-9]/);
    else expect(text).not.toContain('db_pool_connections{');
  });
});

describe('without METRICS_TOKEN', async () => {
  const { app } = await createTestApp();

  it('the path does not exist', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: 'Bearer anything-at-all' },
    });
    expect(res.statusCode).toBe(404);
  });
});
