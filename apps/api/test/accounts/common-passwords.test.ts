import { describe, expect, it } from 'vitest';
import { MSG } from '@talent/shared';
import { buildProfessional, FACTORY_PASSWORD } from '../../src/demo/factories/users.js';
import { createOrPromoteStaff } from '../../src/accounts/staff-accounts.js';
import { bearer, login, professionalRegistration } from '../helpers/accounts.js';
import { createTestApp } from '../helpers/test-app.js';
import { fieldErrorsOf } from '../helpers/field-errors.js';

/** Passwords found in every list of leaked ones, keyboard rows, and one built from the person's own name. */
const GUESSABLE = ['password', '12345678', 'azertyuiop', 'iloveyou123', 'motdepasse', 'P@ssw0rd!'];

describe('common and breached passwords', async () => {
  const { app, ctx } = await createTestApp();
  const register = (overrides: Record<string, unknown>, profile: Record<string, unknown> = {}) =>
    app.inject({ method: 'POST', url: '/api/register/', payload: professionalRegistration(overrides, profile) });

  it('refuses them at registration with a field message, and creates no account', async () => {
    for (const password of GUESSABLE) {
      const email = `common-${password.length}-${Math.random().toString(36).slice(2, 8)}@example.cd`;
      const res = await register({ email, password });
      expect(res.statusCode, password).toBe(400);
      expect(fieldErrorsOf(res)).toEqual({ password: [MSG.passwordTooCommon] });
      expect((await app.inject({ method: 'POST', url: '/api/token/', payload: { email, password } })).statusCode).toBe(
        401,
      );
    }
  });

  it("refuses a password made of the person's own name or e-mail", async () => {
    const res = await register(
      { email: 'kabongo.mwamba@example.cd', password: 'kabongomwamba' },
      { first_name: 'Kabongo', last_name: 'Mwamba' },
    );
    expect(res.statusCode).toBe(400);
    expect(fieldErrorsOf(res)).toEqual({ password: [MSG.passwordTooCommon] });
  });

  it('accepts a password that is hard to guess', async () => {
    const res = await register({ password: 'Mbuji-Mayi river 1987 lantern' });
    expect(res.statusCode).toBe(201);
  });

  it('refuses them for a staff account', async () => {
    await expect(
      createOrPromoteStaff(ctx.db, { email: 'ops@congotalent.cd', password: 'password123' }),
    ).rejects.toThrow(`Password: ${MSG.passwordTooCommon}`);
  });

  it('refuses them as a new password, keeping the old one', async () => {
    const { user } = await buildProfessional(ctx.db);
    const { access } = await login(app, user.email, FACTORY_PASSWORD);
    const res = await app.inject({
      method: 'POST',
      url: '/api/change-password/',
      headers: bearer(access),
      payload: { current_password: FACTORY_PASSWORD, new_password: '12345678' },
    });
    expect(res.statusCode).toBe(400);
    expect(fieldErrorsOf(res)).toEqual({ new_password: [MSG.passwordTooCommon] });
    await login(app, user.email, FACTORY_PASSWORD);
  });
});
