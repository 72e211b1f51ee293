import { hash, verify } from '@node-rs/argon2';

/** `Algorithm.Argon2id`; the package's enum is an ambient const enum that isolated modules cannot read. */
const ARGON2ID = 2;

/** argon2id with the OWASP minimum (19 MiB, 2 passes, 1 lane); DESIGN.md section 4. */
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

/** A hash to verify against when the account does not exist, so that timing does not tell. */
let dummyHash: Promise<string> | undefined;
export function dummyPasswordHash(): Promise<string> {
  return (dummyHash ??= hashPassword('not-a-real-password-at-all'));
}
