import { eq, sql } from 'drizzle-orm';
import type { Db } from './client.js';
import { professionalProfiles, users } from './schema.js';

/**
 * The reads of the users table that every authenticated request makes (plugins/auth.ts), in the base so that every
 * module's routes can authenticate without depending on the accounts module, which owns the rest of the table.
 */
export type UserRow = typeof users.$inferSelect;

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

/** Remembers the language the person last used (mail to them is written in it). */
export async function setUserLanguage(db: Db, id: string, language: string): Promise<void> {
  await db.update(users).set({ language }).where(eq(users.id, id));
}

/** A demo account's time is up: it is refused at sign-in and at every request. */
export function isExpiredDemo(user: UserRow, now = new Date()): boolean {
  return user.isDemo && user.demoExpiresAt !== null && user.demoExpiresAt <= now;
}
