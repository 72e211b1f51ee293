import type { Path } from 'react-hook-form';
import type { RegisterData, RegisterPayload } from '@talent/shared';

const EMPLOYER_FIELDS = ['company_name', 'industry', 'company_website', 'company_size', 'job_title'] as const;

/**
 * The body of POST /api/register/ from the checked form: a professional's profile carries only
 * its own fields (the company fields stay in the form, should the role be switched back), and optional names
 * left empty are not sent.
 */
export function payloadOf(data: RegisterData): RegisterPayload {
  const { first_name, last_name, country, phone_number } = data.profile;
  const profile: RegisterPayload['profile'] = { country, phone_number };
  if (first_name) profile.first_name = first_name;
  if (last_name) profile.last_name = last_name;
  if (data.user_type === 'employer') {
    for (const field of EMPLOYER_FIELDS) profile[field] = data.profile[field];
  }
  return { email: data.email, password: data.password, user_type: data.user_type, profile };
}

/** Where each field named in an API error lives in the form. */
export const SERVER_FIELD_PATHS: Record<string, Path<RegisterPayload>> = {
  email: 'email',
  password: 'password',
  user_type: 'user_type',
  ...Object.fromEntries(
    ['first_name', 'last_name', 'country', 'phone_number', ...EMPLOYER_FIELDS].map((f) => [f, `profile.${f}`]),
  ),
};
