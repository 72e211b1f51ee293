import { FORWARDED_APPLICATION_STATUSES, addDaysIso, normaliseSkills, splitSkills, todayIso } from '@talent/shared';
import type { Db } from '../../db/client.js';
import { applicationEvents, applications, jobs } from '../../db/schema.js';
import { buildEmployer, buildProfessional } from './users.js';

export type NewJob = typeof jobs.$inferInsert;
export type NewApplication = typeof applications.$inferInsert;

/**
 * A job that professionals can see: approved, of a built employer (unless `employerId` is given), with a
 * deadline a month ahead. The normalised skills follow `requiredSkills` unless given explicitly.
 */
export async function buildJob(db: Db, overrides: Partial<NewJob> = {}) {
  const employerId = overrides.employerId ?? (await buildEmployer(db)).user.id;
  const requiredSkills = overrides.requiredSkills ?? 'Civil Engineering, AutoCAD, Site Supervision';
  const today = todayIso();
  const [job] = await db
    .insert(jobs)
    .values({
      jobTitle: 'Site Engineer',
      jobDescription: 'Supervise the construction of a warehouse and coordinate the subcontractors.',
      experienceLevel: 'mid',
      typeOfContract: 'full-time',
      startDate: addDaysIso(today, 45),
      salary: 1800,
      jobLocation: 'Kinshasa, DR Congo',
      workModel: 'on-site',
      applicationDeadline: addDaysIso(today, 30),
      status: 'approved',
      approvedAt: new Date(),
      ...overrides,
      employerId,
      requiredSkills,
      requiredSkillsNormalized: overrides.requiredSkillsNormalized ?? normaliseSkills(splitSkills(requiredSkills)),
    })
    .returning();
  return job!;
}

/** An application of a built professional to a built job, unless either is given. */
export async function buildApplication(db: Db, overrides: Partial<NewApplication> = {}) {
  const jobId = overrides.jobId ?? (await buildJob(db)).id;
  const professionalId = overrides.professionalId ?? (await buildProfessional(db)).user.id;
  const status = overrides.status ?? 'submitted';
  // An applicant at a stage past staff's forwarding was forwarded (when, unless told).
  const forwarded = (FORWARDED_APPLICATION_STATUSES as readonly string[]).includes(status);
  const [application] = await db
    .insert(applications)
    .values({
      coverLetter: '',
      forwardedAt: forwarded ? new Date() : null,
      ...overrides,
      status,
      jobId,
      professionalId,
    })
    .returning();
  // Its history: submitted, then the status it was built with.
  await db
    .insert(applicationEvents)
    .values([
      { applicationId: application!.id, status: 'submitted', actor: 'applicant', createdAt: application!.createdAt },
      ...(status === 'submitted' ? [] : [{ applicationId: application!.id, status, actor: 'staff' }]),
    ]);
  return application!;
}
