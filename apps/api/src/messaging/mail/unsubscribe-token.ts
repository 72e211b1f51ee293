import { createHmac, timingSafeEqual } from 'node:crypto';
import { EMAIL_CATEGORIES, type EmailCategory } from '@talent/shared';
import { deriveKey } from '../../lib/keys.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const mac = (secret: Uint8Array, userId: string, category: string) =>
  createHmac('sha256', deriveKey(secret, 'unsubscribe')).update(`${userId}:${category}`).digest('base64url');

/**
 * A token that turns off one category of mail for one person, with no sign-in: whoever holds the mail may use it.
 * It does not expire, as an unsubscribe link has to work in an old message too; it can do nothing else.
 */
export function unsubscribeToken(secret: Uint8Array, userId: string, category: EmailCategory): string {
  return `${userId}.${category}.${mac(secret, userId, category)}`;
}

/** The person and category of a well-signed token; null otherwise. */
export function readUnsubscribeToken(
  secret: Uint8Array,
  token: string,
): { userId: string; category: EmailCategory } | null {
  const [userId = '', category = '', signature = '', ...rest] = token.split('.');
  if (rest.length || !UUID.test(userId) || !(EMAIL_CATEGORIES as readonly string[]).includes(category)) return null;
  const expected = Buffer.from(mac(secret, userId, category));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return { userId, category: category as EmailCategory };
}
