import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { employerProfiles, professionalProfiles, users } from '../../db/schema.js';

export type ProfessionalProfileRow = typeof professionalProfiles.$inferSelect;
export type EmployerProfileRow = typeof employerProfiles.$inferSelect;
export type ProfessionalProfileValues = Partial<Omit<typeof professionalProfiles.$inferInsert, 'userId'>>;
export type EmployerProfileValues = Partial<Omit<typeof employerProfiles.$inferInsert, 'userId'>>;

export async function findProfessionalProfile(db: Db, userId: string): Promise<ProfessionalProfileRow | undefined> {
  const [row] = await db.select().from(professionalProfiles).where(eq(professionalProfiles.userId, userId)).limit(1);
  return row;
}

export async function findEmployerProfile(db: Db, userId: string): Promise<EmployerProfileRow | undefined> {
  const [row] = await db.select().from(employerProfiles).where(eq(employerProfiles.userId, userId)).limit(1);
  return row;
}

export async function insertProfessionalProfile(db: Db, userId: string, values: ProfessionalProfileValues) {
  await db.insert(professionalProfiles).values({ ...values, userId });
}

export async function insertEmployerProfile(db: Db, userId: string, values: EmployerProfileValues) {
  await db.insert(employerProfiles).values({ ...values, userId });
}

/**
 * Inside a transaction: makes sure the profile row exists and locks it, so that two saves of the same
 * profile (each replacing a file) run one after the other. `created` tells whether the row is new.
 */
export async function lockProfessionalProfile(tx: Db, userId: string) {
  const inserted = await tx
    .insert(professionalProfiles)
    .values({ userId })
    .onConflictDoNothing()
    .returning({ userId: professionalProfiles.userId });
  const [row] = await tx
    .select()
    .from(professionalProfiles)
    .where(eq(professionalProfiles.userId, userId))
    .for('update');
  return { row: row!, created: inserted.length > 0 };
}

export async function lockEmployerProfile(tx: Db, userId: string) {
  const inserted = await tx
    .insert(employerProfiles)
    .values({ userId })
    .onConflictDoNothing()
    .returning({ userId: employerProfiles.userId });
  const [row] = await tx.select().from(employerProfiles).where(eq(employerProfiles.userId, userId)).for('update');
  return { row: row!, created: inserted.length > 0 };
}

export async function updateProfessionalProfile(tx: Db, userId: string, values: ProfessionalProfileValues) {
  await tx
    .update(professionalProfiles)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(professionalProfiles.userId, userId));
}

export async function updateEmployerProfile(tx: Db, userId: string, values: EmployerProfileValues) {
  await tx
    .update(employerProfiles)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(employerProfiles.userId, userId));
}

/** The names a profile form edits are the account's own (users.first_name, last_name). */
export async function updateUserNames(db: Db, id: string, names: { firstName?: string; lastName?: string }) {
  if (names.firstName === undefined && names.lastName === undefined) return;
  await db
    .update(users)
    .set({ ...names, updatedAt: sql`now()` })
    .where(eq(users.id, id));
}
