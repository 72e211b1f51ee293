import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FileRef } from '@talent/shared';
import { deriveKey } from '../lib/keys.js';
import type { FileMeta } from '../types/stored-files.js';

/**
 * Files are given out as short-lived signed URLs, because an <img> or a download link cannot send a bearer
 * token: `/files/<id>/?exp=<unix seconds>&sig=<HMAC-SHA256 of "<id>.<exp>" with the file-link key>`.
 */
function signature(secret: Uint8Array, fileId: string, exp: number): string {
  return createHmac('sha256', deriveKey(secret, 'file-url')).update(`file:${fileId}.${exp}`).digest('base64url');
}

/**
 * Expiries are rounded up to the minute, so that a file keeps one URL for a minute: the browser's cache serves a
 * photo or logo again across the lists that show it, instead of fetching it under a new URL each time.
 */
const EXPIRY_STEP_SECONDS = 60;

export function signFileUrl(secret: Uint8Array, fileId: string, ttlSeconds: number, now = Date.now()): string {
  const exp = Math.ceil((Math.floor(now / 1000) + ttlSeconds) / EXPIRY_STEP_SECONDS) * EXPIRY_STEP_SECONDS;
  return `/files/${fileId}/?exp=${exp}&sig=${signature(secret, fileId, exp)}`;
}

/** True when the signature is this server's and has not expired. */
export function verifyFileSignature(
  secret: Uint8Array,
  fileId: string,
  exp: string | undefined,
  sig: string | undefined,
  now = Date.now(),
): boolean {
  if (!exp || !sig || !/^\d{1,12}$/.test(exp)) return false;
  const expiry = Number(exp);
  if (expiry * 1000 < now) return false;
  const expected = Buffer.from(signature(secret, fileId, expiry));
  const given = Buffer.from(sig);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

export type FileUrlSigner = (file: FileMeta | null | undefined) => FileRef;

/** A signer bound to the app's key and TTL, for serializers. */
export function fileRefSigner(secret: Uint8Array, ttlSeconds: number): FileUrlSigner {
  return (file) =>
    file
      ? {
          url: signFileUrl(secret, file.id, ttlSeconds),
          name: file.filename,
          content_type: file.contentType,
          size: file.size,
        }
      : null;
}
