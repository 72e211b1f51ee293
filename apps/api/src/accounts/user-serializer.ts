import type { AnyProfile, Profile, User } from '@talent/shared';
import type { UserRow } from './repositories/users.js';

/**
 * The user object: the user's own fields, the profile's fields merged over them, and the
 * profile itself (null while no profile row exists). The employer's work e-mail stays in `profile.email`,
 * so that `email` is always the login e-mail.
 */
export function serializeUser(user: UserRow, stored: Profile | null, staffOtpConfirmed = false): User {
  const merged: Partial<Omit<AnyProfile, 'user_type'>> & { email?: unknown; user_type?: unknown } = { ...stored };
  delete merged.email;
  delete merged.user_type;
  return {
    ...merged,
    id: user.id,
    email: user.email,
    user_type: user.userType as User['user_type'],
    first_name: user.firstName,
    last_name: user.lastName,
    is_staff: user.isStaff,
    ...(user.isStaff ? { otp_enrolment_required: !staffOtpConfirmed } : {}),
    is_demo: user.isDemo,
    email_confirmed: user.emailConfirmedAt !== null,
    has_password: user.passwordHash !== null,
    phone_verified: Boolean(stored?.phone_number) && stored?.phone_number === user.phoneVerified,
    onboarding_completed: stored?.onboarding_completed ?? false,
    date_joined: user.createdAt.toISOString(),
    profile: stored,
  };
}
