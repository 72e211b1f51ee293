import { hash, verify } from '@node-rs/argon2';
import { isGuessablePassword } from '@talent/shared/password-strength';
import { fieldError } from '../lib/errors.js';

/** `Algorithm.Argon2id`; the package's enum is an ambient const enum that isolated modules cannot read. */
const ARGON2ID = 2;

/** argon2id with the OWASP minimum (19 MiB, 2 passes, 1 lane): slow to guess against, cheap per log-in. */
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (!passwordHash) return false;
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/**
 * Refuses a new password that the lists of common and leaked passwords, or the person's own details, would find
 * quickly, as a field error on `field`.
 */
export function refuseGuessablePassword(
  field: string,
  password: string,
  personal: readonly (string | null | undefined)[],
): void {
  const known = personal.filter((text): text is string => typeof text === 'string' && text !== '');
  if (isGuessablePassword(password, known)) throw fieldError(field, 'passwordTooCommon', 'password_too_common');
}

/** A hash to verify against when the account does not exist, so that timing does not tell. */
let dummyHash: Promise<string> | undefined;
export function dummyPasswordHash(): Promise<string> {
  return (dummyHash ??= hashPassword('not-a-real-password-at-all'));
}
