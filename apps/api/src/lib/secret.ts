import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createFileAtomically } from './atomic-file.js';

/** The same floor as JWT_SECRET's: a shorter key is a damaged file, not a choice. */
const MIN_SECRET_LENGTH = 32;

export class SecretFileError extends Error {}

export interface ResolvedSecret {
  secret: Uint8Array;
  /** Where a generated key is kept; absent when JWT_SECRET is configured. */
  path?: string;
  /** True when this start generated the key. */
  generated: boolean;
}

/**
 * The signing key: JWT_SECRET when configured, else one generated on first start and kept in DATA_DIR,
 * so that sessions survive a restart. Several API instances must share JWT_SECRET.
 * A key file that is empty or too short is refused rather than used: signing with it would fail on every
 * login while the server looked healthy.
 */
export function resolveSecret(configured: string | undefined, dataDir: string): ResolvedSecret {
  if (configured) return { secret: new TextEncoder().encode(configured), generated: false };
  mkdirSync(dataDir, { recursive: true });
  const path = join(dataDir, 'jwt-secret');
  const generated = !existsSync(path) && createFileAtomically(path, `${randomBytes(48).toString('base64url')}\n`);
  const value = readFileSync(path, 'utf8').trim();
  if (value.length < MIN_SECRET_LENGTH) {
    throw new SecretFileError(
      `The signing key file ${path} is ${value.length === 0 ? 'empty' : 'too short'} ` +
        `(${value.length} characters, at least ${MIN_SECRET_LENGTH} needed), so the server cannot sign sessions. ` +
        'Delete the file to have a new key generated at the next start (everyone will have to sign in again), ' +
        `or set JWT_SECRET to ${MIN_SECRET_LENGTH} or more random characters.`,
    );
  }
  return { secret: new TextEncoder().encode(value), path, generated };
}
