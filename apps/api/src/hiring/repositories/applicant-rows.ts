import { and, asc, count, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ApplicationStatus } from '@talent/shared';
import type { Db } from '../../db/client.js';
import { applications, jobOffers, jobs, professionalProfiles, storedFiles, users } from '../../db/schema.js';

const cvFile = alias(storedFiles, 'cv_file');
const photoFile = alias(storedFiles, 'photo_file');

/** The same formula as hiring/skill-match.ts, in SQL, so that the ranking can be paged. */
const matchPercentage = sql`case when cardinality(${jobs.requiredSkillsNormalized}) = 0 then null else
  round(100.0 * cardinality(array(
    select unnest(${jobs.requiredSkillsNormalized})
    intersect select unnest(coalesce(${professionalProfiles.skillsNormalized}, '{}'::text[]))
  )) / cardinality(${jobs.requiredSkillsNormalized})) end`;

function selectApplicants(db: Db) {
  return db
    .select({
      application: applications,
      job: { requiredSkills: jobs.requiredSkills, requiredSkillsNormalized: jobs.requiredSkillsNormalized },
      user: { firstName: users.firstName, lastName: users.lastName, email: users.email, deletedAt: users.deletedAt },
      profile: professionalProfiles,
      cv: { id: cvFile.id, filename: cvFile.filename, contentType: cvFile.contentType, size: cvFile.size },
      photo: {
        id: photoFile.id,
        filename: photoFile.filename,
        contentType: photoFile.contentType,
        size: photoFile.size,
      },
      offer: jobOffers,
    })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .innerJoin(users, eq(users.id, applications.professionalId))
    .leftJoin(professionalProfiles, eq(professionalProfiles.userId, applications.professionalId))
    .leftJoin(cvFile, eq(cvFile.id, professionalProfiles.cvFileId))
    .leftJoin(photoFile, eq(photoFile.id, professionalProfiles.profilePhotoFileId))
    .leftJoin(jobOffers, eq(jobOffers.applicationId, applications.id));
}

export type ApplicantRow = Awaited<ReturnType<typeof selectApplicants>>[number];

export interface ApplicantFilter {
  jobId: number;
  statuses?: readonly ApplicationStatus[];
  /** Only those staff forwarded to the employer, whatever their status since. */
  forwardedOnly?: boolean;
}

/** A job's applicants with their profile and files, best skill match first, then first come. */
export async function listApplicantRows(db: Db, filter: ApplicantFilter, window: { limit: number; offset: number }) {
  const conditions: SQL[] = [eq(applications.jobId, filter.jobId)];
  if (filter.statuses) conditions.push(inArray(applications.status, [...filter.statuses]));
  if (filter.forwardedOnly) conditions.push(isNotNull(applications.forwardedAt));
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    selectApplicants(db)
      .where(where)
      .orderBy(sql`${matchPercentage} desc nulls last`, asc(applications.createdAt), asc(applications.id))
      .limit(window.limit)
      .offset(window.offset),
    db.select({ n: count() }).from(applications).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** The same row for one application (after a status change, say). */
export async function findApplicantRow(db: Db, applicationId: number): Promise<ApplicantRow | undefined> {
  const [row] = await selectApplicants(db).where(eq(applications.id, applicationId));
  return row;
}
