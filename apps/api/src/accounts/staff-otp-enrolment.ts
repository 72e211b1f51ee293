import { recordAccountEvent } from '../audit/index.js';
import type { AppContext } from '../context.js';
import type { Db } from '../db/client.js';
import type { SessionClient } from '../lib/device-kind.js';
import { conflict, detailBody, fieldError, forbidden } from '../lib/errors.js';
import { signIn } from './accounts.js';
import { findStaffOtp, saveStaffOtp, useOtpStep } from './repositories/staff-otp.js';
import type { UserRow } from './repositories/users.js';
import { hashRecoveryCode, newOtpSecret, newRecoveryCodes, otpQrCode, otpauthUrl, validOtpStep } from './staff-otp.js';

/**
 * Setting up a staff account's one-time code, from a session proved by the password alone (the staff API is
 * closed to such a session until then): the first step gives a new secret and its QR code, the second confirms it
 * with a code from the app and opens a session proved with it, giving the recovery codes this once.
 */
async function staffWithoutCode(db: Db, user: UserRow) {
  if (!user.isStaff) throw forbidden();
  const existing = await findStaffOtp(db, user.id);
  if (existing?.confirmedAt) throw conflict('otpAlreadyEnrolled', 'otp_already_enrolled');
  return existing;
}

/** A new secret for the staff member's authenticator app, kept unconfirmed until a first code proves it. */
export async function startOtpEnrolment(db: Db, user: UserRow) {
  await staffWithoutCode(db, user);
  const secret = newOtpSecret();
  await saveStaffOtp(db, user.id, secret, null, []);
  const url = otpauthUrl(user.email, secret);
  return { secret, otpauth_url: url, qr_code: await otpQrCode(url) };
}

/** Confirms the secret with a first code: the code is set up, and a session proved with it begins. */
export async function confirmOtpEnrolment(ctx: AppContext, user: UserRow, otp: string, client: SessionClient) {
  const pending = await staffWithoutCode(ctx.db, user);
  if (!pending) throw fieldError('otp', 'otpEnrolmentNotStarted', 'otp_not_started');
  const step = await validOtpStep(pending.secret, otp, null);
  if (step === undefined) {
    await recordAccountEvent(ctx.db, {
      action: 'auth.otp_failed',
      userId: user.id,
      ip: client.ip,
      outcome: 'wrong_code',
      during: 'enrolment',
    });
    throw fieldError('otp', 'otpInvalid', 'otp_invalid');
  }
  const codes = newRecoveryCodes();
  await ctx.db.transaction(async (tx) => {
    await saveStaffOtp(tx, user.id, pending.secret, new Date(), codes.map(hashRecoveryCode));
    await useOtpStep(tx, user.id, step);
    await recordAccountEvent(tx, {
      action: 'staff.otp_enrol',
      userId: user.id,
      ip: client.ip,
      outcome: 'success',
      via: 'web',
    });
  });
  return {
    ...detailBody('otpEnrolled'),
    recovery_codes: codes,
    // A new session, proved with the password and the code just set up.
    ...(await signIn(ctx, user, { how: { method: 'password', client, secondFactor: 'otp' }, amr: ['pwd', 'otp'] })),
  };
}
