import { z } from 'zod';
import { APPLICATION_CLOSED_REASONS, APPLICATION_STATUSES } from '../constants.js';
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
