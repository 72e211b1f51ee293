import { afterAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { buildApp } from '../../src/app.js';
import { outbox } from '../../src/db/schema.js';
import { buildProfessional, FACTORY_PASSWORD } from '../../src/demo/factories/users.js';
import { createTestApp } from '../helpers/test-app.js';
import { bearer, login } from '../helpers/accounts.js';

describe('access tokens end with their session, at once and on every instance', async () => {
  const { app, ctx } = await createTestApp();
  // A second instance on the same database, with its own process state: what one ends, the other refuses.
  const other = await buildApp(ctx);
  await other.ready();
  afterAll(() => other.close());

  const status = (instance: typeof app, access: string) =>
    instance.inject({ method: 'GET', url: '/api/user-status/', headers: bearer(access) });
  const session = async (password = FACTORY_PASSWORD) => {
    const { user } = await buildProfessional(ctx.db, password === FACTORY_PASSWORD ? {} : { user: { password } });
    const { access, refresh } = await login(app, user.email, password);
    return { user, access, refresh };
  };

  it('refuses an access token right after its logout, on this instance and the other', async () => {
    const { access, refresh } = await session();
    expect((await status(other, access)).statusCode).toBe(200);
    expect(
      (await app.inject({ method: 'POST', url: '/api/logout/', headers: bearer(access), payload: { refresh } }))
        .statusCode,
    ).toBe(204);
    for (const instance of [app, other]) {
      const res = await status(instance, access);
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('session_ended');
    }
  });

  it("keeps the user's other devices signed in after one logs out: they renew their access with their refresh token", async () => {
    const { user, ...phone } = await session();
    const laptop = await login(app, user.email, FACTORY_PASSWORD);
    await app.inject({
      method: 'POST',
      url: '/api/logout/',
      headers: bearer(phone.access),
      payload: { refresh: phone.refresh },
    });
    expect((await status(app, laptop.access)).statusCode).toBe(401);
    const renewed = await app.inject({
      method: 'POST',
      url: '/api/token/refresh/',
      payload: { refresh: laptop.refresh },
    });
    expect(renewed.statusCode).toBe(200);
    expect((await status(other, renewed.json().access)).statusCode).toBe(200);
  });

  it('refuses every earlier access token right after a password change, and accepts the new one', async () => {
    const { user, ...first } = await session();
    const second = await login(app, user.email, FACTORY_PASSWORD);
    const res = await app.inject({
      method: 'POST',
      url: '/api/change-password/',
      headers: bearer(first.access),
      payload: { current_password: FACTORY_PASSWORD, new_password: 'a-brand-new-passphrase' },
    });
    expect(res.statusCode).toBe(200);
    expect((await status(other, first.access)).statusCode).toBe(401);
    expect((await status(other, second.access)).statusCode).toBe(401);
    expect((await status(other, res.json().access)).statusCode).toBe(200);
    const notices = await ctx.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.userId, user.id), eq(outbox.kind, 'password_changed')));
    expect(notices).toHaveLength(1);
  });

  it('refuses every earlier access token right after a password reset', async () => {
    const { user, access } = await session();
    await app.inject({ method: 'POST', url: '/api/password-reset/', payload: { email: user.email } });
    let message;
    for (let i = 0; i < 100 && !message; i++) {
      [message] = await ctx.db
        .select()
        .from(outbox)
        .where(and(eq(outbox.userId, user.id), eq(outbox.kind, 'password_reset')));
      if (!message) await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const token = /#token=([\w-]+)/.exec(message!.textBody)![1];
    const reset = await app.inject({
      method: 'POST',
      url: '/api/password-reset/confirm/',
      payload: { token, password: 'a-brand-new-passphrase' },
    });
    expect(reset.statusCode).toBe(200);
    expect((await status(other, access)).statusCode).toBe(401);
    expect((await status(other, reset.json().access)).statusCode).toBe(200);
  });

  it('signs out of all devices: every access and refresh token of the user stops working', async () => {
    const { user, ...phone } = await session();
    const laptop = await login(app, user.email, FACTORY_PASSWORD);
    expect(
      (await app.inject({ method: 'POST', url: '/api/logout/all/', headers: bearer(phone.access) })).statusCode,
    ).toBe(204);
    for (const device of [phone, laptop]) {
      expect((await status(other, device.access)).statusCode).toBe(401);
      expect(
        (await app.inject({ method: 'POST', url: '/api/token/refresh/', payload: { refresh: device.refresh } }))
          .statusCode,
      ).toBe(401);
    }
    expect((await app.inject({ method: 'POST', url: '/api/logout/all/' })).statusCode).toBe(401);
  });
});

describe('token refresh is rate limited like the log-in', async () => {
  const { app, ctx } = await createTestApp({ RATE_LIMIT_PER_IP: 3, RATE_LIMIT_PER_ACCOUNT: 3 });
  const refresh = (token: string, ip: string) =>
    app.inject({ method: 'POST', url: '/api/token/refresh/', payload: { refresh: token }, remoteAddress: ip });

  it('refuses the refreshes from one address past its limit (429 with Retry-After)', async () => {
    for (let i = 0; i < 3; i++) expect((await refresh('not-a-token', '10.1.0.1')).statusCode).toBe(401);
    const res = await refresh('not-a-token', '10.1.0.1');
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
  });

  it("refuses one account's refreshes past its limit, whatever the address", async () => {
    const { user } = await buildProfessional(ctx.db);
    let { refresh: token } = await login(app, user.email, FACTORY_PASSWORD);
    for (let i = 0; i < 3; i++) {
      const res = await refresh(token, `10.2.0.${i}`);
      expect(res.statusCode).toBe(200);
      token = res.json().refresh;
    }
    expect((await refresh(token, '10.2.0.9')).statusCode).toBe(429);
  });
});
