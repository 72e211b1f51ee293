import { createHash, randomBytes } from 'node:crypto';
import { PASSWORD_RESET_TTL_MINUTES, type Language } from '@talent/shared';
import type { AppContext } from '../context.js';
import { fieldError } from '../lib/errors.js';
import { recordAccountEvent } from '../audit/index.js';
import {
  findLiveResetToken,
  insertResetToken,
  spendAllResetTokens,
  spendResetToken,
} from './repositories/password-resets.js';
import { endEverySession } from './account-standing.js';
import {
  findUserByEmail,
  findUserById,
  isExpiredDemo,
  markEmailConfirmed,
  updatePasswordHash,
  type UserRow,
} from './repositories/users.js';
import { queueMail } from '../messaging/index.js';
import { hashPassword, refuseGuessablePassword } from './passwords.js';

const TTL_MS = PASSWORD_RESET_TTL_MINUTES * 60_000;
const hashToken = (token: string) => createHash('sha256').update(token).digest();
const linkInvalid = () => fieldError('token', 'resetLinkInvalid', 'reset_link_not_valid');

/** Demo sandboxes keep the demo password (the demo logs in with it); any other account may reset, social ones too. */
const mayReset = (user: UserRow | undefined): user is UserRow => Boolean(user && !user.isDemo && !isExpiredDemo(user));

/**
 * Prepares a reset for this address: the same work whether or not an account has it (a lookup, a token drawn
 * and hashed), so that neither the answer nor its time tells. What only an account gets, its token row and its
 * mail, is written afterwards by the returned function, which the route runs once it has answered.
 */
export async function prepareReset(
  ctx: AppContext,
  email: string,
  ip: string,
  /** The language of the page that asked: the person reading the mail is the one asking now. */
  language: Language | undefined,
): Promise<(() => Promise<void>) | null> {
  const user = await findUserByEmail(ctx.db, email);
  const token = randomBytes(32).toString('base64url');
  const tokenHash = hashToken(token);
  if (!mayReset(user)) return null;
  return () =>
    ctx.db.transaction(async (tx) => {
      await insertResetToken(tx, { tokenHash, userId: user.id, expiresAt: new Date(Date.now() + TTL_MS) });
      // The token is in the fragment: a browser sends it to no server, in no Referer.
      await queueMail(tx, ctx, { ...user, language: language ?? user.language }, 'password_reset', {
        url: `${ctx.config.PUBLIC_URL}/reset-password#token=${token}`,
      });
      await recordAccountEvent(tx, { action: 'auth.password_reset', userId: user.id, ip, outcome: 'link_sent' });
    });
}

/**
 * Spends the link's token and sets the new password (under registration's rules): every session of the account
 * ends, every other link of it is spent, and a "password changed" notice is written. Gives the account, to be
 * signed in.
 */
export async function confirmReset(ctx: AppContext, token: string, password: string, ip: string): Promise<UserRow> {
  const tokenHash = hashToken(token);
  const owner = await findLiveResetToken(ctx.db, tokenHash, new Date());
  const user = owner ? await findUserById(ctx.db, owner) : undefined;
  if (!mayReset(user)) throw linkInvalid();
  refuseGuessablePassword('password', password, [user.email, user.firstName, user.lastName]);
  const passwordHash = await hashPassword(password);
  const sessionVersion = await ctx.db.transaction(async (tx) => {
    const now = new Date();
    if ((await spendResetToken(tx, tokenHash, now)) !== user.id) throw linkInvalid();
    await spendAllResetTokens(tx, user.id, now);
    await updatePasswordHash(tx, user.id, passwordHash);
    // The link reached the address: it is proven as the confirmation link would prove it.
    await markEmailConfirmed(tx, user.id);
    const sessionVersion = await endEverySession(tx, user.id);
    await queueMail(tx, ctx, user, 'password_changed', undefined);
    await recordAccountEvent(tx, { action: 'auth.password_reset', userId: user.id, ip, outcome: 'success' });
    return sessionVersion;
  });
  return { ...user, passwordHash, sessionVersion, emailConfirmedAt: user.emailConfirmedAt ?? new Date() };
}
