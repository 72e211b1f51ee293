import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The signing key: JWT_SECRET when configured, else one generated on first start and kept in DATA_DIR,
 * so that sessions survive a restart. Several API instances must share JWT_SECRET.
 */
export function resolveSecret(configured: string | undefined, dataDir: string): Uint8Array {
  if (configured) return new TextEncoder().encode(configured);
  mkdirSync(dataDir, { recursive: true });
  const path = join(dataDir, 'jwt-secret');
  if (!existsSync(path)) writeFileSync(path, randomBytes(48).toString('base64url'), { mode: 0o600 });
  return new TextEncoder().encode(readFileSync(path, 'utf8').trim());
}
