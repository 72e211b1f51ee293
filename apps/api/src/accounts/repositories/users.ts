import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { professionalProfiles, users } from '../../db/schema.js';

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

const userByIdQuery = (db: Db) =>
  db
    .select()
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .limit(1)
    .prepare('user_by_id');

/**
 * Every authenticated request reads its user: the statement is built once per database and, on a server, prepared
 * once per connection, so that a request neither renders it nor has it parsed and planned again.
 */
const usersById = new WeakMap<Db, ReturnType<typeof userByIdQuery>>();

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  let query = usersById.get(db);
  if (!query) {
    query = userByIdQuery(db);
    usersById.set(db, query);
  }
  const [user] = await query.execute({ id });
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

/** What a signed-in professional's job lists need of their profile, read with their user row. */
export interface ProfessionalListState {
  /** Normalised skills. */
  skills: string[];
}

const signedInUserQuery = (db: Db) =>
  db
    .select({
      user: users,
      skills: professionalProfiles.skillsNormalized,
    })
    .from(users)
    .leftJoin(professionalProfiles, eq(professionalProfiles.userId, users.id))
    .where(eq(users.id, sql.placeholder('id')))
    .limit(1)
    .prepare('signed_in_user');

const signedInUsers = new WeakMap<Db, ReturnType<typeof signedInUserQuery>>();

/**
 * The user of a request's token, and for a professional with a profile what the job lists need of it: one read
 * where the job list would otherwise make two on every request (one statement less to send and answer).
 */
export async function findSignedInUser(
  db: Db,
  id: string,
): Promise<{ user: UserRow; professional: ProfessionalListState | null } | undefined> {
  let query = signedInUsers.get(db);
  if (!query) {
    query = signedInUserQuery(db);
    signedInUsers.set(db, query);
  }
  const [row] = await query.execute({ id });
  if (!row) return undefined;
  return { user: row.user, professional: row.skills === null ? null : { skills: row.skills } };
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

export async function updateUserNames(db: Db, id: string, names: { firstName?: string; lastName?: string }) {
  if (names.firstName === undefined && names.lastName === undefined) return;
  await db
    .update(users)
    .set({ ...names, updatedAt: sql`now()` })
    .where(eq(users.id, id));
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

export function isExpiredDemo(user: UserRow, now = new Date()): boolean {
  return user.isDemo && user.demoExpiresAt !== null && user.demoExpiresAt <= now;
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
