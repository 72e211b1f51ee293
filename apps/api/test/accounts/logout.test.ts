import { describe, expect, it } from 'vitest';
import { buildProfessional, FACTORY_PASSWORD } from '../../src/demo/factories/users.js';
import { createTestApp } from '../helpers/test-app.js';
import { bearer, login } from '../helpers/accounts.js';

describe('POST /api/logout/', async () => {
  const { app, ctx } = await createTestApp();
  const logout = (options: { access?: string; refresh?: unknown } = {}) =>
    app.inject({
      method: 'POST',
      url: '/api/logout/',
      headers: options.access ? bearer(options.access) : {},
      ...(options.refresh === undefined ? {} : { payload: { refresh: options.refresh } }),
    });
  const refresh = (token: string) =>
    app.inject({ method: 'POST', url: '/api/token/refresh/', payload: { refresh: token } });
  const session = async () => {
    const { user } = await buildProfessional(ctx.db);
    return login(app, user.email, FACTORY_PASSWORD);
  };

  it('needs a valid access token or refresh token (401)', async () => {
    expect((await logout()).statusCode).toBe(401);
    expect((await logout({ access: 'garbage', refresh: 'garbage' })).statusCode).toBe(401);
  });

  it('refuses a non-string refresh token (400)', async () => {
    const { access } = await session();
    const res = await logout({ access, refresh: 42 });
    expect(res.statusCode).toBe(400);
  });

  it("refuses to end another user's session (403), which then goes on", async () => {
    const mine = await session();
    const theirs = await session();
    const res = await logout({ access: mine.access, refresh: theirs.refresh });
    expect(res.statusCode).toBe(403);
    expect((await refresh(theirs.refresh)).statusCode).toBe(200);
  });

  it('revokes the refresh token it is given (204), with the access token', async () => {
    const { access, refresh: token } = await session();
    const res = await logout({ access, refresh: token });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect((await refresh(token)).statusCode).toBe(401);
  });

  it('revokes the refresh token it is given, without an access token', async () => {
    const { refresh: token } = await session();
    expect((await logout({ refresh: token })).statusCode).toBe(204);
    expect((await refresh(token)).statusCode).toBe(401);
  });

  it('accepts a logout with the access token alone', async () => {
    const { access } = await session();
    expect((await logout({ access })).statusCode).toBe(204);
  });

  it('ends the whole session, including a token rotated after the one sent', async () => {
    const { refresh: first } = await session();
    const second = (await refresh(first)).json().refresh as string;
    expect((await logout({ refresh: first })).statusCode).toBe(204);
    expect((await refresh(second)).statusCode).toBe(401);
  });
});
