import { createHash, randomBytes } from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';
import sharp from 'sharp';
import { renderSVG } from 'uqr';
import { OTP_DIGITS, OTP_ISSUER, OTP_PERIOD_SECONDS, RECOVERY_CODE_COUNT } from '@talent/shared';
import type { Db } from '../db/client.js';
import { findStaffOtp, saveStaffOtp, useOtpStep, useRecoveryCode } from './repositories/staff-otp.js';

/** A new secret: 20 random bytes (the size of SHA-1's output, as RFC 4226 advises) in Base32. */
export const newOtpSecret = (): string => generateSecret({ length: 20 });

/** RFC 4226 asks for 128 bits at least: 26 Base32 characters. */
const BASE32_SECRET = /^[A-Z2-7]{26,}=*$/;
export const normaliseOtpSecret = (secret: string) => secret.replace(/[\s-]/g, '').toUpperCase();
export const isValidOtpSecret = (secret: string) => BASE32_SECRET.test(normaliseOtpSecret(secret));

/** The otpauth:// URL an authenticator app reads from the QR code. */
export const otpauthUrl = (email: string, secret: string) =>
  generateURI({ issuer: OTP_ISSUER, label: email, secret, digits: OTP_DIGITS, period: OTP_PERIOD_SECONDS });

/**
 * The QR code of that URL, as a PNG data URL an <img> shows without any request: drawn as SVG (five pixels a
 * module, a quiet zone of two), then turned into a PNG, far smaller than the SVG.
 */
export async function otpQrCode(url: string): Promise<string> {
  const svg = renderSVG(url, { ecc: 'M', border: 2, pixelSize: 5 });
  const png = await sharp(Buffer.from(svg)).png({ palette: true, colours: 2 }).toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}

/** Recovery codes read well aloud and on paper: ten lower-case letters and digits in two groups (50 bits). */
export function newRecoveryCodes(): string[] {
  const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = [...randomBytes(10)].map((b) => alphabet[b % alphabet.length]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/**
 * Recovery codes are random and long, so a plain SHA-256 of them is as good as a slow hash: nothing shorter than
 * guessing the code itself finds one, and each is usable once and only through the throttled sign-in.
 */
export const hashRecoveryCode = (code: string) =>
  createHash('sha256')
    .update(code.toLowerCase().replace(/[^a-z0-9]/g, ''))
    .digest('hex');

/** Sets a confirmed secret (from create-admin) with new recovery codes, which are returned to be shown once. */
export async function enrolStaffOtp(db: Db, userId: string, secret: string): Promise<string[]> {
  const codes = newRecoveryCodes();
  await saveStaffOtp(db, userId, normaliseOtpSecret(secret), new Date(), codes.map(hashRecoveryCode));
  return codes;
}

/**
 * The time step of a code valid for this secret now, or for the step before or after (a phone's clock a little
 * off, a code typed as it changed), and later than `afterStep`; undefined otherwise.
 */
export async function validOtpStep(
  secret: string,
  code: string,
  afterStep: number | null,
): Promise<number | undefined> {
  const token = code.replace(/\s/g, '');
  if (!new RegExp(`^\\d{${OTP_DIGITS}}$`).test(token)) return undefined;
  const result = await verify({
    secret,
    token,
    digits: OTP_DIGITS,
    period: OTP_PERIOD_SECONDS,
    epochTolerance: OTP_PERIOD_SECONDS,
    ...(afterStep === null ? {} : { afterTimeStep: afterStep }),
  }).catch(() => ({ valid: false as const }));
  return result.valid && 'timeStep' in result ? result.timeStep : undefined;
}

export type SecondFactorResult = 'otp' | 'recovery_code' | 'wrong';

/**
 * Checks a staff sign-in's second factor: a current one-time code (each usable once), or else an unused recovery
 * code, which is then spent.
 */
export async function checkSecondFactor(db: Db, userId: string, given: string): Promise<SecondFactorResult> {
  const otp = await findStaffOtp(db, userId);
  if (!otp?.confirmedAt) return 'wrong';
  const step = await validOtpStep(otp.secret, given, otp.lastStep);
  if (step !== undefined) return (await useOtpStep(db, userId, step)) ? 'otp' : 'wrong';
  return (await useRecoveryCode(db, userId, hashRecoveryCode(given))) ? 'recovery_code' : 'wrong';
}
