import type { Db } from '../db/client.js';
import type { UserRow } from '../db/signed-in-users.js';
import { revokeAllForUser } from './repositories/refresh-tokens.js';
import {
  endAccessTokens,
  findUserByEmail,
  findUserInTransaction,
  listStaffUsers,
  markEmployerVerified,
  markSuspended,
  markUnsuspended,
} from './repositories/users.js';

/**
 * What other modules read and decide of an account: who it is (by id in their transaction, by address), who the staff
 * are, and its standing as staff decide it (suspended, restored, an employer verified). Each is one act in the
 * accounts' own terms; how a session ends is this module's to know.
 */

/** The account as the caller's transaction sees it (a transaction is a handle of its own: nothing prepared is shared). */
export function accountIn(tx: Db, userId: string): Promise<UserRow | undefined> {
  return findUserInTransaction(tx, userId);
}

/** The account of an address, whatever its case. */
export function accountByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return findUserByEmail(db, email);
}

/** Every staff member's account. */
export function staffAccounts(db: Db): Promise<UserRow[]> {
  return listStaffUsers(db);
}

/**
 * Ends every session of the account at once: refresh tokens revoked, access tokens stopped by raising the session
 * version (the sign-in check compares it). Gives the new version.
 */
export async function endEverySession(tx: Db, userId: string): Promise<number> {
  await revokeAllForUser(tx, userId);
  return endAccessTokens(tx, userId);
}

/** Suspends the account: no token is issued to it any more (sessions.ts), and every session it has ends now. */
export async function suspendSignIn(tx: Db, userId: string, reason: string, at: Date): Promise<void> {
  await markSuspended(tx, userId, reason, at);
  await endEverySession(tx, userId);
}

/** Lifts a suspension: the account signs in again. */
export function restoreSignIn(tx: Db, userId: string): Promise<void> {
  return markUnsuspended(tx, userId);
}

/** Staff checked who the employer is: the moment and their note. */
export function recordEmployerVerified(tx: Db, userId: string, note: string, at: Date): Promise<void> {
  return markEmployerVerified(tx, userId, note, at);
}
