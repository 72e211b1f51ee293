import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createFileAtomically } from './atomic-file.js';

/** The same floor as JWT_SECRET's: a shorter key is a damaged file, not a choice. */
const MIN_SECRET_LENGTH = 32;

export class SecretFileError extends Error {}

/** Where the generated signing key is kept in DATA_DIR (and in a backup of the embedded database). */
export const signingKeyPath = (dataDir: string) => join(dataDir, 'jwt-secret');

/** JWT_SECRET is missing where a generated key cannot do. */
export class MissingSecretError extends Error {
  constructor() {
    super(
      'JWT_SECRET is not set. With DATABASE_URL, this server shares its database with other instances, and every ' +
        'instance must sign and check sessions and file links with the same key: a key generated here would be this ' +
        "instance's alone (and lost with its disk), so people would be signed out whenever a request reached another " +
        `instance. Set JWT_SECRET to ${MIN_SECRET_LENGTH} or more random characters, the same on every instance ` +
        '(for example the output of: openssl rand -base64 48).',
    );
  }
}

export interface ResolvedSecret {
  secret: Uint8Array;
  /** Where a generated key is kept; absent when JWT_SECRET is configured. */
  path?: string;
  /** True when this start generated the key. */
  generated: boolean;
}

/**
 * The signing key: JWT_SECRET when configured, else, on the embedded database only (`shared` false), one
 * generated on first start and kept in DATA_DIR, so that sessions survive a restart. Instances on a shared
 * database server must share JWT_SECRET, so there a missing one stops the start.
 * A key file that is empty or too short is refused rather than used: signing with it would fail on every
 * login while the server looked healthy.
 */
export function resolveSecret(
  configured: string | undefined,
  dataDir: string,
  { shared = false } = {},
): ResolvedSecret {
  if (configured) return { secret: new TextEncoder().encode(configured), generated: false };
  if (shared) throw new MissingSecretError();
  mkdirSync(dataDir, { recursive: true });
  const path = signingKeyPath(dataDir);
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
