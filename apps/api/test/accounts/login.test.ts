import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema.js';
import { buildProfessional, buildUser, FACTORY_PASSWORD } from '../../src/demo/factories/users.js';
import { createTestApp } from '../helpers/test-app.js';
import { fieldErrorsOf } from '../helpers/field-errors.js';

describe('POST /api/token/', async () => {
  const { app, ctx } = await createTestApp();
  const post = (payload: unknown) => app.inject({ method: 'POST', url: '/api/token/', payload: payload as object });

  it('refuses a missing or malformed e-mail and a missing password with field errors', async () => {
    const res = await post({ email: 'not-an-email' });
    expect(res.statusCode).toBe(400);
    expect(fieldErrorsOf(res)).toEqual({
      email: ['Enter a valid e-mail address.'],
      password: ['This field is required.'],
    });
  });

  it('answers a wrong password and an unknown e-mail alike, with the catalogue message', async () => {
    const { user } = await buildProfessional(ctx.db);
    const wrongPassword = await post({ email: user.email, password: 'not-the-password' });
    const unknown = await post({ email: 'nobody@example.cd', password: 'not-the-password' });
    for (const res of [wrongPassword, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json().detail).toBe('Invalid email or password.');
    }
    expect(wrongPassword.json()).toEqual(unknown.json());
  });

  it('refuses an account without a password (social login only)', async () => {
    const user = await buildUser(ctx.db, { passwordHash: null });
    const res = await post({ email: user.email, password: FACTORY_PASSWORD });
    expect(res.statusCode).toBe(401);
  });

  it('refuses an expired demo account', async () => {
    const user = await buildUser(ctx.db, { isDemo: true, demoExpiresAt: new Date(Date.now() - 1000) });
    const res = await post({ email: user.email, password: FACTORY_PASSWORD });
    expect(res.statusCode).toBe(401);
  });

  it('logs in whatever the case of the e-mail, with both tokens and the user, and records the login', async () => {
    const { user } = await buildProfessional(ctx.db, { user: { email: 'Mixed.Case@Example.cd' } });
    const res = await post({ email: 'mixed.case@EXAMPLE.cd', password: FACTORY_PASSWORD });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.access).toEqual(expect.any(String));
    expect(body.refresh).toEqual(expect.any(String));
    expect(body.user).toMatchObject({
      id: user.id,
      email: 'Mixed.Case@Example.cd',
      user_type: 'professional',
      is_staff: false,
      onboarding_completed: false,
      country: 'CD',
      profile: { user_type: 'professional', current_job_title: 'Site Engineer' },
    });
    expect(body.user).not.toHaveProperty('password_hash');
    const [row] = await ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.lastLoginAt).toBeInstanceOf(Date);
  });

  it('gives tokens that the API accepts', async () => {
    const { user } = await buildProfessional(ctx.db);
    const { access } = (await post({ email: user.email, password: FACTORY_PASSWORD })).json();
    const res = await app.inject({
      method: 'GET',
      url: '/api/user-status/',
      headers: { authorization: `Bearer ${access}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().id).toBe(user.id);
  });
});
