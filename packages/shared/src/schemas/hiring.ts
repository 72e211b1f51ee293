import { z } from 'zod';
import {
  APPLICANT_NOTE_MAX_LENGTH,
  APPLICATION_CLOSED_REASONS,
  APPLICATION_STATUSES,
  EMPLOYER_APPLICATION_STAGES,
  OFFER_ANSWERS,
  OFFER_CURRENCIES,
  OFFER_SALARY_MAX,
  REJECTION_REASONS,
} from '../constants.js';
import { isIsoDate, todayIso } from '../dates.js';
import { MSG_KEY } from '../messages.js';
import { MULTI_LINE, isoDate, oneOf, text } from './fields.js';
import { fileRefSchema } from './file-ref.js';

/**
 * An offer's terms and its answer, as both sides and staff read them: a monthly salary in US dollars or Congolese
 * francs, the day the work would start, the employer's note (empty while staff check one that asked for money), and
 * the applicant's answer (null until they give one) with their reason when they declined.
 */
export const jobOfferSchema = z.object({
  salary: z.number(),
  currency: z.enum(OFFER_CURRENCIES),
  start_date: z.string(),
  note: z.string(),
  made_at: z.string(),
  answer: z.enum(OFFER_ANSWERS).nullable(),
  answered_at: z.string().nullable(),
  decline_reason: z.string(),
});
export type JobOffer = z.infer<typeof jobOfferSchema>;

/**
 * Required skills (in the employer's words) met through a skill a level above or below one of the professional's
 * (`through`): each counts half in the match.
 */
export const relatedSkillsSchema = z.array(z.object({ skill: z.string(), through: z.string() }));
export type RelatedSkills = z.infer<typeof relatedSkillsSchema>;

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
  related_skills: relatedSkillsSchema,
  missing_skills: z.array(z.string()),
  cv: z.string().nullable(),
  cv_file: fileRefSchema,
  profile_photo: z.string().nullable(),
  profile_photo_file: fileRefSchema,
  /** The offer made to the applicant, with their answer; null when none was made. */
  offer: jobOfferSchema.nullable(),
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

const applicantNote = text({ ...MULTI_LINE }).max(APPLICANT_NOTE_MAX_LENGTH, MSG_KEY.applicantNoteTooLong);

/**
 * POST /hiring/employer-jobs/<id>/applicants/<applicationId>/status/: the employer moves an applicant staff forwarded
 * to a later stage. Not selecting them (`rejected`) needs a reason; an offer needs its terms (a monthly salary, its
 * currency, a start date from today on). The note goes to the applicant, with either.
 */
export const applicantStageChangeSchema = z
  .object({
    status: oneOf(EMPLOYER_APPLICATION_STAGES),
    reason: oneOf(REJECTION_REASONS).optional(),
    note: applicantNote.optional(),
    salary: z
      .number({ error: MSG_KEY.offerSalaryInvalid })
      .int(MSG_KEY.offerSalaryInvalid)
      .min(1, MSG_KEY.offerSalaryInvalid)
      .max(OFFER_SALARY_MAX, MSG_KEY.offerSalaryInvalid)
      .optional(),
    currency: oneOf(OFFER_CURRENCIES).optional(),
    // A calendar day (its format said to the API's readers): not a text the applicant reads as written.
    start_date: isoDate
      .refine((v) => !isIsoDate(v) || v >= todayIso(), MSG_KEY.startDateInPast)
      .meta({ format: 'date' })
      .optional(),
  })
  .superRefine((body, ctx) => {
    const offer = body.status === 'offer';
    if (body.status === 'rejected' && !body.reason)
      ctx.addIssue({ code: 'custom', path: ['reason'], message: MSG_KEY.rejectionReasonRequired });
    if (body.status !== 'rejected' && body.reason)
      ctx.addIssue({ code: 'custom', path: ['reason'], message: MSG_KEY.onlyWithRejection });
    if (body.note && body.status !== 'rejected' && !offer)
      ctx.addIssue({ code: 'custom', path: ['note'], message: MSG_KEY.onlyWithRejection });
    for (const field of ['salary', 'currency', 'start_date'] as const) {
      if (offer && body[field] === undefined)
        ctx.addIssue({ code: 'custom', path: [field], message: MSG_KEY.required });
      if (!offer && body[field] !== undefined)
        ctx.addIssue({ code: 'custom', path: [field], message: MSG_KEY.offerTermsOnlyWithOffer });
    }
  });
export type ApplicantStageChangePayload = z.input<typeof applicantStageChangeSchema>;

/**
 * POST /hiring/applications/<id>/offer/: the applicant answers the offer made to them. `{"accept": true}` hires them;
 * `{"decline": true, "reason": …}` withdraws the application, the reason told to the employer.
 */
export const offerAnswerSchema = z
  .object({
    accept: z.literal(true, { error: MSG_KEY.offerAnswerOne }).optional(),
    decline: z.literal(true, { error: MSG_KEY.offerAnswerOne }).optional(),
    reason: applicantNote.optional(),
  })
  .superRefine((body, ctx) => {
    if (Boolean(body.accept) === Boolean(body.decline))
      ctx.addIssue({ code: 'custom', path: ['accept'], message: MSG_KEY.offerAnswerOne });
    if (body.decline && !body.reason?.trim())
      ctx.addIssue({ code: 'custom', path: ['reason'], message: MSG_KEY.offerDeclineReasonRequired });
  });
export type OfferAnswerPayload = z.input<typeof offerAnswerSchema>;

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
