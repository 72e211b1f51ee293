import { createHmac, timingSafeEqual } from 'node:crypto';
import { EMAIL_CONFIRMATION_TTL_DAYS } from '@talent/shared';
import type { Db } from '../db/client.js';
import { fieldError } from '../lib/errors.js';
import { deriveKey } from '../lib/keys.js';
import { findUserById, markEmailConfirmed, type UserRow } from './repositories/users.js';
import { queueMail, type MailContext } from '../messaging/index.js';

const TTL_SECONDS = EMAIL_CONFIRMATION_TTL_DAYS * 24 * 3600;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Signs the address itself: a link made for an address the account no longer has confirms nothing. */
const mac = (secret: Uint8Array, userId: string, email: string, expires: number) =>
  createHmac('sha256', deriveKey(secret, 'email-confirmation'))
    .update(`${userId}:${email.toLowerCase()}:${expires}`)
    .digest('base64url');

/**
 * A link's token: the account, its expiry and a signature over them and the address. Nothing is stored, and using
 * it twice only confirms twice.
 */
export function confirmationToken(secret: Uint8Array, user: Pick<UserRow, 'id' | 'email'>, now = Date.now()): string {
  const expires = Math.floor(now / 1000) + TTL_SECONDS;
  return `${user.id}.${expires}.${mac(secret, user.id, user.email, expires)}`;
}

/** Writes the confirmation mail in the caller's transaction. */
export async function queueConfirmation(tx: Db, ctx: MailContext, user: UserRow): Promise<void> {
  const url = `${ctx.config.PUBLIC_URL}/confirm-email#token=${confirmationToken(ctx.secret, user)}`;
  await queueMail(tx, ctx, user, 'email_confirmation', { url });
}

const linkInvalid = () => fieldError('token', 'confirmationLinkInvalid', 'confirmation_link_not_valid');

/** Mails the confirmation link now (its own transaction: the outbox row is written, or nothing is). */
export function sendConfirmation(db: Db, ctx: MailContext, user: UserRow): Promise<void> {
  return db.transaction((tx) => queueConfirmation(tx, ctx, user));
}

/** Confirms the address of a link's token: well signed, not expired, and for the address the account has now. */
export async function confirmEmail(db: Db, secret: Uint8Array, token: string, now = Date.now()): Promise<UserRow> {
  const [userId = '', expiresText = '', signature = '', ...rest] = token.split('.');
  const expires = Number(expiresText);
  if (rest.length || !UUID.test(userId) || !Number.isInteger(expires) || expires * 1000 <= now) throw linkInvalid();
  const user = await findUserById(db, userId);
  if (!user) throw linkInvalid();
  const expected = Buffer.from(mac(secret, user.id, user.email, expires));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw linkInvalid();
  await markEmailConfirmed(db, user.id);
  return user;
}
