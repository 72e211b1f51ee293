import { z } from 'zod';
import { applicationPipelineSchema, relatedSkillsSchema, requestFiguresSchema } from './hiring.js';
import { MSG_KEY } from '../messages.js';
import {
  APPLICATION_STATUSES,
  CONTRACT_TYPES,
  COVER_LETTER_MAX_LENGTH,
  EXPERIENCE_LEVELS,
  JOB_STATUSES,
  type JobPerk,
  MAX_APPLICATION_WINDOW_DAYS,
  SECTORS,
  WORK_MODELS,
} from '../constants.js';
import { addDaysIso, isIsoDate, todayIso } from '../dates.js';
import { MULTI_LINE, isoDate, oneOf, optionalText, requiredText, text } from './fields.js';
import { fileRefSchema } from './file-ref.js';

/** Multipart forms send booleans as text. */
const checkbox = z.preprocess(
  (v) => (v === 'true' || v === 'on' || v === '1' ? true : v === 'false' || v === '' || v === '0' ? false : v),
  z.boolean({ error: MSG_KEY.invalidChoice }),
);

/**
 * A salary as people type it: "1 500", "1,500" and "$1500" are 1500. A decimal part ("900.50", or "900,50" as French
 * writes it) is refused rather than rounded: the amount is whole US dollars, and changing what was typed without a
 * word would publish another salary.
 */
function typedSalary(v: unknown): unknown {
  if (typeof v !== 'string') return v;
  const compact = v.replace(/[\s$]/g, '');
  if (compact === '') return undefined;
  return Number(/^\d{1,3}(,\d{3})+$/.test(compact) ? compact.replaceAll(',', '') : compact.replace(',', '.'));
}
const salary = z.preprocess(
  typedSalary,
  z
    .number({ error: (issue) => (issue.input === undefined ? MSG_KEY.required : MSG_KEY.invalidNumber) })
    .int(MSG_KEY.invalidNumber)
    .min(0, MSG_KEY.invalidNumber)
    .max(10_000_000, MSG_KEY.invalidNumber),
);

/** Date rules only judge a well-formed date, so a malformed one gets a single message. */
const startDate = isoDate.refine((v) => !isIsoDate(v) || v >= todayIso(), MSG_KEY.startDateInPast);
const applicationDeadline = isoDate
  .refine((v) => !isIsoDate(v) || v >= todayIso(), MSG_KEY.deadlineInPast)
  .refine((v) => !isIsoDate(v) || v <= addDaysIso(todayIso(), MAX_APPLICATION_WINDOW_DAYS), MSG_KEY.deadlineTooFar);

/**
 * The job's own sector, one of the known ones, or none: an empty choice (a form's "Other") is none. It is the job's,
 * not its employer's: a bank's guard is not in banking. Optional, so a request without it is complete.
 */
const sector = z
  .preprocess((v) => (v === '' ? null : v), z.enum(SECTORS, { error: MSG_KEY.invalidChoice }).nullable())
  .optional();

/** One yes-or-no field for each perk the pages list: a perk without its field, or the reverse, does not compile. */
const perkFields = {
  relocation_fees: checkbox.optional(),
  medical_aid: checkbox.optional(),
  visa_sponsorship: checkbox.optional(),
  housing: checkbox.optional(),
} satisfies Record<JobPerk, z.ZodType>;

/**
 * POST /hiring/create/: the required fields, then the optional ones. The deadline is today
 * or later and within a year; the start date is not in the past.
 */
export const jobRequestSchema = z
  .object({
    job_title: requiredText(150),
    job_description: requiredText(10_000, MULTI_LINE),
    experience_level: oneOf(EXPERIENCE_LEVELS),
    type_of_contract: oneOf(CONTRACT_TYPES),
    start_date: startDate,
    salary,
    job_location: requiredText(200),
    work_model: oneOf(WORK_MODELS),
    application_deadline: applicationDeadline,
    sector,
    required_skills: optionalText(2000).optional(),
    advantages: optionalText(5000, MULTI_LINE).optional(),
    observation: optionalText(5000, MULTI_LINE).optional(),
    ...perkFields,
  })
  .strict();
export type JobRequestPayload = z.input<typeof jobRequestSchema>;
export type JobRequestData = z.output<typeof jobRequestSchema>;

/** The job's own fields, as every job response carries them. */
export const jobBaseSchema = z.object({
  id: z.number(),
  job_title: z.string(),
  job_description: z.string(),
  job_spec_document: z.string().nullable(),
  job_spec_document_file: fileRefSchema,
  experience_level: z.string(),
  type_of_contract: z.string(),
  required_skills: z.string(),
  start_date: z.string(),
  salary: z.number().nullable(),
  job_location: z.string(),
  advantages: z.string(),
  relocation_fees: z.boolean(),
  medical_aid: z.boolean(),
  visa_sponsorship: z.boolean(),
  housing: z.boolean(),
  observation: z.string(),
  work_model: z.string(),
  application_deadline: z.string(),
  /** The job's own sector, chosen by its employer; null when they chose none (or the job predates the choice). */
  sector: z.enum(SECTORS).nullable(),
  status: z.enum(JOB_STATUSES),
  submitted_at: z.string(),
  applications_count: z.number(),
});

/** Company details, revealed to a professional only once shortlisted for that job (see docs/product.md). */
export const companySchema = z.object({
  company_name: z.string().nullable(),
  company_website: z.string().nullable(),
  company_logo: z.string().nullable(),
  description: z.string().nullable(),
  office_location: z.string().nullable(),
});

/** A job as a professional sees it in GET /hiring/jobs/. */
export const jobForProfessionalSchema = jobBaseSchema.extend({
  skill_match_percentage: z.number().nullable(),
  matched_skills: z.array(z.string()),
  related_skills: relatedSkillsSchema,
  missing_skills: z.array(z.string()),
  /** The employer's industry as they typed it (a job's own sector is `sector`). */
  industry: z.string().nullable(),
  has_applied: z.boolean(),
  application_status: z.enum(APPLICATION_STATUSES).nullable(),
  company: companySchema.nullable(),
  /** Staff checked who the employer is; shown while the company itself stays confidential. */
  employer_verified: z.boolean(),
  /** The signed-in professional already reported this job. */
  reported: z.boolean(),
  /** The signed-in professional saved this job (GET /hiring/saved-jobs/). */
  saved: z.boolean(),
});
export type JobForProfessional = z.infer<typeof jobForProfessionalSchema>;

/** A job request as its employer sees it in GET /hiring/employer-jobs/. */
export const employerJobSchema = jobBaseSchema.extend({
  rejection_reason: z.string().nullable(),
  /** How many of its applications are at each status, staff's and the employer's alike (applications_count in all). */
  pipeline: applicationPipelineSchema,
  /** How many saw it, applied, were forwarded, interviewed and hired, and how fast applicants hear back. */
  figures: requestFiguresSchema,
});
export type EmployerJob = z.infer<typeof employerJobSchema>;

export const applicationSchema = z.object({
  job_id: z.preprocess(
    (v) => (typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v) : v),
    z
      .number({ error: MSG_KEY.invalidJobId })
      .int(MSG_KEY.invalidJobId)
      .positive(MSG_KEY.invalidJobId)
      .max(2 ** 53, MSG_KEY.invalidJobId),
  ),
  cover_letter: text({ ...MULTI_LINE, trim: false })
    .max(COVER_LETTER_MAX_LENGTH, MSG_KEY.coverLetterTooLong)
    .optional()
    .transform((v) => v?.trim() ?? ''),
});
export type ApplicationPayload = z.input<typeof applicationSchema>;
