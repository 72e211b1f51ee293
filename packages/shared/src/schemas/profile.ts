import { z } from 'zod';
import { MSG_KEY } from '../messages.js';
import { COMPANY_SIZES, MAX_YEARS_OF_EXPERIENCE, MIN_YEARS_OF_EXPERIENCE } from '../constants.js';
import { MULTI_LINE, email, isoDate, oneOf, optionalText, optionalUrl, requiredText, text, website } from './fields.js';
import { country } from './country.js';
import { messageCodeSchema } from './detail.js';
import { fileRefSchema } from './file-ref.js';

const MIN_AGE = 16;
const MAX_AGE = 100;

function yearsAgo(years: number, now = new Date()): string {
  const d = new Date(Date.UTC(now.getUTCFullYear() - years, now.getUTCMonth(), now.getUTCDate()));
  return d.toISOString().slice(0, 10);
}

export const dateOfBirth = isoDate.refine(
  (v) => v <= yearsAgo(MIN_AGE) && v >= yearsAgo(MAX_AGE),
  MSG_KEY.dateOfBirthRange,
);

/** Accepts a number or a numeric string (multipart forms send strings). */
export const yearsOfExperience = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v === '' ? undefined : v),
  z
    .number({ error: MSG_KEY.required })
    .int(MSG_KEY.invalidNumber)
    .min(MIN_YEARS_OF_EXPERIENCE, MSG_KEY.yearsOfExperienceMin)
    .max(MAX_YEARS_OF_EXPERIENCE, MSG_KEY.invalidNumber),
);

export const phoneNumber = text({ error: MSG_KEY.required }).min(1, MSG_KEY.required).max(30, MSG_KEY.tooLong);

export const skillsSchema = z.array(text().min(1).max(60, MSG_KEY.tooLong)).max(50, MSG_KEY.tooLong);

/** Professional onboarding step 1: every field is required. */
export const personalDetailsSchema = z.object({
  first_name: requiredText(100),
  last_name: requiredText(100),
  country,
  date_of_birth: dateOfBirth,
});

/** Professional onboarding step 2; the LinkedIn URL is optional but must be a URL. */
export const professionalInfoSchema = z.object({
  professional_summary: requiredText(3000, MULTI_LINE),
  current_job_title: requiredText(100),
  years_of_experience: yearsOfExperience,
  linkedin_profile_url: optionalUrl.optional(),
  skills: skillsSchema.optional(),
});

/** Employer onboarding step 1: all required, the website must be a URL. */
export const companyDetailsSchema = z.object({
  company_name: requiredText(200),
  industry: requiredText(100),
  company_website: website,
  company_size: oneOf(COMPANY_SIZES),
  office_location: requiredText(200),
});

/** Employer onboarding step 2: all required, the work e-mail must be an e-mail. */
export const hiringTeamSchema = z.object({
  first_name: requiredText(100),
  last_name: requiredText(100),
  job_title: requiredText(100),
  email,
  phone_number: phoneNumber,
});

/** Employer onboarding step 3 (the logo travels as a file); the description is optional. */
export const companyProfileSchema = z.object({ description: optionalText(5000, MULTI_LINE).optional() });

const booleanish = z.preprocess(
  (v) => (v === 'true' ? true : v === 'false' ? false : v),
  z.boolean({ error: MSG_KEY.invalidChoice }),
);

/** PATCH /api/profile/ for a professional: any subset of the fields, each validated as in its step. */
export const professionalProfilePatchSchema = personalDetailsSchema
  .extend(professionalInfoSchema.shape)
  .extend({ phone_number: phoneNumber, onboarding_completed: booleanish })
  .partial()
  .strict();

/** PATCH /api/profile/ for an employer. */
export const employerProfilePatchSchema = companyDetailsSchema
  .extend(hiringTeamSchema.shape)
  .extend(companyProfileSchema.shape)
  .extend({ country, onboarding_completed: booleanish })
  .partial()
  .strict();

export type ProfessionalProfilePatch = z.infer<typeof professionalProfilePatchSchema>;
export type EmployerProfilePatch = z.infer<typeof employerProfilePatchSchema>;

