import { addDaysIso, normaliseSkills, splitSkills, todayIso } from '@talent/shared';
import type { Db } from '../db/client.js';
import { applications, jobs } from '../db/schema.js';
import { buildEmployer, buildProfessional } from './users.js';

export type NewJob = typeof jobs.$inferInsert;
export type NewApplication = typeof applications.$inferInsert;

/**
 * A job request as an employer submits it (pending unless told otherwise), for tests and the demo data.
 * Without an employer one is built; the normalised skills follow the typed ones unless given.
 */
export async function buildJobRequest(db: Db, overrides: Partial<NewJob> = {}) {
  const employerId = overrides.employerId ?? (await buildEmployer(db)).user.id;
  const requiredSkills = overrides.requiredSkills ?? 'AutoCAD, Project management, French';
  const today = todayIso();
  const [job] = await db
    .insert(jobs)
    .values({
      jobTitle: 'Site Engineer',
      jobDescription: 'Supervise the construction of a warehouse in Lubumbashi.',
      experienceLevel: 'mid',
      typeOfContract: 'full-time',
      startDate: addDaysIso(today, 45),
      salary: 2500,
      jobLocation: 'Lubumbashi, DR Congo',
      workModel: 'on-site',
      applicationDeadline: addDaysIso(today, 30),
      ...overrides,
      employerId,
      requiredSkills,
      requiredSkillsNormalized: overrides.requiredSkillsNormalized ?? normaliseSkills(splitSkills(requiredSkills)),
    })
    .returning();
  return job!;
}

/** An application row (submitted unless told otherwise); builds the job and the professional when not given. */
export async function buildApplicationRow(db: Db, overrides: Partial<NewApplication> = {}) {
  const jobId = overrides.jobId ?? (await buildJobRequest(db, { status: 'approved' })).id;
  const professionalId = overrides.professionalId ?? (await buildProfessional(db)).user.id;
  const [application] = await db
    .insert(applications)
    .values({ coverLetter: '', ...overrides, jobId, professionalId })
    .returning();
  return application!;
}
