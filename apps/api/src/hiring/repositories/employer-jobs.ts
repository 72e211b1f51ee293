import { and, count, desc, eq, sql } from 'drizzle-orm';
import { normaliseSkills, splitSkills, type JobRequestData } from '@talent/shared';
import type { Db } from '../../db/client.js';
import { jobs, storedFiles, users } from '../../db/schema.js';
import type { CheckedFile } from '../../types/stored-files.js';
import { jobReadColumns, specFileJoin } from './job-status.js';
import { requestFiguresSql, type RequestFigures } from './request-figures.js';

const requestFigures = sql<RequestFigures>`${requestFiguresSql(sql`${jobs.id}`)}`;

/** The fields of a job request as the employer gives them: what a new request stores and an edit replaces. */
export function jobFieldsOf(data: JobRequestData) {
  const skills = data.required_skills ?? '';
  return {
    jobTitle: data.job_title,
    jobDescription: data.job_description,
    experienceLevel: data.experience_level,
    typeOfContract: data.type_of_contract,
    requiredSkills: skills,
    // The professional side matches on the normalised form.
    requiredSkillsNormalized: normaliseSkills(splitSkills(skills)),
    startDate: data.start_date,
    salary: data.salary ?? null,
    jobLocation: data.job_location,
    advantages: data.advantages ?? '',
    relocationFees: data.relocation_fees ?? false,
    medicalAid: data.medical_aid ?? false,
    visaSponsorship: data.visa_sponsorship ?? false,
    housing: data.housing ?? false,
    observation: data.observation ?? '',
    workModel: data.work_model,
    applicationDeadline: data.application_deadline,
    // Set on every row, none included: an import's rows all name the same columns.
    sector: data.sector ?? null,
  } satisfies Partial<typeof jobs.$inferInsert>;
}

/**
 * The row of a new, pending job request: what the create route and the bulk import both store, so that an
 * imported job is the same as one submitted through the form.
 */
export function jobRowOf(employerId: string, data: JobRequestData, specFileId: string | null = null) {
  return {
    employerId,
    jobSpecFileId: specFileId,
    ...jobFieldsOf(data),
    status: 'pending',
  } satisfies typeof jobs.$inferInsert;
}

/** Stores a job request's spec document; gives the file's id. */
export async function insertSpecFile(tx: Db, employerId: string, spec: CheckedFile): Promise<string> {
  const [file] = await tx
    .insert(storedFiles)
    .values({ ownerId: employerId, kind: 'job_spec_document', ...spec })
    .returning({ id: storedFiles.id });
  return file!.id;
}

/** Stores a new job request; gives its id. */
export async function insertJobRequest(tx: Db, row: typeof jobs.$inferInsert): Promise<number> {
  const [job] = await tx.insert(jobs).values(row).returning({ id: jobs.id });
  return job!.id;
}

/** The employer's own requests, newest first. */
export async function listEmployerJobs(
  db: Db,
  employerId: string,
  today: string,
  window: { limit: number; offset: number },
) {
  const [rows, [total]] = await Promise.all([
    db
      .select({ ...jobReadColumns(today), figures: requestFigures })
      .from(jobs)
      .leftJoin(storedFiles, specFileJoin)
      .where(eq(jobs.employerId, employerId))
      .orderBy(desc(jobs.submittedAt), desc(jobs.id))
      .limit(window.limit)
      .offset(window.offset),
    db.select({ n: count() }).from(jobs).where(eq(jobs.employerId, employerId)),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export type JobReadRow = Awaited<ReturnType<typeof listEmployerJobs>>['rows'][number];

/** One job with its read columns, whoever owns it (the caller checks ownership). */
export async function findJob(db: Db, jobId: number, today: string): Promise<JobReadRow | undefined> {
  const [row] = await db
    .select({ ...jobReadColumns(today), figures: requestFigures })
    .from(jobs)
    .leftJoin(storedFiles, specFileJoin)
    .where(eq(jobs.id, jobId));
  return row;
}

/** An edited request's new values, moderation data and, when it goes back to review, its status. */
export async function updateJobRequest(tx: Db, jobId: number, values: Partial<typeof jobs.$inferInsert>) {
  await tx
    .update(jobs)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(jobs.id, jobId));
}

/** How many job requests wait for review, those of demo sandboxes left out. */
export async function countWaitingJobRequests(db: Db): Promise<number> {
  const [waiting] = await db
    .select({ n: count() })
    .from(jobs)
    .innerJoin(users, eq(users.id, jobs.employerId))
    .where(and(eq(jobs.status, 'pending'), eq(users.isDemo, false)));
  return waiting?.n ?? 0;
}
