import type { AppContext } from '../context.js';
import { fieldError, forbidden } from '../lib/errors.js';
import { anonymiseAccount } from '../repositories/account-deletion.js';
import { recordAudit } from '../repositories/audit-log.js';
import { closeOpenJobsOf } from '../repositories/job-status.js';
import type { UserRow } from '../repositories/users.js';
import { verifyPassword } from './passwords.js';
import { tellApplicantsJobClosed } from './trust.js';

/**
 * The right to erasure: with the account's password, the person deletes it. Every token ends at once, their files
 * and personal data go, their applications stay as anonymous records, an employer's open jobs close (their
 * applicants told), and the address can register again. Staff accounts are removed by other staff, not here.
 */
export async function deleteOwnAccount(ctx: AppContext, user: UserRow, password: string, ip: string | null) {
  if (user.isStaff) throw forbidden('staffCannotDeleteThemselves', 'staff_account');
  if (!user.passwordHash) throw fieldError('password', 'accountDeletionNeedsPassword', 'no_password');
  if (!(await verifyPassword(user.passwordHash, password))) {
    throw fieldError('password', 'currentPasswordWrong', 'wrong_password');
  }
  await ctx.db.transaction(async (tx) => {
    const now = new Date();
    if (user.userType === 'employer') await tellApplicantsJobClosed(tx, await closeOpenJobsOf(tx, user.id, now));
    await anonymiseAccount(tx, user.id, now);
    // The log keeps that it happened, not who it was: the id only, as every other entry about the account.
    await recordAudit(tx, {
      actorId: user.id,
      action: 'user.delete',
      targetType: 'user',
      targetId: user.id,
      details: { user_type: user.userType, ip },
    });
  });
}
