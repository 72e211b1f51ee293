import { z } from 'zod';
import { APPLICATION_CLOSED_REASONS, APPLICATION_STATUSES } from '../constants.js';
import { applicationEventSchema, jobOfferSchema } from './hiring.js';
import { companySchema } from './jobs.js';

/** One of the professional's own applications (POST and GET /hiring/applications/). */
export const professionalApplicationSchema = z.object({
  id: z.number(),
  job_id: z.number(),
  job_title: z.string(),
  job_location: z.string(),
  industry: z.string().nullable(),
  application_deadline: z.string(),
  cover_letter: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  /** Why a `closed` application is closed; null for any other status. */
  closed_reason: z.enum(APPLICATION_CLOSED_REASONS).nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  /** Once staff forwarded the applicant to the employer: until then the company stays confidential. */
  company: companySchema.nullable(),
  /** Every status the application went through, oldest first (its submission first). */
  history: z.array(applicationEventSchema),
  /**
   * Staff suspended the employer the applicant was forwarded to: whatever the status says (a hire included), the
   * card warns that nobody may ask for money. False before the applicant was forwarded.
   */
  employer_suspended: z.boolean(),
  /** The offer made to the applicant (its terms, their answer), to answer while the status is `offer`; else null. */
  offer: jobOfferSchema.nullable(),
});
export type ProfessionalApplication = z.infer<typeof professionalApplicationSchema>;

/** GET /api/profile/cv-skills/: vocabulary skills found in the CV that the profile does not list yet. */
export const cvSkillsSchema = z.object({ skills: z.array(z.string()) });
export type CvSkills = z.infer<typeof cvSkillsSchema>;
