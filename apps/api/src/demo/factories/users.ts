import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/client.js';
import { employerProfiles, professionalProfiles, users } from '../../db/schema.js';
import { hashPassword } from '../../accounts/index.js';

/**
 * Record factories: each builds a valid row with realistic defaults and takes overrides. Tests use them,
 * and so does the demo seed.
 */
export type NewUser = typeof users.$inferInsert;
export type NewProfessionalProfile = Omit<typeof professionalProfiles.$inferInsert, 'userId'>;
export type NewEmployerProfile = Omit<typeof employerProfiles.$inferInsert, 'userId'>;

export const FACTORY_PASSWORD = 'correct-horse-battery';
let cachedHash: Promise<string> | undefined;

export async function buildUser(db: Db, overrides: Partial<NewUser> & { password?: string } = {}) {
  const { password, ...rest } = overrides;
  const passwordHash =
    rest.passwordHash !== undefined
      ? rest.passwordHash
      : password
        ? await hashPassword(password)
        : await (cachedHash ??= hashPassword(FACTORY_PASSWORD));
  const [user] = await db
    .insert(users)
    .values({
      email: `user-${randomUUID().slice(0, 8)}@example.cd`,
      userType: 'professional',
      firstName: 'Grace',
      lastName: 'Mbuyi',
      passwordHash,
      ...rest,
    })
    .returning();
  return user!;
}

export async function buildProfessional(
  db: Db,
  overrides: { user?: Partial<NewUser> & { password?: string }; profile?: Partial<NewProfessionalProfile> } = {},
) {
  const user = await buildUser(db, { userType: 'professional', ...overrides.user });
  const [profile] = await db
    .insert(professionalProfiles)
    .values({
      userId: user.id,
      country: 'CD',
      phoneNumber: '+243812345678',
      dateOfBirth: '1992-04-17',
      professionalSummary: 'Civil engineer with site supervision experience in Kinshasa.',
      currentJobTitle: 'Site Engineer',
      yearsOfExperience: 6,
      skills: [],
      skillsNormalized: [],
      ...overrides.profile,
    })
    .returning();
  return { user, profile: profile! };
}

export async function buildEmployer(
  db: Db,
  overrides: { user?: Partial<NewUser> & { password?: string }; profile?: Partial<NewEmployerProfile> } = {},
) {
  const user = await buildUser(db, {
    userType: 'employer',
    firstName: 'Patrick',
    lastName: 'Kabila',
    ...overrides.user,
  });
  const [profile] = await db
    .insert(employerProfiles)
    .values({
      userId: user.id,
      companyName: 'Kivu Mining SARL',
      industry: 'Mining',
      companyWebsite: 'https://kivumining.example.cd',
      companySize: '51-200',
      jobTitle: 'HR Manager',
      workEmail: `hr-${randomUUID().slice(0, 8)}@kivumining.example.cd`,
      phoneNumber: '+243991234567',
      country: 'CD',
      officeLocation: 'Lubumbashi, DR Congo',
      ...overrides.profile,
    })
    .returning();
  return { user, profile: profile! };
}
