import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { professionalProfiles, storedFiles } from '../../db/schema.js';

/** The professional's normalised skills; none when they have no profile yet. */
export async function normalisedSkillsOf(db: Db, userId: string): Promise<string[]> {
  const [row] = await db
    .select({ skills: professionalProfiles.skillsNormalized })
    .from(professionalProfiles)
    .where(eq(professionalProfiles.userId, userId));
  return row?.skills ?? [];
}

/** The professional's skills and the bytes of their stored CV, when they have one. */
export async function skillsAndCvOf(db: Db, userId: string) {
  const [row] = await db
    .select({
      skills: professionalProfiles.skillsNormalized,
      cvData: storedFiles.data,
      cvType: storedFiles.contentType,
    })
    .from(professionalProfiles)
    .leftJoin(storedFiles, eq(storedFiles.id, professionalProfiles.cvFileId))
    .where(eq(professionalProfiles.userId, userId));
  return {
    skills: row?.skills ?? [],
    cv: row?.cvData ? { data: row.cvData, contentType: row.cvType ?? '' } : null,
  };
}
