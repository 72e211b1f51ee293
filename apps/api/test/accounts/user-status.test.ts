import { describe, expect, it } from 'vitest';
import { buildEmployer, buildProfessional, buildUser } from '../../src/demo/factories/users.js';
import { createTestApp } from '../helpers/test-app.js';
import { bearer } from '../helpers/accounts.js';

describe('GET /api/user-status/', async () => {
  const { app, ctx, authHeader } = await createTestApp();
  const status = (headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url: '/api/user-status/', headers });

  it('needs a valid access token (401)', async () => {
    const none = await status();
    expect(none.statusCode).toBe(401);
    expect(none.json().detail).toBe('Authentication credentials were not provided.');
    expect((await status(bearer('not-a-token'))).statusCode).toBe(401);
    expect((await status({ authorization: 'Basic abc' })).statusCode).toBe(401);
  });

  it('refuses the token of a user that no longer exists, and of an expired demo account (401)', async () => {
    const gone = await status(
      await authHeader({ id: '00000000-0000-4000-8000-000000000000', userType: 'professional' }),
    );
    expect(gone.statusCode).toBe(401);
    const demo = await buildUser(ctx.db, { isDemo: true, demoExpiresAt: new Date(Date.now() - 1000) });
    expect((await status(await authHeader(demo))).statusCode).toBe(401);
  });

  it("gives the caller's own user, with the profile merged over it", async () => {
    const { user } = await buildProfessional(ctx.db, {
      user: { firstName: 'Esther', isStaff: true },
      profile: { onboardingCompleted: true, skills: ['AutoCAD'] },
    });
    await buildProfessional(ctx.db); // someone else, never shown
    const res = await status(await authHeader(user));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      id: user.id,
      email: user.email,
      user_type: 'professional',
      first_name: 'Esther',
      is_staff: true,
      is_demo: false,
      onboarding_completed: true,
      country: 'CD',
      current_job_title: 'Site Engineer',
      skills: ['AutoCAD'],
      cv: null,
      date_joined: user.createdAt.toISOString(),
    });
    expect(body.profile).toMatchObject({ user_type: 'professional', first_name: 'Esther', onboarding_completed: true });
  });

  it("keeps the login e-mail at the top, the employer's work e-mail in the profile", async () => {
    const { user } = await buildEmployer(ctx.db, { profile: { workEmail: 'jobs@kivumining.example.cd' } });
    const body = (await status(await authHeader(user))).json();
    expect(body.email).toBe(user.email);
    expect(body.profile.email).toBe('jobs@kivumining.example.cd');
    expect(body).toMatchObject({
      user_type: 'employer',
      company_name: 'Kivu Mining SARL',
      onboarding_completed: false,
    });
  });

  it('gives a null profile and onboarding not completed to a user without a profile row', async () => {
    const user = await buildUser(ctx.db, { userType: 'other' });
    const body = (await status(await authHeader(user))).json();
    expect(body).toMatchObject({ user_type: 'other', profile: null, onboarding_completed: false, is_staff: false });
  });
});
