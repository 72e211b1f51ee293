import { hkdfSync } from 'node:crypto';

/** What a key signs. Each has its own, so that nothing signed for one purpose is accepted for another. */
export type KeyPurpose =
  | 'access-token'
  | 'refresh-token'
  | 'file-url'
  | 'social-state'
  | 'social-signup'
  | 'social-link'
  | 'unsubscribe'
  | 'email-confirmation'
  | 'deletion-code';

const SALT = 'talent-marketplace signing keys';
const derived = new WeakMap<Uint8Array, Map<KeyPurpose, Uint8Array>>();

/**
 * The key of one purpose, derived from the one configured secret with HKDF-SHA256 (RFC 5869): operators keep a
 * single JWT_SECRET, and a token or link signed for one purpose cannot be replayed as another, nor can one
 * purpose's key tell anything about the secret or the other keys.
 */
export function deriveKey(secret: Uint8Array, purpose: KeyPurpose): Uint8Array {
  let keys = derived.get(secret);
  if (!keys) derived.set(secret, (keys = new Map()));
  let key = keys.get(purpose);
  if (!key) {
    key = new Uint8Array(hkdfSync('sha256', secret, SALT, `talent-marketplace ${purpose}`, 32));
    keys.set(purpose, key);
  }
  return key;
}
