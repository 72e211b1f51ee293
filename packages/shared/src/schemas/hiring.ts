import { z } from 'zod';
import {
  APPLICANT_NOTE_MAX_LENGTH,
  APPLICATION_CLOSED_REASONS,
  APPLICATION_STATUSES,
  EMPLOYER_APPLICATION_STAGES,
  REJECTION_REASONS,
} from '../constants.js';
import { MSG_KEY } from '../messages.js';
import { MULTI_LINE, oneOf, text } from './fields.js';
import { fileRefSchema } from './file-ref.js';

/**
 * An applicant for a job: the professional's profile, how their skills meet the job's, and the application.
 * The employer sees this for the applicants staff forwarded (shortlisted or hired); staff see it for all.
 */
export const applicantSchema = z.object({
  /** The application's id. */
  id: z.number(),
  job_id: z.number(),
  status: z.enum(APPLICATION_STATUSES),
  /** Why a `closed` application is closed; null for any other status. */
  closed_reason: z.enum(APPLICATION_CLOSED_REASONS).nullable(),
  applied_at: z.string(),
  status_changed_at: z.string(),
  /**
   * The applicant deleted their account: the application stays (its job, dates and status), and everything about
   * the person went with the account: names, e-mail and phone are empty, the profile and files null, and there is
   * no skill match (null, no skills listed).
   */
  applicant_deleted: z.boolean(),
  cover_letter: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone_number: z.string().nullable(),
  country: z.string().nullable(),
  current_job_title: z.string().nullable(),
  years_of_experience: z.number().nullable(),
  professional_summary: z.string().nullable(),
  linkedin_profile_url: z.string().nullable(),
  skills: z.array(z.string()),
  skill_match_percentage: z.number().nullable(),
  matched_skills: z.array(z.string()),
  missing_skills: z.array(z.string()),
  cv: z.string().nullable(),
  cv_file: fileRefSchema,
  profile_photo: z.string().nullable(),
  profile_photo_file: fileRefSchema,
});
export type Applicant = z.infer<typeof applicantSchema>;

/** GET /hiring/employer-jobs/<id>/applicants/ answers applicantSchema. */
export type EmployerApplicant = Applicant;

/** One step of an application's history: its new status, when, and for a rejection or a closing, why. */
export const applicationEventSchema = z.object({
  status: z.enum(APPLICATION_STATUSES),
  at: z.string(),
  /** A rejection's reason (REJECTION_REASONS) or a closing's (APPLICATION_CLOSED_REASONS); absent otherwise. */
  reason: z.enum([...REJECTION_REASONS, ...APPLICATION_CLOSED_REASONS]).optional(),
  /** The employer's note to the applicant, with a rejection. */
  note: z.string().optional(),
});
export type ApplicationEvent = z.infer<typeof applicationEventSchema>;

/** How many of a request's applications are at each status (every status present, zeros included). */
export const applicationPipelineSchema = z.object(
  Object.fromEntries(APPLICATION_STATUSES.map((status) => [status, z.number()])) as {
    [S in (typeof APPLICATION_STATUSES)[number]]: z.ZodNumber;
  },
);
export type ApplicationPipeline = z.infer<typeof applicationPipelineSchema>;

/**
 * POST /hiring/employer-jobs/<id>/applicants/<applicationId>/status/: the employer moves an applicant staff forwarded
 * to a later stage. Not selecting them (`rejected`) needs a reason; the note goes to the applicant.
 */
export const applicantStageChangeSchema = z
  .object({
    status: oneOf(EMPLOYER_APPLICATION_STAGES),
    reason: oneOf(REJECTION_REASONS).optional(),
    note: text({ ...MULTI_LINE })
      .max(APPLICANT_NOTE_MAX_LENGTH, MSG_KEY.applicantNoteTooLong)
      .optional(),
  })
  .superRefine((body, ctx) => {
    if (body.status === 'rejected' && !body.reason)
      ctx.addIssue({ code: 'custom', path: ['reason'], message: MSG_KEY.rejectionReasonRequired });
    if (body.status !== 'rejected' && (body.reason || body.note))
      ctx.addIssue({ code: 'custom', path: [body.reason ? 'reason' : 'note'], message: MSG_KEY.onlyWithRejection });
  });
export type ApplicantStageChangePayload = z.input<typeof applicantStageChangeSchema>;

/**
 * What an employer learns from a request (or staff from every request): how many people saw it (a person a day),
 * applied, were forwarded, interviewed and hired, and the median hours from an application to its first answer by
 * staff or the employer (null while none has one).
 */
export const requestFiguresSchema = z.object({
  views: z.number(),
  applied: z.number(),
  forwarded: z.number(),
  interviewed: z.number(),
  hired: z.number(),
  first_answer_hours: z.number().nullable(),
});
export type RequestFigures = z.infer<typeof requestFiguresSchema>;

/** GET /api/admin/hiring-figures/: every request's figures together, and the applications waiting longest for staff. */
export const hiringFiguresSchema = z.object({
  figures: requestFiguresSchema,
  waiting: z.array(
    z.object({
      application_id: z.number(),
      job_id: z.number(),
      job_title: z.string(),
      company_name: z.string().nullable(),
      applied_at: z.string(),
    }),
  ),
});
export type HiringFigures = z.infer<typeof hiringFiguresSchema>;
