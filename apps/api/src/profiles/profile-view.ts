import type { AnyProfile, Profile } from '@talent/shared';
import type { AppContext } from '../context.js';
import { fileMetas } from './repositories/files.js';
import { findEmployerProfile, findProfessionalProfile } from './repositories/profiles.js';
import type { UserRow } from '../db/signed-in-users.js';
import { serializeEmployerProfile, serializeProfessionalProfile } from './profile-serializer.js';
import { fileRefSigner } from './file-urls.js';

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
