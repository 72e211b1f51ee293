import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { applications, employerProfiles, jobs, professionalProfiles, users } from '../../db/schema.js';

type Window = { limit: number; offset: number };

/** LIKE wildcards in a search typed by a person are literal characters. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, '\\$&');

function selectAdminUsers(db: Db) {
  return db
    .select({
      user: users,
      companyName: employerProfiles.companyName,
      onboardingCompleted: sql<boolean>`coalesce(${professionalProfiles.onboardingCompleted},
        ${employerProfiles.onboardingCompleted}, false)`,
      jobsSubmitted: sql<number>`(select count(*)::int from ${jobs} where ${jobs.employerId} = ${users.id})`.mapWith(
        Number,
      ),
      applicationsMade: sql<number>`(select count(*)::int from ${applications}
        where ${applications.professionalId} = ${users.id})`.mapWith(Number),
    })
    .from(users)
    .leftJoin(professionalProfiles, eq(professionalProfiles.userId, users.id))
    .leftJoin(employerProfiles, eq(employerProfiles.userId, users.id));
}

/** One user as the staff list shows them. */
export async function findAdminUser(db: Db, id: string) {
  const [row] = await selectAdminUsers(db).where(eq(users.id, id));
  return row;
}

/** Users with their onboarding state and activity, newest first; `q` searches e-mail, names and company, `id` is one. */
export async function listUsers(db: Db, filter: { type?: string; q?: string; id?: string }, window: Window) {
  const conditions: SQL[] = [];
  if (filter.id) conditions.push(eq(users.id, filter.id));
  if (filter.type) conditions.push(eq(users.userType, filter.type));
  if (filter.q) {
    const pattern = `%${escapeLike(filter.q)}%`;
    conditions.push(
      or(
        ilike(users.email, pattern),
        ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern),
        ilike(employerProfiles.companyName, pattern),
      )!,
    );
  }
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    selectAdminUsers(db)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(window.limit)
      .offset(window.offset),
    db
      .select({ n: count() })
      .from(users)
      .leftJoin(employerProfiles, eq(employerProfiles.userId, users.id))
      .where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}