export const professionalProfileSchema = z.object({
  user_type: z.literal('professional'),
  first_name: z.string(),
  last_name: z.string(),
  country: z.string().nullable(),
  phone_number: z.string().nullable(),
  date_of_birth: z.string().nullable(),
  professional_summary: z.string().nullable(),
  current_job_title: z.string().nullable(),
  years_of_experience: z.number().nullable(),
  linkedin_profile_url: z.string().nullable(),
  skills: z.array(z.string()),
  cv: z.string().nullable(),
  cv_file: fileRefSchema,
  profile_photo: z.string().nullable(),
  profile_photo_file: fileRefSchema,
  onboarding_completed: z.boolean(),
});

export const employerProfileSchema = z.object({
  user_type: z.literal('employer'),
  company_name: z.string().nullable(),
  industry: z.string().nullable(),
  company_website: z.string().nullable(),
  company_size: z.string().nullable(),
  job_title: z.string().nullable(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string().nullable(),
  phone_number: z.string().nullable(),
  country: z.string().nullable(),
  office_location: z.string().nullable(),
  description: z.string().nullable(),
  company_logo: z.string().nullable(),
  company_logo_file: fileRefSchema,
  onboarding_completed: z.boolean(),
});

export const profileSchema = z.discriminatedUnion('user_type', [professionalProfileSchema, employerProfileSchema]);
export type ProfessionalProfile = z.infer<typeof professionalProfileSchema>;
export type EmployerProfile = z.infer<typeof employerProfileSchema>;
export type Profile = z.infer<typeof profileSchema>;

/** A user of type `other` has no onboarding, so its profile is only what the account holds. */
export const otherProfileSchema = z.object({
  user_type: z.literal('other'),
  first_name: z.string(),
  last_name: z.string(),
  onboarding_completed: z.boolean(),
});

/** GET/PATCH/POST /api/profile/: the caller's profile, whatever the user type. */
export const anyProfileSchema = z.discriminatedUnion('user_type', [
  professionalProfileSchema,
  employerProfileSchema,
  otherProfileSchema,
]);
export type AnyProfile = z.infer<typeof anyProfileSchema>;

const notMerged = { user_type: true, first_name: true, last_name: true, onboarding_completed: true } as const;

/**
 * The profile fields that the user object carries at its top level (the profile is merged
 * over the user). The employer's work `email` is not merged: the user's `email` stays the login e-mail.
 */
const mergedProfileFieldsSchema = professionalProfileSchema
  .omit(notMerged)
  .partial()
  .extend(employerProfileSchema.omit({ ...notMerged, email: true }).partial().shape);

/** The user object of /api/user-status/ and of the login, register and demo-login responses. */
export const userSchema = mergedProfileFieldsSchema.extend({
  id: z.string(),
  email: z.string(),
  user_type: z.enum(['professional', 'employer', 'other']),
  first_name: z.string(),
  last_name: z.string(),
  is_staff: z.boolean(),
  /** Staff only: true until the account has a one-time code set up (the staff console needs one). */
  otp_enrolment_required: z.boolean().optional(),
  is_demo: z.boolean(),
  /** The address was proven by the link mailed to it; until then the web app asks for it. */
  email_confirmed: z.boolean(),
  /** Whether the account has a password: one made with Google or LinkedIn has none until one is chosen. */
  has_password: z.boolean(),
  /** The profile's phone number is proven by a code sent to it by SMS (a changed number is not, until proven). */
  phone_verified: z.boolean(),
  onboarding_completed: z.boolean(),
  date_joined: z.string(),
  profile: profileSchema.nullable(),
});
export type User = z.infer<typeof userSchema>;

export const tokenPairSchema = z.object({ access: z.string(), refresh: z.string() });
export const authResponseSchema = tokenPairSchema.extend({ user: userSchema });
export type AuthResponse = z.infer<typeof authResponseSchema>;

/** A staff second factor confirmed: a new session proved with it, and the recovery codes, shown this once. */
export const otpConfirmedSchema = authResponseSchema.extend({
  detail: z.string(),
  detail_code: messageCodeSchema,
  recovery_codes: z.array(z.string()),
});
export type OtpConfirmed = z.infer<typeof otpConfirmedSchema>;
