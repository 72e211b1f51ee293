import { describe, expect, it } from 'vitest';
import type { AuditLogEntry } from '@talent/shared';
import { buildProfessional, buildUser, FACTORY_PASSWORD } from '../../src/demo/factories/users.js';
import { createOrPromoteStaff } from '../../src/accounts/staff-accounts.js';
import { bearer } from '../helpers/accounts.js';
import { socialConfig, socialSignIn, startProviders } from '../helpers/social-flow.js';
import { createTestApp } from '../helpers/test-app.js';

describe('the audit log of accounts and sessions', async () => {
  const providers = await startProviders();
  const { app, ctx, authHeader } = await createTestApp({ ...socialConfig(providers), LOGIN_FREE_FAILURES: 1 });
  const staff = await buildUser(ctx.db, { userType: 'other', isStaff: true });
  const staffHeaders = await authHeader(staff);
  const log = async () =>
    (
      await app.inject({ method: 'GET', url: '/api/admin/audit-log/?page_size=100', headers: staffHeaders })
    ).json() as AuditLogEntry[];
  const entriesFor = async (id: string) => (await log()).filter((e) => e.target_id === id);
  const signIn = (email: string, password: string, remoteAddress: string) =>
    app.inject({ method: 'POST', url: '/api/token/', payload: { email, password }, remoteAddress });

  it('records sign-ins and failed ones, with who, from which address and how it ended', async () => {
    const { user } = await buildProfessional(ctx.db);
    expect((await signIn(user.email, 'wrong-password', '198.51.100.7')).statusCode).toBe(401);
    expect((await signIn(user.email, 'wrong-password', '198.51.100.7')).statusCode).toBe(401);
    expect((await signIn(user.email, FACTORY_PASSWORD, '198.51.100.7')).statusCode).toBe(429);
    expect((await signIn(user.email, FACTORY_PASSWORD, '203.0.113.9')).statusCode).toBe(200);
    const entries = (await entriesFor(user.id)).reverse();
    expect(entries.map((e) => [e.action, e.details.outcome, e.details.ip])).toEqual([
      ['auth.sign_in_failed', 'wrong_password', '198.51.100.7'],
      ['auth.sign_in_failed', 'wrong_password', '198.51.100.7'],
      ['auth.sign_in_failed', 'throttled', '198.51.100.7'],
      ['auth.sign_in', 'success', '203.0.113.9'],
    ]);
    expect(
      entries.every((e) => e.actor_id === user.id && e.actor_email === user.email && e.target_type === 'user'),
    ).toBe(true);
    expect(entries.every((e) => !Number.isNaN(Date.parse(e.created_at)))).toBe(true);
  });

  it('records a failed sign-in to an address no account has, without an actor', async () => {
    const email = `nobody-${Date.now()}@example.cd`;
    expect((await signIn(email, 'whatever-password', '198.51.100.8')).statusCode).toBe(401);
    const [entry] = await entriesFor(email);
    expect(entry).toMatchObject({
      action: 'auth.sign_in_failed',
      actor_id: null,
      target_type: 'user',
      details: { outcome: 'unknown_account', ip: '198.51.100.8', email },
    });
  });

  it('records password changes, refused and done', async () => {
    const { user } = await buildProfessional(ctx.db);
    const headers = await authHeader(user);
    const change = (current: string) =>
      app.inject({
        method: 'POST',
        url: '/api/change-password/',
        headers,
        remoteAddress: '198.51.100.10',
        payload: { current_password: current, new_password: 'Mbuji-Mayi river 1987 lantern' },
      });
    expect((await change('not-my-password')).statusCode).toBe(400);
    expect((await change(FACTORY_PASSWORD)).statusCode).toBe(200);
    const entries = (await entriesFor(user.id)).reverse();
    expect(entries.map((e) => [e.action, e.details.outcome, e.details.ip])).toEqual([
      ['auth.password_change', 'wrong_current_password', '198.51.100.10'],
      ['auth.password_change', 'success', '198.51.100.10'],
    ]);
  });

  it('records the reuse of a refresh token, which ends the session', async () => {
    const { user } = await buildProfessional(ctx.db);
    const { refresh } = (await signIn(user.email, FACTORY_PASSWORD, '198.51.100.11')).json();
    const rotate = () =>
      app.inject({ method: 'POST', url: '/api/token/refresh/', payload: { refresh }, remoteAddress: '198.51.100.12' });
    expect((await rotate()).statusCode).toBe(200);
    expect((await rotate()).statusCode).toBe(401);
    const [reuse] = await entriesFor(user.id);
    expect(reuse).toMatchObject({
      action: 'auth.refresh_reuse',
      actor_id: user.id,
      details: { outcome: 'session_revoked', ip: '198.51.100.12', family: expect.any(String) },
    });
  });

  it('records staff accounts made or promoted at the command line', async () => {
    const created = await createOrPromoteStaff(ctx.db, { email: 'ops-audit@congotalent.cd' });
    const { user } = await buildProfessional(ctx.db);
    await createOrPromoteStaff(ctx.db, { email: user.email });
    // Newest first: the one-time code each got, then the account made staff.
    const [madeCode, made] = await entriesFor(created.userId);
    expect(made).toMatchObject({
      action: 'staff.create',
      actor_id: null,
      details: { via: 'create-admin', outcome: 'success' },
    });
    expect(madeCode).toMatchObject({
      action: 'staff.otp_enrol',
      actor_id: null,
      details: { via: 'create-admin', outcome: 'success' },
    });
    const [promotedCode, promoted] = await entriesFor(user.id);
    expect(promoted).toMatchObject({
      action: 'staff.promote',
      actor_id: null,
      details: { via: 'create-admin', outcome: 'success' },
    });
    expect(promotedCode).toMatchObject({ action: 'staff.otp_enrol', actor_id: null });
  });

  it('records a social identity linked to an existing account', async () => {
    const email = `linked-${Date.now()}@example.cd`;
    const { user } = await buildProfessional(ctx.db, { user: { email } });
    const { res: asked } = await socialSignIn(app, 'google', email);
    expect(asked.statusCode).toBe(409);
    const linkWith = (password: string) =>
      app.inject({
        method: 'POST',
        url: '/api/social/google/link/',
        payload: { link_token: asked.json().link_token, password },
        remoteAddress: '198.51.100.30',
      });
    expect((await linkWith('not-the-password')).statusCode).toBe(401);
    const res = await linkWith(FACTORY_PASSWORD);
    expect(res.statusCode).toBe(200);
    const [signedIn, linked, failed] = await entriesFor(user.id);
    expect(failed).toMatchObject({
      action: 'social.link_failed',
      actor_id: user.id,
      details: { provider: 'google', outcome: 'wrong_password', ip: '198.51.100.30' },
    });
    expect(linked).toMatchObject({
      action: 'social.link',
      actor_id: user.id,
      details: { provider: 'google', outcome: 'success', proof: 'password', ip: '198.51.100.30' },
    });
    // The session the link opens is in the account's sign-in history.
    expect(signedIn).toMatchObject({
      action: 'auth.sign_in',
      details: { method: 'social', provider: 'google', outcome: 'success', ip: '198.51.100.30' },
    });
    expect(
      (await app.inject({ method: 'GET', url: '/api/user-status/', headers: bearer(res.json().access) })).statusCode,
    ).toBe(200);
  });
});
