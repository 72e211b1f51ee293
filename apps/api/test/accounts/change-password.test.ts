import { describe, expect, it } from 'vitest';
import { buildProfessional, buildUser, FACTORY_PASSWORD } from '../../src/demo/factories/users.js';
import { createTestApp } from '../helpers/test-app.js';
import { bearer, login } from '../helpers/accounts.js';
import { fieldErrorsOf } from '../helpers/field-errors.js';

describe('POST /api/change-password/', async () => {
  const { app, ctx } = await createTestApp();
  const change = (access: string | undefined, payload: object) =>
    app.inject({ method: 'POST', url: '/api/change-password/', headers: access ? bearer(access) : {}, payload });
  const refresh = (token: string) =>
    app.inject({ method: 'POST', url: '/api/token/refresh/', payload: { refresh: token } });
  const valid = { current_password: FACTORY_PASSWORD, new_password: 'a-brand-new-password' };

  it('needs a valid access token (401), whatever the body', async () => {
    expect((await change(undefined, valid)).statusCode).toBe(401);
    expect((await change(undefined, {})).statusCode).toBe(401);
  });

  it('requires the current password and a new one of 8 characters or more (400)', async () => {
    const { user } = await buildProfessional(ctx.db);
    const { access } = await login(app, user.email, FACTORY_PASSWORD);
    const missing = await change(access, {});
    expect(missing.statusCode).toBe(400);
    expect(fieldErrorsOf(missing)).toEqual({
      current_password: ['Enter your current password.'],
      new_password: ['This field is required.'],
    });
    const short = await change(access, { current_password: FACTORY_PASSWORD, new_password: 'short' });
    expect(short.statusCode).toBe(400);
    expect(fieldErrorsOf(short)).toEqual({ new_password: ['New password must be at least 8 characters long.'] });
  });

  it('refuses a wrong current password with a field error, and keeps the old password', async () => {
    const { user } = await buildProfessional(ctx.db);
    const { access } = await login(app, user.email, FACTORY_PASSWORD);
    const res = await change(access, { ...valid, current_password: 'not-my-password' });
    expect(res.statusCode).toBe(400);
    expect(fieldErrorsOf(res)).toEqual({ current_password: ['The current password is incorrect.'] });
    await login(app, user.email, FACTORY_PASSWORD);
  });

  it('refuses a demo account (403)', async () => {
    const demo = await buildUser(ctx.db, { isDemo: true, demoExpiresAt: new Date(Date.now() + 3600_000) });
    const { access } = await login(app, demo.email, FACTORY_PASSWORD);
    const res = await change(access, valid);
    expect(res.statusCode).toBe(403);
    expect(res.json().detail).toBe('Demo accounts cannot change their password or e-mail.');
    await login(app, demo.email, FACTORY_PASSWORD);
  });

  it('changes the password, ends the other sessions and gives this one a fresh pair', async () => {
    const { user } = await buildProfessional(ctx.db);
    const other = await login(app, user.email, FACTORY_PASSWORD);
    const current = await login(app, user.email, FACTORY_PASSWORD);
    const res = await change(current.access, valid);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.detail).toBe('Password changed successfully!');
    expect((await refresh(other.refresh)).statusCode).toBe(401);
    expect((await refresh(current.refresh)).statusCode).toBe(401);
    expect((await refresh(body.refresh)).statusCode).toBe(200);
    expect(
      (await app.inject({ method: 'GET', url: '/api/user-status/', headers: bearer(body.access) })).statusCode,
    ).toBe(200);
    const old = await app.inject({
      method: 'POST',
      url: '/api/token/',
      payload: { email: user.email, password: FACTORY_PASSWORD },
    });
    expect(old.statusCode).toBe(401);
    await login(app, user.email, valid.new_password);
  });
});
