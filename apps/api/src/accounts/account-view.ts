import type { User } from '@talent/shared';
import type { AppContext } from '../context.js';
import { loadProfile } from '../profiles/index.js';
import { findStaffOtp } from './repositories/staff-otp.js';
import type { UserRow } from './repositories/users.js';
import { serializeUser } from './user-serializer.js';

/** The user object of the account endpoints. */
export async function loadUserView(ctx: AppContext, user: UserRow): Promise<User> {
  const { stored } = await loadProfile(ctx, user);
  const otp = user.isStaff ? await findStaffOtp(ctx.db, user.id) : undefined;
  return serializeUser(user, stored, !!otp?.confirmedAt);
}
