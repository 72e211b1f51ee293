import { eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { describe, expect, it } from 'vitest';
import { MSG, OTP_PERIOD_SECONDS, type AuditLogEntry } from '@talent/shared';
import { staffOtp, staffRecoveryCodes } from '../../src/db/schema.js';
import { buildProfessional, buildUser, FACTORY_PASSWORD } from '../../src/demo/factories/users.js';
import { createOrPromoteStaff } from '../../src/accounts/staff-accounts.js';
import { hashRecoveryCode } from '../../src/accounts/staff-otp.js';
import { bearer } from '../helpers/accounts.js';
import { createTestApp } from '../helpers/test-app.js';
import { detailOf, fieldErrorsOf } from '../helpers/field-errors.js';

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
/** The code of a time step: now, or `steps` periods before or after. */
const codeAt = (secret: string, steps = 0) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * OTP_PERIOD_SECONDS });

describe('staff sign in with a one-time code (TOTP)', async () => {
  const { app, ctx, authHeader } = await createTestApp({ LOGIN_FREE_FAILURES: 2 });
  let ip = 0;
  const signIn = (payload: Record<string, unknown>, remoteAddress = `198.51.100.${++ip}`) =>
    app.inject({ method: 'POST', url: '/api/token/', payload, remoteAddress });
  const newStaff = async (email: string) => {
    const made = await createOrPromoteStaff(ctx.db, { email, password: 'staff-long-secret-1', totpSecret: SECRET });
    return { email, password: 'staff-long-secret-1', id: made.userId, recoveryCodes: made.otp!.recoveryCodes };
  };
  const auditOf = async (userId: string) => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/admin/audit-log/?page_size=100',
      headers: await authHeader({ id: auditor.id, userType: 'other' }),
    });
    return (res.json() as AuditLogEntry[])
      .filter((e) => e.target_id === userId)
      .map((e) => [e.action, e.details.outcome]);
  };
  const auditor = await buildUser(ctx.db, { userType: 'other', isStaff: true });
  const adminJobs = (access: string) => app.inject({ method: 'GET', url: '/api/admin/jobs/', headers: bearer(access) });

  it('answers 401 otp_required to the right password without a code, and counts no failure', async () => {
    const staff = await newStaff('otp-required@congotalent.cd');
    for (let i = 0; i < 4; i++) {
      const res = await signIn({ email: staff.email, password: staff.password }, '198.51.100.200');
      expect(res.statusCode).toBe(401);
      expect(detailOf(res)).toEqual({ detail: MSG.otpRequired, code: 'otp_required' });
    }
    const withCode = await signIn(
      { email: staff.email, password: staff.password, otp: await codeAt(SECRET) },
      '198.51.100.200',
    );
    expect(withCode.statusCode).toBe(200);
    expect((await adminJobs(withCode.json().access)).statusCode).toBe(200);
  });

  it('gives nothing away to a wrong password with a right code: the usual 401', async () => {
    const staff = await newStaff('wrong-password@congotalent.cd');
    const res = await signIn({ email: staff.email, password: 'not-the-password', otp: await codeAt(SECRET) });
    expect(res.statusCode).toBe(401);
    expect(res.json().detail).toBe(MSG.invalidCredentials);
  });

  it('answers a wrong code 401 otp_invalid, counted by the sign-in throttle like a wrong password, and audited', async () => {
    const staff = await newStaff('wrong-code@congotalent.cd');
    const from = '198.51.100.201';
    for (let i = 0; i < 2; i++) {
      const res = await signIn({ email: staff.email, password: staff.password, otp: '000000' }, from);
      expect(res.statusCode).toBe(401);
      expect(detailOf(res)).toEqual({ detail: MSG.otpInvalid, code: 'otp_invalid' });
    }
    const third = await signIn({ email: staff.email, password: staff.password, otp: '000000' }, from);
    expect(third.statusCode).toBe(401);
    // Past the free failures, even the right code from that address waits.
    const held = await signIn({ email: staff.email, password: staff.password, otp: await codeAt(SECRET) }, from);
    expect(held.statusCode).toBe(429);
    expect((await auditOf(staff.id)).filter(([action]) => action === 'auth.otp_failed')).toHaveLength(3);
  });

  it('takes each code once: the same code again is refused', async () => {
    const staff = await newStaff('replay@congotalent.cd');
    const code = await codeAt(SECRET, 1);
    expect((await signIn({ email: staff.email, password: staff.password, otp: code })).statusCode).toBe(200);
    const again = await signIn({ email: staff.email, password: staff.password, otp: code });
    expect(again.statusCode).toBe(401);
    expect(again.json().code).toBe('otp_invalid');
  });

  it('takes a recovery code once in place of the code, and audits its use', async () => {
    const staff = await newStaff('recovery@congotalent.cd');
    const [first] = staff.recoveryCodes;
    const stored = await ctx.db.select().from(staffRecoveryCodes).where(eq(staffRecoveryCodes.userId, staff.id));
    expect(stored).toHaveLength(10);
    // Kept as hashes only.
    expect(stored.map((r) => r.codeHash)).toContain(hashRecoveryCode(first!));
    expect(stored.map((r) => r.codeHash)).not.toContain(first);
    const used = await signIn({ email: staff.email, password: staff.password, otp: first!.toUpperCase() });
    expect(used.statusCode).toBe(200);
    expect((await adminJobs(used.json().access)).statusCode).toBe(200);
    const twice = await signIn({ email: staff.email, password: staff.password, otp: first });
    expect(twice.statusCode).toBe(401);
    expect(twice.json().code).toBe('otp_invalid');
    expect(await auditOf(staff.id)).toContainEqual(['auth.recovery_code_used', 'success']);
  });

  it('keeps the proof through a refresh, and refuses the staff API to a session without it', async () => {
    const staff = await newStaff('refresh@congotalent.cd');
    const { refresh } = (
      await signIn({ email: staff.email, password: staff.password, otp: await codeAt(SECRET, -1) })
    ).json();
    const rotated = await app.inject({ method: 'POST', url: '/api/token/refresh/', payload: { refresh } });
    expect(rotated.statusCode).toBe(200);
    expect((await adminJobs(rotated.json().access)).statusCode).toBe(200);
    // The version a new account starts with: this token is refused for its missing code alone.
    const passwordOnly = await ctx.tokens.signAccess(staff.id, 'other', 0);
    const refused = await adminJobs(passwordOnly);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('otp_enrolment_required');
  });

  it('asks no code of people who are not staff', async () => {
    const { user } = await buildProfessional(ctx.db);
    expect((await signIn({ email: user.email, password: FACTORY_PASSWORD })).statusCode).toBe(200);
  });

  it('lets staff without a code yet sign in only to set one up, then opens the console with it', async () => {
    const old = await buildUser(ctx.db, { userType: 'other', isStaff: true, email: 'old-staff@congotalent.cd' });
    const login = await signIn({ email: old.email, password: FACTORY_PASSWORD });
    expect(login.statusCode).toBe(200);
    expect(login.json().user).toMatchObject({ is_staff: true, otp_enrolment_required: true });
    const session = bearer(login.json().access);
    expect((await adminJobs(login.json().access)).json().code).toBe('otp_enrolment_required');

    const start = await app.inject({ method: 'POST', url: '/api/staff/otp/', headers: session });
    expect(start.statusCode).toBe(200);
    const { secret, otpauth_url, qr_code } = start.json();
    expect(otpauth_url).toContain(`secret=${secret}`);
    expect(qr_code).toMatch(/^data:image\/png;base64,/);
    const [pending] = await ctx.db.select().from(staffOtp).where(eq(staffOtp.userId, old.id));
    expect(pending!.confirmedAt).toBeNull();

    const wrong = await app.inject({
      method: 'POST',
      url: '/api/staff/otp/confirm/',
      headers: session,
      payload: { otp: '000000' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(fieldErrorsOf(wrong)).toEqual({ otp: [MSG.otpInvalid] });

    const confirmed = await app.inject({
      method: 'POST',
      url: '/api/staff/otp/confirm/',
      headers: session,
      payload: { otp: await codeAt(secret) },
    });
    expect(confirmed.statusCode).toBe(200);
    const body = confirmed.json();
    expect(body.recovery_codes).toHaveLength(10);
    expect(body.user.otp_enrolment_required).toBe(false);
    expect((await adminJobs(body.access)).statusCode).toBe(200);
    // The old session proved by the password alone still cannot reach the console, nor set up another code.
    expect((await adminJobs(login.json().access)).statusCode).toBe(403);
    expect((await app.inject({ method: 'POST', url: '/api/staff/otp/', headers: session })).statusCode).toBe(409);
    // From now on the code is asked for at sign-in.
    expect((await signIn({ email: old.email, password: FACTORY_PASSWORD })).json().code).toBe('otp_required');
    expect((await auditOf(old.id)).map(([action]) => action)).toEqual(
      expect.arrayContaining(['staff.otp_enrol', 'auth.otp_failed']),
    );
  });

  it('refuses the set-up to anyone but staff', async () => {
    const { user } = await buildProfessional(ctx.db);
    expect(
      (await app.inject({ method: 'POST', url: '/api/staff/otp/', headers: await authHeader(user) })).statusCode,
    ).toBe(403);
  });
});
