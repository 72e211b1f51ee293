import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { users } from '../db/schema.js';

export type UserRow = typeof users.$inferSelect;
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

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return user;
}

/** Inserts a user; a taken e-mail raises the unique violation of `users_email_lower_idx`. */
export async function insertUser(db: Db, values: NewUserRow): Promise<UserRow> {
  const [user] = await db.insert(users).values(values).returning();
  return user!;
}

export async function recordLogin(db: Db, id: string): Promise<void> {
  await db.update(users).set({ lastLoginAt: sql`now()` }).where(eq(users.id, id));
}

/** Remembers the language the person last used (mail to them is written in it). */
export async function setUserLanguage(db: Db, id: string, language: string): Promise<void> {
  await db.update(users).set({ language }).where(eq(users.id, id));
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
  await db.update(users).set({ passwordHash, updatedAt: sql`now()` }).where(eq(users.id, id));
}

export async function updateUserNames(db: Db, id: string, names: { firstName?: string; lastName?: string }) {
  if (names.firstName === undefined && names.lastName === undefined) return;
  await db
    .update(users)
    .set({ ...names, updatedAt: sql`now()` })
    .where(eq(users.id, id));
}

/** Deletes the demo sandboxes that have expired; their profiles, files, tokens and jobs go with them. */
export async function deleteExpiredDemoUsers(db: Db, now = new Date()): Promise<number> {
  const deleted = await db
    .delete(users)
    .where(and(eq(users.isDemo, true), lt(users.demoExpiresAt, now)))
    .returning({ id: users.id });
  return deleted.length;
}

export function isExpiredDemo(user: UserRow, now = new Date()): boolean {
  return user.isDemo && user.demoExpiresAt !== null && user.demoExpiresAt <= now;
}
