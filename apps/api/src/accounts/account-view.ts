import type { AnyProfile, Profile, User } from '@talent/shared';
import type { AppContext } from '../context.js';
import { fileMetas } from '../profiles/repositories/files.js';
import { findStaffOtp } from './repositories/staff-otp.js';
import { findEmployerProfile, findProfessionalProfile } from '../profiles/repositories/profiles.js';
import type { UserRow } from './repositories/users.js';
import { serializeEmployerProfile, serializeProfessionalProfile } from '../profiles/profile-serializer.js';
import { serializeUser } from './user-serializer.js';
import { fileRefSigner } from '../profiles/file-urls.js';

/**
 * The caller's profile as it is stored: `stored` is null while no profile row exists, and `profile` is
 * then what the account already holds (the names), with the rest empty.
 */
export async function loadProfile(
  ctx: AppContext,
  user: UserRow,
): Promise<{ profile: AnyProfile; stored: Profile | null }> {
  const sign = fileRefSigner(ctx.secret, ctx.config.FILE_URL_TTL_SECONDS);
  if (user.userType === 'professional') {
    const row = await findProfessionalProfile(ctx.db, user.id);
    const files = await fileMetas(ctx.db, [row?.cvFileId, row?.profilePhotoFileId]);
    const profile = serializeProfessionalProfile(user, row, files, sign);
    return { profile, stored: row ? profile : null };
  }
  if (user.userType === 'employer') {
    const row = await findEmployerProfile(ctx.db, user.id);
    const files = await fileMetas(ctx.db, [row?.companyLogoFileId]);
    const profile = serializeEmployerProfile(user, row, files, sign);
    return { profile, stored: row ? profile : null };
  }
  const profile = {
    user_type: 'other' as const,
    first_name: user.firstName,
    last_name: user.lastName,
    onboarding_completed: false,
  };
  return { profile, stored: null };
}

/** The user object of the account endpoints. */
export async function loadUserView(ctx: AppContext, user: UserRow): Promise<User> {
  const { stored } = await loadProfile(ctx, user);
  const otp = user.isStaff ? await findStaffOtp(ctx.db, user.id) : undefined;
  return serializeUser(user, stored, !!otp?.confirmedAt);
}
