import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { refreshTokens, users } from '../../src/db/schema.js';
import { buildProfessional, buildUser, FACTORY_PASSWORD } from '../../src/demo/factories/users.js';
import { createTestApp } from '../helpers/test-app.js';
import { bearer, login } from '../helpers/accounts.js';
import { fieldErrorsOf } from '../helpers/field-errors.js';

describe('POST /api/token/refresh/', async () => {
  const { app, ctx } = await createTestApp();
  const refresh = (token: unknown) =>
    app.inject({ method: 'POST', url: '/api/token/refresh/', payload: token === undefined ? {} : { refresh: token } });
  const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());
  const newSession = async () => {
    const { user } = await buildProfessional(ctx.db);
    return { ...(await login(app, user.email, FACTORY_PASSWORD)), user };
  };

  it('needs a refresh token (400)', async () => {
    const res = await refresh(undefined);
    expect(res.statusCode).toBe(400);
    expect(fieldErrorsOf(res)).toEqual({ refresh: ['This field is required.'] });
  });

  it('refuses a malformed or forged refresh token (401)', async () => {
    expect((await refresh('not.a.token')).statusCode).toBe(401);
    const { refresh: token } = await newSession();
    const [h, p, s] = token.split('.');
    const forged = `${h}.${p}.${s!.slice(0, -2)}${s!.endsWith('AA') ? 'BB' : 'AA'}`;
    const res = await refresh(forged);
    expect(res.statusCode).toBe(401);
    expect(res.json().detail).toBe('Your session has ended. Please log in again.');
  });

  it('refuses an access token in place of a refresh token (401)', async () => {
    const { access } = await newSession();
    expect((await refresh(access)).statusCode).toBe(401);
  });

  it('refuses a refresh token as a Bearer access token (401)', async () => {
    const { refresh: token } = await newSession();
    const res = await app.inject({ method: 'GET', url: '/api/user-status/', headers: bearer(token) });
    expect(res.statusCode).toBe(401);
  });

  it('rotates: a new access and a new refresh token of the same session, the old one used up', async () => {
    const { user, refresh: first } = await newSession();
    const res = await refresh(first);
    expect(res.statusCode).toBe(200);
    const pair = res.json();
    expect(Object.keys(pair).sort()).toEqual(['access', 'refresh']);
    expect(pair.refresh).not.toBe(first);
    expect(claimsOf(pair.access)).toMatchObject({ sub: user.id, typ: 'access', user_type: 'professional' });
    expect(claimsOf(pair.refresh).fam).toBe(claimsOf(first).fam);
    const status = await app.inject({ method: 'GET', url: '/api/user-status/', headers: bearer(pair.access) });
    expect(status.statusCode).toBe(200);
    // And the new refresh token rotates in turn.
    expect((await refresh(pair.refresh)).statusCode).toBe(200);
  });

  it('treats the reuse of a rotated token as theft: 401, and the newest token of the family is revoked too', async () => {
    const { refresh: first } = await newSession();
    const second = (await refresh(first)).json().refresh as string;
    const reused = await refresh(first);
    expect(reused.statusCode).toBe(401);
    expect(reused.json().detail).toBe('Your session has ended. Please log in again.');
    expect((await refresh(second)).statusCode).toBe(401);
    const family = await ctx.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.familyId, claimsOf(first).fam));
    expect(family).toHaveLength(2);
    expect(family.every((row) => row.revokedAt !== null)).toBe(true);
  });

  it('leaves the other sessions of the same user alone when one family is revoked', async () => {
    const { user } = await newSession();
    const a = await login(app, user.email, FACTORY_PASSWORD);
    const b = await login(app, user.email, FACTORY_PASSWORD);
    await refresh(a.refresh);
    await refresh(a.refresh);
    expect((await refresh(b.refresh)).statusCode).toBe(200);
  });

  it('refuses the refresh token of an expired demo account', async () => {
    const demo = await buildUser(ctx.db, { isDemo: true, demoExpiresAt: new Date(Date.now() + 60_000) });
    const { refresh: token } = await login(app, demo.email, FACTORY_PASSWORD);
    await ctx.db
      .update(users)
      .set({ demoExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(users.id, demo.id));
    expect((await refresh(token)).statusCode).toBe(401);
  });

  it('refuses the refresh token of a deleted user', async () => {
    const { user, refresh: token } = await newSession();
    await ctx.db.delete(users).where(eq(users.id, user.id));
    expect((await refresh(token)).statusCode).toBe(401);
  });
});
