import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { buildProfessional, FACTORY_PASSWORD } from '../../src/demo/factories/users.js';
import { createTestApp } from '../helpers/test-app.js';
import { bearer, login, professionalRegistration } from '../helpers/accounts.js';

const TOO_MANY = 'Too many attempts. Please wait a minute and try again.';

describe('rate limits (in memory)', async () => {
  const { app, ctx } = await createTestApp({ RATE_LIMIT_PER_IP: 3, RATE_LIMIT_PER_ACCOUNT: 2 });
  let ip = 0;
  const nextIp = () => `10.0.0.${++ip}`;
  const attempt = (url: string, payload: object, remoteAddress: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url, payload, remoteAddress, headers });

  it('answers 429 past the limit per address, whatever the account', async () => {
    const from = nextIp();
    for (let i = 0; i < 3; i++) {
      const res = await attempt('/api/token/', { email: `nobody-${i}@example.cd`, password: 'x' }, from);
      expect(res.statusCode).toBe(401);
    }
    const res = await attempt('/api/token/', { email: 'someone-else@example.cd', password: 'x' }, from);
    expect(res.statusCode).toBe(429);
    expect(res.json().detail).toBe(TOO_MANY);
    expect(res.headers['retry-after']).toBeDefined();
    // Another address is not affected.
    expect((await attempt('/api/token/', { email: 'nobody-0@example.cd', password: 'x' }, nextIp())).statusCode).toBe(
      401,
    );
  });

  it('limits registration per address', async () => {
    const from = nextIp();
    for (let i = 0; i < 3; i++) await attempt('/api/register/', professionalRegistration(), from);
    expect((await attempt('/api/register/', professionalRegistration(), from)).statusCode).toBe(429);
  });

  it('limits registration per e-mail', async () => {
    const payload = professionalRegistration();
    expect((await attempt('/api/register/', payload, nextIp())).statusCode).toBe(201);
    expect((await attempt('/api/register/', payload, nextIp())).statusCode).toBe(400);
    expect((await attempt('/api/register/', payload, nextIp())).statusCode).toBe(429);
  });

  it('limits demo logins per address', async () => {
    const from = nextIp();
    for (let i = 0; i < 3; i++) {
      expect((await attempt('/api/demo-login/', { user_type: 'admin' }, from)).statusCode).toBe(400);
    }
    expect((await attempt('/api/demo-login/', { user_type: 'professional' }, from)).statusCode).toBe(429);
  });

  it('limits password changes per account', async () => {
    const { user } = await buildProfessional(ctx.db);
    const { access } = await login(app, user.email, FACTORY_PASSWORD);
    const guess = { current_password: 'guess-one', new_password: 'a-new-password' };
    for (let i = 0; i < 2; i++) {
      expect((await attempt('/api/change-password/', guess, nextIp(), bearer(access))).statusCode).toBe(400);
    }
    expect((await attempt('/api/change-password/', guess, nextIp(), bearer(access))).statusCode).toBe(429);
  });
});

describe('rate limits shared through Redis (REDIS_URL)', async () => {
  const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
  const prefix = `test-rl-${randomUUID()}`;
  const settings = { REDIS_URL, RATE_LIMIT_PREFIX: prefix, RATE_LIMIT_PER_IP: 2, RATE_LIMIT_PER_ACCOUNT: 100 };
  const first = await createTestApp(settings);
  const second = await createTestApp(settings);
  const redis = new Redis(REDIS_URL);
  afterAll(async () => {
    const keys = await redis.keys(`${prefix}:*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  it('counts the attempts made on one instance on the other too', async () => {
    const payload = { email: 'nobody@example.cd', password: 'wrong-password' };
    const post = (app: typeof first.app) =>
      app.inject({ method: 'POST', url: '/api/token/', payload, remoteAddress: '192.0.2.7' });
    expect((await post(first.app)).statusCode).toBe(401);
    expect((await post(second.app)).statusCode).toBe(401);
    expect((await post(first.app)).statusCode).toBe(429);
    expect((await post(second.app)).statusCode).toBe(429);
    expect((await redis.keys(`${prefix}:*`)).length).toBeGreaterThan(0);
  });
});
