import type { App } from '../../src/app.js';

/** A registration payload that passes validation; override any part. */
export function professionalRegistration(
  overrides: Record<string, unknown> = {},
  profile: Record<string, unknown> = {},
) {
  return {
    email: `pro-${Math.random().toString(36).slice(2, 10)}@example.cd`,
    password: 'a-long-password',
    user_type: 'professional',
    profile: { first_name: 'Grace', last_name: 'Mbuyi', country: 'CD', phone_number: '0812345678', ...profile },
    ...overrides,
  };
}

export function employerRegistration(overrides: Record<string, unknown> = {}, profile: Record<string, unknown> = {}) {
  return {
    email: `emp-${Math.random().toString(36).slice(2, 10)}@example.cd`,
    password: 'a-long-password',
    user_type: 'employer',
    profile: {
      first_name: 'Patrick',
      last_name: 'Kabila',
      country: 'CD',
      phone_number: '+243 991 234 567',
      company_name: 'Kivu Mining SARL',
      industry: 'Mining',
      company_website: 'kivumining.example.cd',
      company_size: '51-200',
      job_title: 'HR Manager',
      ...profile,
    },
    ...overrides,
  };
}

/** Logs in through the API; returns the response body (access, refresh, user). */
export async function login(app: App, email: string, password: string) {
  const res = await app.inject({ method: 'POST', url: '/api/token/', payload: { email, password } });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  return res.json() as { access: string; refresh: string; user: Record<string, unknown> };
}

export const bearer = (access: string) => ({ authorization: `Bearer ${access}` });
