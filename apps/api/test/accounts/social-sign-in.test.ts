import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MSG } from '@talent/shared';
import { auditLog, socialIdentities, users } from '../../src/db/schema.js';
import { buildEmployer, buildProfessional, buildUser, FACTORY_PASSWORD } from '../../src/demo/factories/users.js';
import { createTestApp } from '../helpers/test-app.js';
import { bearer, login } from '../helpers/accounts.js';
import { socialConfig, socialSignIn, startProviders } from '../helpers/social-flow.js';
import { detailOf, fieldErrorsOf } from '../helpers/field-errors.js';

const address = (name: string) => `${name}.${randomUUID().slice(0, 6)}@example.cd`;

describe('social sign-in: accounts', async () => {
  const providers = await startProviders();
  const FREE_FAILURES = 3;
  const { app, ctx } = await createTestApp({ ...socialConfig(providers), LOGIN_FREE_FAILURES: FREE_FAILURES });
  let ip = 0;
  // Each from its own address unless told, so that the tests do not hold one another back.
  const link = (provider: string, payload: object, remoteAddress = `203.0.113.${++ip}`) =>
    app.inject({ method: 'POST', url: `/api/social/${provider}/link/`, payload, remoteAddress });
  const accountsWith = (email: string) =>
    ctx.db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  const identitiesOf = (userId: string) =>
    ctx.db.select().from(socialIdentities).where(eq(socialIdentities.userId, userId));

  describe('a new person', () => {
    it('signs up with Google with the role chosen on the Register tab, then goes to onboarding', async () => {
      const email = address('amani.kasongo');
      const { res } = await socialSignIn(app, 'google', email, { user_type: 'professional' });

      expect(res.statusCode).toBe(201);
      const body = res.json();
      expect(body).toMatchObject({ created: true, access: expect.any(String), refresh: expect.any(String) });
      expect(body.user).toMatchObject({
        email,
        user_type: 'professional',
        first_name: 'Amani',
        last_name: 'Kasongo',
        onboarding_completed: false,
      });
      // What registration would have asked for is left to onboarding.
      expect(body.user.profile).toMatchObject({ country: null, phone_number: null });
      const status = await app.inject({ method: 'GET', url: '/api/user-status/', headers: bearer(body.access) });
      expect(status.json()).toMatchObject({ email, user_type: 'professional' });
      const [account] = await accountsWith(email);
      expect(account!.passwordHash).toBeNull();
      expect(await identitiesOf(account!.id)).toMatchObject([{ provider: 'google', subject: email, email }]);
    });

    it('signs in to the same account the next time (200, not created again)', async () => {
      const email = address('joseph.tshala');
      const first = await socialSignIn(app, 'google', email, { user_type: 'employer' });
      const again = await socialSignIn(app, 'google', email);
      expect(again.res.statusCode).toBe(200);
      expect(again.res.json()).toMatchObject({
        created: false,
        user: { id: first.res.json().user.id, user_type: 'employer' },
      });
      expect(await accountsWith(email)).toHaveLength(1);
    });

    it("keeps each session it begins in the account's sign-in history: made with Google, then LinkedIn", async () => {
      const email = address('ruth.mwamba');
      const made = await socialSignIn(app, 'google', email, { user_type: 'professional' });
      expect(made.res.statusCode).toBe(201);
      expect((await socialSignIn(app, 'linkedin', email)).res.statusCode).toBe(200);
      const sessions = await ctx.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.targetId, made.res.json().user.id), eq(auditLog.action, 'auth.sign_in')))
        .orderBy(auditLog.id);
      expect(sessions.map((entry) => entry.details)).toEqual([
        expect.objectContaining({ method: 'registration', provider: 'google', device: 'unknown', outcome: 'success' }),
        expect.objectContaining({ method: 'social', provider: 'linkedin', device: 'unknown', outcome: 'success' }),
      ]);
    });

    it('without a role is asked for one, and the sign-up token creates the account once', async () => {
      const email = address('grace.mbuyi');
      const { res } = await socialSignIn(app, 'linkedin', email);
      expect(res.statusCode).toBe(409);
      const asked = res.json();
      expect(asked).toMatchObject({
        code: 'user_type_required',
        detail: MSG.socialUserTypeRequired,
        detail_code: { code: 'socialUserTypeRequired' },
        email,
        first_name: 'Grace',
        signup_token: expect.any(String),
      });
      expect(await accountsWith(email)).toHaveLength(0);

      const signup = (payload: object, provider = 'linkedin') =>
        app.inject({ method: 'POST', url: `/api/social/${provider}/signup/`, payload });
      expect(fieldErrorsOf(await signup({ signup_token: asked.signup_token, user_type: 'admin' }))).toEqual({
        user_type: [MSG.invalidUserType],
      });
      // The token names the provider that vouched for the person.
      expect((await signup({ signup_token: asked.signup_token, user_type: 'employer' }, 'google')).statusCode).toBe(
        400,
      );

      const created = await signup({ signup_token: asked.signup_token, user_type: 'employer' });
      expect(created.statusCode).toBe(201);
      expect(created.json()).toMatchObject({
        created: true,
        user: { email, user_type: 'employer', first_name: 'Grace' },
      });
      // The hiring team's work e-mail starts as the account's, as at registration.
      expect(created.json().user.profile).toMatchObject({ email, company_name: null, phone_number: null });

      const replay = await signup({ signup_token: asked.signup_token, user_type: 'professional' });
      expect(replay.statusCode).toBe(400);
      expect(detailOf(replay)).toEqual({ detail: MSG.socialStateInvalid, code: 'social_state_invalid' });
      expect(await accountsWith(email)).toHaveLength(1);
    });

    it('with an e-mail the provider has not verified gets no account', async () => {
      const email = address('unverified.person');
      const { res } = await socialSignIn(app, 'google', `unverified:${email}`, { user_type: 'professional' });
      expect(res.statusCode).toBe(403);
      expect(detailOf(res)).toEqual({ detail: MSG.socialEmailUnverified, code: 'email_not_verified' });
      expect(await accountsWith(email)).toHaveLength(0);
    });

    it('who shares no e-mail address gets no account', async () => {
      const { res } = await socialSignIn(app, 'linkedin', `noemail:${randomUUID()}`, { user_type: 'professional' });
      expect(res.statusCode).toBe(400);
      expect(detailOf(res)).toEqual({ detail: MSG.socialEmailMissing, code: 'social_email_missing' });
    });
  });

  describe('an existing account', () => {
    it("is not signed in on the provider's word: its password is asked for, and only the right one links it", async () => {
      const email = address('patrick.ilunga');
      const { user } = await buildEmployer(ctx.db, { user: { email } });
      // The role of the Register tab does not change an existing account.
      const { res } = await socialSignIn(app, 'google', email.toUpperCase(), { user_type: 'professional' });
      expect(res.statusCode).toBe(409);
      const asked = res.json();
      expect(asked).toMatchObject({
        code: 'link_password_required',
        detail: MSG.socialLinkPasswordRequired.replace('{{provider}}', 'Google'),
        detail_code: { code: 'socialLinkPasswordRequired', params: { provider: 'Google' } },
        email,
        provider: 'google',
      });
      expect(asked).not.toHaveProperty('access');
      expect(await identitiesOf(user.id)).toEqual([]);

      const wrong = await link('google', { link_token: asked.link_token, password: 'not-the-password' });
      expect(wrong.statusCode).toBe(401);
      expect(detailOf(wrong)).toEqual({ detail: MSG.invalidCredentials, code: 'invalid_credentials' });
      expect(await identitiesOf(user.id)).toEqual([]);

      const right = await link('google', { link_token: asked.link_token, password: FACTORY_PASSWORD });
      expect(right.statusCode).toBe(200);
      expect(right.json()).toMatchObject({ created: false, user: { id: user.id, user_type: 'employer', email } });
      expect(await identitiesOf(user.id)).toMatchObject([{ provider: 'google' }]);
      // Linked: the next sign-in of that Google identity goes straight in, and the password still works.
      expect((await socialSignIn(app, 'google', email.toUpperCase())).res.statusCode).toBe(200);
      expect((await login(app, email, FACTORY_PASSWORD)).user.id).toBe(user.id);
      expect(await accountsWith(email)).toHaveLength(1);
    });

    it('is linked at once when its own address was confirmed, and the link is audited with that proof', async () => {
      const email = address('confirmed');
      const { user } = await buildProfessional(ctx.db, { user: { email } });
      await ctx.db.update(users).set({ emailConfirmedAt: new Date() }).where(eq(users.id, user.id));
      const { res } = await socialSignIn(app, 'google', email);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ created: false, user: { id: user.id, email } });
      expect(await identitiesOf(user.id)).toMatchObject([{ provider: 'google' }]);
      const [entry] = await ctx.db.select().from(auditLog).where(eq(auditLog.actorId, user.id));
      expect(entry).toMatchObject({
        action: 'social.link',
        details: { provider: 'google', outcome: 'success', proof: 'confirmed_address' },
      });
    });

    it('spends the link token with the link: it links once, and only for the provider it was given for', async () => {
      const email = address('twice');
      const { user } = await buildProfessional(ctx.db, { user: { email } });
      const { link_token } = (await socialSignIn(app, 'google', email)).res.json();
      expect((await link('linkedin', { link_token, password: FACTORY_PASSWORD })).statusCode).toBe(400);
      expect((await link('google', { link_token, password: FACTORY_PASSWORD })).statusCode).toBe(200);
      const again = await link('google', { link_token, password: FACTORY_PASSWORD });
      expect(again.statusCode).toBe(400);
      expect(await identitiesOf(user.id)).toHaveLength(1);
    });

    it('counts wrong passwords as failed sign-ins of the account: past the free ones, even the right one waits', async () => {
      const email = address('guessed');
      const { user } = await buildProfessional(ctx.db, { user: { email } });
      const { link_token } = (await socialSignIn(app, 'linkedin', email)).res.json();
      const from = '198.51.100.77';
      for (let i = 0; i <= FREE_FAILURES; i++) {
        expect((await link('linkedin', { link_token, password: `guess-${i}` }, from)).statusCode).toBe(401);
      }
      const held = await link('linkedin', { link_token, password: FACTORY_PASSWORD }, from);
      expect(held.statusCode).toBe(429);
      expect(await identitiesOf(user.id)).toEqual([]);
    });

    it('refuses bad input with a field message, and a forged link token', async () => {
      const empty = await link('google', { link_token: 'x', password: '' });
      expect(empty.statusCode).toBe(400);
      expect(empty.json().password).toEqual([MSG.required]);
      const forged = await link('google', { link_token: 'not.a.token', password: 'whatever-password' });
      expect(forged.statusCode).toBe(400);
    });

    it('is never linked when it is a staff account, which signs in with its password only', async () => {
      const email = address('staff.kabeya');
      const staff = await buildUser(ctx.db, { email, userType: 'other', isStaff: true });
      const { res } = await socialSignIn(app, 'google', email);
      expect(res.statusCode).toBe(403);
      expect(detailOf(res)).toEqual({ detail: MSG.socialStaffNotLinked, code: 'social_staff_not_linked' });
      expect(await identitiesOf(staff.id)).toEqual([]);
      expect((await login(app, email, FACTORY_PASSWORD)).user.id).toBe(staff.id);
    });

    it('can use both providers, each linked with the password', async () => {
      const email = address('marie.lukusa');
      const { user } = await buildProfessional(ctx.db, { user: { email } });
      for (const provider of ['google', 'linkedin'] as const) {
        const { link_token } = (await socialSignIn(app, provider, email)).res.json();
        expect((await link(provider, { link_token, password: FACTORY_PASSWORD })).json().user.id).toBe(user.id);
        expect((await socialSignIn(app, provider, email)).res.json().user.id).toBe(user.id);
      }
      expect((await identitiesOf(user.id)).map((i) => i.provider).sort()).toEqual(['google', 'linkedin']);
    });

    it('is not linked to an unverified e-mail, and nothing else is created for it', async () => {
      const email = address('victim.account');
      const { user } = await buildProfessional(ctx.db, { user: { email } });
      const { res } = await socialSignIn(app, 'linkedin', `unverified:${email}`, { user_type: 'employer' });
      expect(res.statusCode).toBe(403);
      expect(res.json().detail).toBe(MSG.socialEmailUnverified);
      expect(await identitiesOf(user.id)).toHaveLength(0);
      expect(await accountsWith(email)).toHaveLength(1);
    });
  });

  it('an account made through one provider has its address confirmed by it: another provider is linked to it', async () => {
    const email = address('google.first');
    const made = await socialSignIn(app, 'google', email, { user_type: 'professional' });
    expect(made.res.statusCode).toBe(201);
    const [account] = await accountsWith(email);
    expect(account!.emailConfirmedAt).toBeInstanceOf(Date);
    const { res } = await socialSignIn(app, 'linkedin', email);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ created: false, user: { id: account!.id } });
    expect((await identitiesOf(account!.id)).map((i) => i.provider).sort()).toEqual(['google', 'linkedin']);
  });

  it('an unconfirmed account with no password to prove (made before addresses were confirmed) is not linked', async () => {
    const email = address('google.only');
    expect((await socialSignIn(app, 'google', email, { user_type: 'professional' })).res.statusCode).toBe(201);
    await ctx.db
      .update(users)
      .set({ emailConfirmedAt: null })
      .where(sql`lower(${users.email}) = ${email}`);
    const { res } = await socialSignIn(app, 'linkedin', email);
    expect(res.statusCode).toBe(403);
    expect(detailOf(res)).toEqual({ detail: MSG.socialLinkNoPassword, code: 'social_link_no_password' });
  });

  it('a social-only account cannot log in with a password: the usual invalid-credentials answer', async () => {
    const email = address('social.only');
    expect((await socialSignIn(app, 'google', email, { user_type: 'professional' })).res.statusCode).toBe(201);
    for (const password of ['', 'null', 'anything-at-all']) {
      const res = await app.inject({ method: 'POST', url: '/api/token/', payload: { email, password } });
      expect(res.statusCode).toBe(password ? 401 : 400);
      if (password) expect(res.json().detail).toBe(MSG.invalidCredentials);
    }
  });
});
