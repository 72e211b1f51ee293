import type { Db } from '../db/client.js';
import { findStaffOtp } from './repositories/staff-otp.js';
import type { UserRow } from './repositories/users.js';
import { checkSecondFactor, type SecondFactorResult } from './staff-otp.js';

/**
 * The second step of a sign-in whose password was right. `none`: nothing more to prove (not staff, or staff
 * without a one-time code set up yet, whose session then reaches only the set-up: the staff API asks for a
 * session proved with a code); `missing`: staff must send their code; else how the code sent was taken.
 */
export async function checkStaffSignIn(
  db: Db,
  user: UserRow,
  otp: string | undefined,
): Promise<SecondFactorResult | 'none' | 'missing'> {
  if (!user.isStaff) return 'none';
  const factor = await findStaffOtp(db, user.id);
  if (!factor?.confirmedAt) return 'none';
  if (otp === undefined || otp.trim() === '') return 'missing';
  return checkSecondFactor(db, user.id, otp);
}
