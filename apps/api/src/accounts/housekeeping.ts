import { DAY_MS } from '@talent/shared';
import type { Db } from '../db/client.js';
import { deleteExpiredResetTokens } from './repositories/password-resets.js';
import { deleteStaleRefreshTokens } from './repositories/refresh-tokens.js';
import { deleteExpiredSocialTokens } from './repositories/social.js';
import { deleteExpiredDemoUsers } from './repositories/users.js';

/**
 * The accounts' clean-ups, for the background jobs. A spent token's row is kept a day past its expiry or revocation:
 * a reused refresh token must still be recognised meanwhile (it ends its whole family), and an expired reset link is
 * refused on its expiry alone.
 */

/** Deletes the demo sandboxes that have expired; their profiles, files, tokens and jobs go with them. */
export function deleteExpiredDemoAccounts(db: Db, now = new Date()): Promise<number> {
  return deleteExpiredDemoUsers(db, now);
}

/** Forgets the refresh tokens that nobody can use any more, a day after. */
export function forgetEndedSessions(db: Db, now = new Date()): Promise<number> {
  return deleteStaleRefreshTokens(db, new Date(now.getTime() - DAY_MS));
}

/** Forgets the social sign-in states and sign-up tokens past their expiry, which refuses them already. */
export function forgetSpentSocialTokens(db: Db, now = new Date()): Promise<number> {
  return deleteExpiredSocialTokens(db, now);
}

/** Forgets the password-reset links a day past their expiry. */
export function forgetExpiredResetLinks(db: Db, now = new Date()): Promise<void> {
  return deleteExpiredResetTokens(db, new Date(now.getTime() - DAY_MS));
}
