import { and, asc, count, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { relatedSkillKeys, type ApplicationStatus } from '@talent/shared';
import type { Db } from '../../db/client.js';
import { textArray } from '../../db/market-rules.js';
import { applications, jobOffers, jobs, professionalProfiles, storedFiles, users } from '../../db/schema.js';

const cvFile = alias(storedFiles, 'cv_file');
const photoFile = alias(storedFiles, 'photo_file');

/**
 * The points of each applicant's match for one job (`skillMatchPercentage` of @talent/shared, whose percentage they
 * order as it does: the job's skill count is the same for all), in SQL so that the ranking can be paged: for each skill
 * the job requires, 2 when the applicant has it, 1 when they have one a level above or below it.
 */
async function matchPoints(db: Db, jobId: number): Promise<SQL> {
  const [job] = await db.select({ required: jobs.requiredSkillsNormalized }).from(jobs).where(eq(jobs.id, jobId));
  const required = job?.required ?? [];
  if (required.length === 0) return sql`0`;
  const have = sql`coalesce(${professionalProfiles.skillsNormalized}, '{}'::text[])`;
  return sql.join(
    required.map((key) => {
      const near = relatedSkillKeys([key]);
      return near.length === 0
        ? sql`2 * (${key}::text = any(${have}))::int`
        : sql`case when ${key}::text = any(${have}) then 2 when ${have} && ${textArray(near)} then 1 else 0 end`;
    }),
    sql` + `,
  );
}

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
  const points = await matchPoints(db, filter.jobId);
  const [rows, [total]] = await Promise.all([
    selectApplicants(db)
      .where(where)
      .orderBy(sql`${points} desc`, asc(applications.createdAt), asc(applications.id))
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
