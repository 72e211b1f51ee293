import { randomUUID } from 'node:crypto';
import { type AnyUserType, DAY_MS } from '@talent/shared';
import type { AppContext } from '../context.js';
import type { Db } from '../db/client.js';
import { forbidden, unauthorized } from '../lib/errors.js';
import { recordAccountEvent } from '../audit/index.js';
import { consumeRefreshToken, insertRefreshToken, revokeFamily } from './repositories/refresh-tokens.js';
import { endAccessTokens, findUserById, isExpiredDemo, type UserRow } from './repositories/users.js';
import { endEverySession } from './account-standing.js';
import { REFRESH_FAMILY_MAX_DAYS, provedWithOtp, type AuthMethod, type RefreshClaims } from '../lib/jwt.js';

export interface TokenPair {
  access: string;
  refresh: string;
}

const FAMILY_MAX_MS = REFRESH_FAMILY_MAX_DAYS * DAY_MS;
const invalidRefresh = () => unauthorized('refreshInvalid', 'token_not_valid');

/**
 * Issues an access token and a refresh token. Each refresh token is a row (its jti); a family is one
 * login's chain of rotations, so that the reuse of a rotated token can end the whole chain. A family ends
 * REFRESH_FAMILY_MAX_DAYS after its login even while in use, so that a stolen refresh token kept fresh by
 * its thief does not open the account for ever.
 */
export interface SessionOptions {
  db?: Db;
  /** The family a rotation continues; a new one (a login) otherwise. */
  familyId?: string;
  familyStartedAt?: Date;
  /** How the login was proved; kept by every rotation of the family. */
  amr?: AuthMethod[];
}

export async function issueTokens(
  ctx: AppContext,
  user: UserRow,
  { db = ctx.db, familyId = randomUUID(), familyStartedAt = new Date(), amr = ['pwd'] }: SessionOptions = {},
): Promise<TokenPair> {
  // The one place a session starts or goes on: a suspended account gets none (after its password was checked, so
  // that the answer tells nothing to someone guessing it).
  if (user.suspendedAt) throw forbidden('accountSuspended', 'account_suspended');
  // A deleted account has no address or password left to sign in with; this holds even for a token in flight.
  if (user.deletedAt) throw unauthorized('refreshInvalid', 'account_deleted');
  const jti = randomUUID();
  const familyEnd = familyStartedAt.getTime() + FAMILY_MAX_MS;
  if (familyEnd <= Date.now()) throw invalidRefresh();
  const expiresAt = new Date(Math.min(Date.now() + ctx.tokens.refreshTtlMs, familyEnd));
  await insertRefreshToken(db, { id: jti, familyId, userId: user.id, expiresAt });
  const [access, refresh] = await Promise.all([
    ctx.tokens.signAccess(user.id, user.userType as AnyUserType, user.sessionVersion, amr),
    ctx.tokens.signRefresh(user.id, jti, familyId, expiresAt, familyStartedAt, amr),
  ]);
  return { access, refresh };
}

/** The claims of a well-signed, unexpired refresh token (not yet checked against its row). */
export async function readRefreshToken(ctx: AppContext, token: string): Promise<RefreshClaims> {
  try {
    return await ctx.tokens.verifyRefresh(token);
  } catch {
    throw invalidRefresh();
  }
}

/**
 * Rotates a refresh token: it is marked used and a new pair of the same family is issued. A token that was
 * already used or revoked means it leaked (or a client raced itself): the whole family is revoked.
 */
export async function rotateTokens(ctx: AppContext, token: string, ip: string | null = null): Promise<TokenPair> {
  const claims = await readRefreshToken(ctx, token);
  const familyStartedAt = new Date(claims.fst * 1000);
  if (familyStartedAt.getTime() + FAMILY_MAX_MS <= Date.now()) throw invalidRefresh();
  const user = await findUserById(ctx.db, claims.sub);
  if (!user || isExpiredDemo(user)) throw invalidRefresh();
  // The suspension revoked the token: said as such (not as a reuse, which would end the family and be logged), so
  // that the client can tell the person why their session ended.
  if (user.suspendedAt) throw unauthorized('accountSuspended', 'account_suspended');
  const pair = await ctx.db.transaction(async (tx) => {
    const row = await consumeRefreshToken(tx, claims.jti, user.id);
    const amr = provedWithOtp(claims) ? (['pwd', 'otp'] as AuthMethod[]) : undefined;
    return row ? issueTokens(ctx, user, { db: tx, familyId: row.familyId, familyStartedAt, amr }) : null;
  });
  if (!pair) {
    await ctx.db.transaction(async (tx) => {
      await revokeFamily(tx, claims.fam, user.id);
      await recordAccountEvent(tx, {
        action: 'auth.refresh_reuse',
        userId: user.id,
        ip,
        outcome: 'session_revoked',
        family: claims.fam,
      });
    });
    throw unauthorized('refreshInvalid', 'token_reused');
  }
  return pair;
}

/**
 * Logout: ends the session (the family) of the refresh token, when one is sent, and every access token of the user
 * issued so far. The user's other devices keep their refresh tokens and get new access tokens at their next call.
 */
export async function endSession(ctx: AppContext, userId: string, refresh: RefreshClaims | undefined): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    if (refresh) await revokeFamily(tx, refresh.fam, userId);
    await endAccessTokens(tx, userId);
  });
}

/** "Sign out of all devices": every refresh token and every access token of the user end at once. */
export async function endAllSessions(ctx: AppContext, userId: string, ip: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await endEverySession(tx, userId);
    await recordAccountEvent(tx, { action: 'auth.sign_out_everywhere', userId, ip, outcome: 'success' });
  });
}
