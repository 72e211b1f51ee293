import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import { MSG, email as emailSchema, isMessageKey, newPassword } from '@talent/shared';
import { isGuessablePassword } from '@talent/shared/password-strength';
import type { Db } from '../db/client.js';
import { messageText } from '../lib/errors.js';
import { findUserByEmail, insertStaffUser, promoteToStaff } from './repositories/users.js';
import { recordAccountEvent } from '../audit/index.js';
import { findStaffOtp } from './repositories/staff-otp.js';
import { hashPassword } from './passwords.js';
import { enrolStaffOtp, isValidOtpSecret, newOtpSecret, normaliseOtpSecret, otpauthUrl } from './staff-otp.js';

export class StaffAccountError extends Error {}

export interface StaffAccountInput {
  email: string;
  /** Absent: a new account gets a generated one; an existing account keeps its own. */
  password?: string;
  firstName?: string;
  lastName?: string;
  /** Base32: the one-time-code secret to set, so that a script can compute codes; absent: one is generated. */
  totpSecret?: string;
}

/** A one-time code set up by this run: its secret, for an authenticator app, and the recovery codes. */
export interface StaffOtpSetUp {
  secret: string;
  otpauthUrl: string;
  recoveryCodes: string[];
}

export interface StaffAccountResult {
  action: 'created' | 'promoted' | 'already-staff';
  userId: string;
  email: string;
  /** An existing account's password was replaced by the one given. */
  passwordChanged: boolean;
  /** Set when the password was generated: shown once, stored nowhere but as a hash. */
  generatedPassword?: string;
  /** Set when this run set up the one-time code (a new secret, or the one given); absent when one was kept. */
  otp?: StaffOtpSetUp;
}

function check<S extends z.ZodType>(schema: S, value: unknown, label: string): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) {
    // A schema names its message by its key in MSG: the command prints its English text.
    const message = result.error.issues[0]!.message;
    throw new StaffAccountError(`${label}: ${isMessageKey(message) ? messageText(message) : message}`);
  }
  return result.data;
}

/** The e-mail normalised and the password checked, or a StaffAccountError saying what is wrong. */
export function checkStaffInput(input: StaffAccountInput): { email: string; password?: string; totpSecret?: string } {
  const email = check(emailSchema, input.email, 'E-mail');
  const password = input.password === undefined ? undefined : check(newPassword, input.password, 'Password');
  // Staff see every applicant and every company: their password gets the same check as anyone's, at least.
  if (password !== undefined && isGuessablePassword(password, [email, input.firstName ?? '', input.lastName ?? ''])) {
    throw new StaffAccountError(`Password: ${MSG.passwordTooCommon}`);
  }
  if (input.totpSecret !== undefined && !isValidOtpSecret(input.totpSecret)) {
    throw new StaffAccountError('TOTP secret: give Base32 (A to Z and 2 to 7) of 26 characters or more (128 bits).');
  }
  return { email, password, totpSecret: input.totpSecret && normaliseOtpSecret(input.totpSecret) };
}

/**
 * Creates a staff account (user type `other`: staff is a flag, not a kind of user), or makes an existing account staff.
 * There is no default password: it is given, or a strong one is generated.
 */
export async function createOrPromoteStaff(db: Db, input: StaffAccountInput): Promise<StaffAccountResult> {
  const { email, password, totpSecret } = checkStaffInput(input);
  return db.transaction(async (tx) => {
    const existing = await findUserByEmail(tx, email);
    if (existing?.isDemo) {
      throw new StaffAccountError(`${email} is a demo account (deleted after a day); staff needs a real account.`);
    }
    const recordStaff = (action: 'staff.create' | 'staff.promote', userId: string) =>
      recordAccountEvent(tx, { action, userId, actorId: null, ip: null, outcome: 'success', via: 'create-admin' });
    // Staff sign in with a one-time code: every account this makes staff has one, kept if it had one already.
    const setUpOtp = async (userId: string, userEmail: string): Promise<StaffOtpSetUp | undefined> => {
      if (!totpSecret && (await findStaffOtp(tx, userId))?.confirmedAt) return undefined;
      const secret = totpSecret ?? newOtpSecret();
      const recoveryCodes = await enrolStaffOtp(tx, userId, secret);
      await recordAccountEvent(tx, {
        action: 'staff.otp_enrol',
        userId,
        actorId: null,
        ip: null,
        outcome: 'success',
        via: 'create-admin',
      });
      return { secret, otpauthUrl: otpauthUrl(userEmail, secret), recoveryCodes };
    };
    if (existing) {
      await promoteToStaff(tx, existing.id, password ? await hashPassword(password) : undefined);
      if (!existing.isStaff) await recordStaff('staff.promote', existing.id);
      return {
        action: existing.isStaff ? 'already-staff' : 'promoted',
        userId: existing.id,
        email: existing.email,
        passwordChanged: password !== undefined,
        otp: await setUpOtp(existing.id, existing.email),
      };
    }
    const generatedPassword = password ? undefined : randomBytes(18).toString('base64url');
    const user = await insertStaffUser(tx, {
      email,
      passwordHash: await hashPassword(password ?? generatedPassword!),
      firstName: input.firstName?.trim() ?? '',
      lastName: input.lastName?.trim() ?? '',
    });
    await recordStaff('staff.create', user.id);
    const otp = await setUpOtp(user.id, user.email);
    return { action: 'created', userId: user.id, email: user.email, passwordChanged: false, generatedPassword, otp };
  });
}
