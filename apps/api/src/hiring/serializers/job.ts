import type { z } from 'zod';
import type { jobBaseSchema } from '@talent/shared';
import type { jobs } from '../../db/schema.js';
import type { FileUrlSigner } from '../../profiles/index.js';
import type { FileMeta } from '../../types/stored-files.js';

/** A job's columns; its search data (what only the database reads) need not be selected. */
type JobRow = Omit<typeof jobs.$inferSelect, 'searchDocument' | 'locationKey' | 'riskFlags' | 'textSignature'>;
export type JobBase = z.infer<typeof jobBaseSchema>;

/** A job row as every job response gives it, before the reader-specific fields. */
export function serializeJobBase(
  row: JobRow,
  extras: { applicationsCount: number; specFile?: FileMeta | null; signFile: FileUrlSigner },
): JobBase {
  const spec = extras.signFile(extras.specFile ?? null);
  return {
    id: row.id,
    job_title: row.jobTitle,
    job_description: row.jobDescription,
    job_spec_document: spec?.url ?? null,
    job_spec_document_file: spec,
    experience_level: row.experienceLevel,
    type_of_contract: row.typeOfContract,
    required_skills: row.requiredSkills,
    start_date: row.startDate,
    salary: row.salary === null ? null : Number(row.salary),
    job_location: row.jobLocation,
    advantages: row.advantages,
    relocation_fees: row.relocationFees,
    medical_aid: row.medicalAid,
    visa_sponsorship: row.visaSponsorship,
    housing: row.housing,
    observation: row.observation,
    work_model: row.workModel,
    application_deadline: row.applicationDeadline,
    sector: row.sector ?? null,
    status: row.status as JobBase['status'],
    submitted_at: row.submittedAt.toISOString(),
    applications_count: extras.applicationsCount,
  };
}
