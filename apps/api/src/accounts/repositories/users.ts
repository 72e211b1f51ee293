import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema.js';
import type { UserRow } from '../../db/signed-in-users.js';

export { findUserById, isExpiredDemo, setUserLanguage, type UserRow } from '../../db/signed-in-users.js';

export type NewUserRow = typeof users.$inferInsert;

/** E-mail addresses are unique whatever their case (the unique index is on lower(email)). */
export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return user;
}

/**
 * A user read in the caller's transaction: findUserById prepares its statement once per database handle, and each
 * transaction is a handle of its own.
 */
export async function findUserInTransaction(tx: Db, id: string): Promise<UserRow | undefined> {
  const [user] = await tx.select().from(users).where(eq(users.id, id));
  return user;
}

/** Inserts a user; a taken e-mail raises the unique violation of `users_email_lower_idx`. */
export async function insertUser(db: Db, values: NewUserRow): Promise<UserRow> {
  const [user] = await db.insert(users).values(values).returning();
  return user!;
}

export async function recordLogin(db: Db, id: string): Promise<void> {
  await db
    .update(users)
    .set({ lastLoginAt: sql`now()` })
    .where(eq(users.id, id));
}

/**
 * Raises the user's session version: every access token issued before stops working at once (the sign-in check
 * compares the token's version with this row, which it reads anyway). Gives the new version.
 */
export async function endAccessTokens(db: Db, id: string): Promise<number> {
  const [row] = await db
    .update(users)
    .set({ sessionVersion: sql`${users.sessionVersion} + 1` })
    .where(eq(users.id, id))
    .returning({ version: users.sessionVersion });
  return row?.version ?? 0;
}

export async function updatePasswordHash(db: Db, id: string, passwordHash: string): Promise<void> {
  await db
    .update(users)
    .set({ passwordHash, updatedAt: sql`now()` })
    .where(eq(users.id, id));
}

/** Marks the address confirmed (kept from the first time). */
export async function markEmailConfirmed(db: Db, userId: string): Promise<void> {
  await db
    .update(users)
    .set({ emailConfirmedAt: new Date() })
    .where(and(eq(users.id, userId), isNull(users.emailConfirmedAt)));
}

/** Every staff member. */
export function listStaffUsers(db: Db): Promise<UserRow[]> {
  return db.select().from(users).where(eq(users.isStaff, true));
}

/** Deletes the demo sandboxes that have expired; their profiles, files, tokens and jobs go with them. */
export async function deleteExpiredDemoUsers(db: Db, now = new Date()): Promise<number> {
  const deleted = await db
    .delete(users)
    .where(and(eq(users.isDemo, true), lt(users.demoExpiresAt, now)))
    .returning({ id: users.id });
  return deleted.length;
}

/** Staff checked who the employer is. */
export async function markEmployerVerified(tx: Db, id: string, note: string, at: Date): Promise<void> {
  await tx.update(users).set({ verifiedAt: at, verificationNote: note }).where(eq(users.id, id));
}

/** The account is suspended: no token is issued to it any more (accounts/sessions.ts). */
export async function markSuspended(tx: Db, id: string, reason: string, at: Date): Promise<void> {
  await tx.update(users).set({ suspendedAt: at, suspensionReason: reason }).where(eq(users.id, id));
}

/** The suspension is lifted: the account signs in again (its jobs stay as they are). */
export async function markUnsuspended(tx: Db, id: string): Promise<void> {
  await tx.update(users).set({ suspendedAt: null, suspensionReason: null }).where(eq(users.id, id));
}

export async function insertStaffUser(
  db: Db,
  values: { email: string; passwordHash: string; firstName: string; lastName: string },
) {
  const [user] = await db
    .insert(users)
    .values({ ...values, userType: 'other', isStaff: true })
    .returning();
  return user!;
}

/** Makes a user staff, and sets a new password when one is given. */
export async function promoteToStaff(db: Db, userId: string, passwordHash?: string): Promise<void> {
  await db
    .update(users)
    .set({ isStaff: true, updatedAt: new Date(), ...(passwordHash ? { passwordHash } : {}) })
    .where(eq(users.id, userId));
}
