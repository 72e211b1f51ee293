import type { AnyUserType } from '@talent/shared';

/** The user as the web app keeps it: the profile's fields merged over the user's own, so screens read one object. */
export interface SessionUser {
  id?: string;
  email: string;
  user_type: AnyUserType;
  first_name: string;
  last_name: string;
  onboarding_completed: boolean;
  is_staff: boolean;
  is_demo?: boolean;
  profile?: Record<string, unknown> | null;
  [field: string]: unknown;
}

function asUserType(value: unknown): AnyUserType | undefined {
  return value === 'professional' || value === 'employer' || value === 'other' ? value : undefined;
}

export function normaliseUser(raw: unknown): SessionUser {
  const user = (raw ?? {}) as Record<string, unknown>;
  const profile = (user.profile && typeof user.profile === 'object' ? user.profile : {}) as Record<string, unknown>;
  const merged: Record<string, unknown> = { ...user, ...profile, profile: user.profile ?? null };
  const userType = asUserType(user.user_type) ?? asUserType(profile.user_type) ?? asUserType(user.role) ?? 'other';
  const onboarding = user.onboarding_completed ?? profile.onboarding_completed ?? user.is_onboarded ?? false;
  return {
    ...merged,
    // An employer profile's `email` is the work address; the session keeps the login e-mail.
    email: String(user.email ?? merged.email ?? ''),
    first_name: String(merged.first_name ?? ''),
    last_name: String(merged.last_name ?? ''),
    user_type: userType,
    onboarding_completed: onboarding === true,
    is_staff: user.is_staff === true,
  } as SessionUser;
}

/** Where a user lands after logging in: their role's page, else the home page. */
export function homeOf(user: Pick<SessionUser, 'user_type'> | null): string {
  if (user?.user_type === 'employer') return '/hiring-center';
  if (user?.user_type === 'professional') return '/recommended-jobs';
  return '/';
}
