import { z } from 'zod';
import { MSG_KEY } from '../messages.js';
import {
  COMPANY_SIZES,
  MAX_PASSWORD_LENGTH,
  MIN_PASSWORD_LENGTH,
  PHONE_CODE_LENGTH,
  USER_TYPES,
} from '../constants.js';
import { checkPhoneForCountry, normalisePhone } from '../phone.js';
import { email, newPassword, oneOf, requiredText, text, website } from './fields.js';
import { country } from './country.js';

export const userTypeSchema = oneOf(USER_TYPES, MSG_KEY.invalidUserType);

const optionalName = text().max(100, MSG_KEY.tooLong).optional();

/** The profile part of registration; which fields are required depends on the user type. */
export const registrationProfileSchema = z.object(
  {
    first_name: optionalName,
    last_name: optionalName,
    country,
    phone_number: text({ error: MSG_KEY.required }).min(1, MSG_KEY.required).max(30, MSG_KEY.tooLong),
    company_name: text().max(200, MSG_KEY.tooLong).optional(),
    industry: text().max(100, MSG_KEY.tooLong).optional(),
    company_website: text().max(300, MSG_KEY.tooLong).optional(),
    company_size: text().optional(),
    job_title: text().max(100, MSG_KEY.tooLong).optional(),
  },
  { error: MSG_KEY.required },
);

const professionalRequired = { first_name: requiredText(100), last_name: requiredText(100) } as const;
const employerRequired = {
  company_name: requiredText(200),
  industry: requiredText(100),
  company_website: website,
  company_size: oneOf(COMPANY_SIZES),
  job_title: requiredText(100),
} as const;

/**
 * Registration payload. The phone number is checked for the chosen country and
 * stored in E.164 form; the employer's website gets https:// when it lacks a scheme.
 */
export const registerSchema = z
  .object({
    email,
    password: newPassword,
    user_type: userTypeSchema,
    profile: registrationProfileSchema,
  })
  .superRefine((value, ctx) => {
    const required = value.user_type === 'employer' ? employerRequired : professionalRequired;
    for (const [field, schema] of Object.entries(required)) {
      const result = (schema as z.ZodType).safeParse((value.profile as Record<string, unknown>)[field] ?? '');
      if (!result.success) {
        ctx.addIssue({ code: 'custom', path: ['profile', field], message: result.error.issues[0]!.message });
      }
    }
    checkPhoneForCountry(ctx, value.profile.phone_number, value.profile.country, ['profile', 'phone_number']);
  })
  .transform((value) => ({
    ...value,
    profile: {
      ...value.profile,
      phone_number: normalisePhone(value.profile.phone_number, value.profile.country) ?? value.profile.phone_number,
      ...(value.user_type === 'employer' && value.profile.company_website
        ? { company_website: website.safeParse(value.profile.company_website).data ?? value.profile.company_website }
        : {}),
    },
  }));
export type RegisterPayload = z.input<typeof registerSchema>;
export type RegisterData = z.output<typeof registerSchema>;

export const demoLoginSchema = z.object({ user_type: userTypeSchema });
export const refreshSchema = z.object({ refresh: z.string({ error: MSG_KEY.required }).min(1, MSG_KEY.required) });
/** The body is optional: a logout without a body (null to the server) ends no refresh token. */
export const logoutSchema = z.object({ refresh: z.string().optional() }).nullish();

export const changePasswordSchema = z.object({
  current_password: z.string({ error: MSG_KEY.currentPasswordRequired }).min(1, MSG_KEY.currentPasswordRequired),
  new_password: z
    .string({ error: MSG_KEY.required })
    .min(1, MSG_KEY.required)
    .min(MIN_PASSWORD_LENGTH, MSG_KEY.newPasswordTooShort)
    .max(MAX_PASSWORD_LENGTH, MSG_KEY.passwordTooLong),
});

/** The web form adds the confirmation, which never leaves the browser. */
export const changePasswordFormSchema = changePasswordSchema
  .extend({ confirm_password: z.string({ error: MSG_KEY.required }).min(1, MSG_KEY.required) })
  .refine((v) => v.new_password === v.confirm_password, {
    path: ['confirm_password'],
    message: MSG_KEY.passwordsDoNotMatch,
  });

/** Deleting an account with its password: proof that the person at the keyboard owns it. */
export const deleteWithPasswordSchema = z.object({
  password: z.string({ error: MSG_KEY.currentPasswordRequired }).min(1, MSG_KEY.currentPasswordRequired),
});
export type DeleteWithPasswordPayload = z.input<typeof deleteWithPasswordSchema>;

/** Deleting an account that has no password (made with Google or LinkedIn): the code mailed to its address. */
export const deleteWithCodeSchema = z.object({
  // The mail writes it in two groups (123 456): spaces copied with it are not part of it.
  code: z
    .string({ error: MSG_KEY.deletionCodeWrong })
    .transform((v) => v.replace(/\s/g, ''))
    .pipe(z.string().regex(new RegExp(`^\\d{${PHONE_CODE_LENGTH}}$`), MSG_KEY.deletionCodeWrong)),
});
export type DeleteWithCodePayload = z.input<typeof deleteWithCodeSchema>;

/**
 * DELETE /api/me/: the password, or for an account without one the mailed code. Which one the account needs is the
 * server's to say (a missing one is a field error on it), so both are optional here.
 */
export const deleteAccountSchema = deleteWithPasswordSchema.partial().extend(deleteWithCodeSchema.partial().shape);
