import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { DELETION_CODE, PHONE_CODE_LENGTH, PHONE_CODE_MAX_TRIES } from '@talent/shared';
import type { AppContext } from '../context.js';
import { deriveKey } from '../lib/keys.js';
import { badRequest, detailError, fieldError, forbidden } from '../lib/errors.js';
import { anonymiseAccount } from '../repositories/account-deletion.js';
import { recordAudit } from '../repositories/audit-log.js';
import {
  countDeletionCodeWrongTry,
  deleteDeletionCode,
  deletionCodeForUpdate,
  saveDeletionCode,
} from '../repositories/deletion-codes.js';
import { closeOpenJobsOf } from '../repositories/job-status.js';
import type { UserRow } from '../repositories/users.js';
import { queueMail } from './mail.js';
import { verifyPassword } from './passwords.js';
import { tellApplicantsJobClosed } from './trust.js';

const codeHash = (secret: Uint8Array, userId: string, code: string) =>
  createHmac('sha256', deriveKey(secret, 'deletion-code')).update(`${userId}:${code}`).digest('hex');

/** Staff accounts are removed by other staff, never by themselves. */
function refuseOthers(user: UserRow): void {
  if (user.isStaff) throw forbidden('staffCannotDeleteThemselves', 'staff_account');
}

/**
 * For an account without a password (made with Google or LinkedIn), mails a code that confirms its deletion: the
 * session alone is not proof enough to erase an account. One a minute at most; each code is five guesses.
 */
export async function sendDeletionCode(ctx: AppContext, user: UserRow, now = new Date()): Promise<void> {
  refuseOthers(user);
  if (user.passwordHash) throw badRequest('deletionNeedsNoCode', 'has_password');
  await ctx.db.transaction(async (tx) => {
    const saved = await deletionCodeForUpdate(tx, user.id);
    if (saved) {
      const wait = Math.ceil((saved.createdAt.getTime() + DELETION_CODE.resendSeconds * 1000 - now.getTime()) / 1000);
      if (wait > 0) {
        throw Object.assign(detailError(429, { key: 'deletionCodeWait', params: { seconds: wait } }, 'throttled'), {
          retryAfterSeconds: wait,
        });
      }
    }
    const code = String(randomInt(0, 10 ** PHONE_CODE_LENGTH)).padStart(PHONE_CODE_LENGTH, '0');
    await saveDeletionCode(tx, {
      userId: user.id,
      codeHash: codeHash(ctx.secret, user.id, code),
      expiresAt: new Date(now.getTime() + DELETION_CODE.ttlMinutes * 60_000),
      createdAt: now,
    });
    await queueMail(tx, ctx, user, 'deletion_code', { code });
  });
}

/**
 * Checks the mailed code in the deletion's transaction: a wrong one counts a try (kept, by being thrown after the
 * transaction), the last try or the expiry spends it, the right one is spent by the deletion.
 */
async function checkDeletionCode(
  tx: AppContext['db'],
  ctx: AppContext,
  userId: string,
  code: string | undefined,
  now: Date,
): Promise<'ok' | 'wrong' | 'spent'> {
  const saved = await deletionCodeForUpdate(tx, userId);
  if (!saved || saved.expiresAt <= now) {
    if (saved) await deleteDeletionCode(tx, userId);
    return 'spent';
  }
  const given = Buffer.from(codeHash(ctx.secret, userId, code ?? ''), 'hex');
  if (code && timingSafeEqual(Buffer.from(saved.codeHash, 'hex'), given)) return 'ok';
  if (saved.wrongTries + 1 >= PHONE_CODE_MAX_TRIES) {
    await deleteDeletionCode(tx, userId);
    return 'spent';
  }
  await countDeletionCodeWrongTry(tx, userId);
  return 'wrong';
}

/**
 * Erases an account in the caller's transaction: an employer's open jobs close (their applicants told), the account
 * is emptied of everything personal, and the log keeps that it happened, not who it was (the id only, as every other
 * entry about the account). `details` says how it was asked for.
 */
export async function eraseAccount(
  tx: AppContext['db'],
  user: Pick<UserRow, 'id' | 'userType'>,
  now: Date,
  details: Record<string, unknown>,
  actorId: string | null = user.id,
): Promise<void> {
  if (user.userType === 'employer') await tellApplicantsJobClosed(tx, await closeOpenJobsOf(tx, user.id, now));
  await anonymiseAccount(tx, user.id, now);
  await recordAudit(tx, {
    actorId,
    action: 'user.delete',
    targetType: 'user',
    targetId: user.id,
    details: { user_type: user.userType, ...details },
  });
}

/**
 * The right to erasure: with the account's password (or, for an account without one, the code mailed to it), the
 * person deletes it. Every token ends at once, their files and personal data go, their applications stay as
 * anonymous records, an employer's open jobs close (their applicants told), and the address can register again.
 * Staff accounts are removed by other staff, not here.
 */
export async function deleteOwnAccount(
  ctx: AppContext,
  user: UserRow,
  proof: { password?: string; code?: string },
  ip: string | null,
) {
  refuseOthers(user);
  if (user.passwordHash) {
    if (!proof.password) throw fieldError('password', 'currentPasswordRequired', 'required');
    if (!(await verifyPassword(user.passwordHash, proof.password))) {
      throw fieldError('password', 'currentPasswordWrong', 'wrong_password');
    }
  }
  const outcome = await ctx.db.transaction(async (tx) => {
    const now = new Date();
    if (!user.passwordHash) {
      const checked = await checkDeletionCode(tx, ctx, user.id, proof.code, now);
      if (checked !== 'ok') return checked;
    }
    await eraseAccount(tx, user, now, { ip, proof: user.passwordHash ? 'password' : 'mailed_code' });
    return 'deleted' as const;
  });
  if (outcome === 'wrong') throw fieldError('code', 'deletionCodeWrong', 'code_wrong');
  if (outcome === 'spent') throw fieldError('code', 'deletionCodeSpent', 'code_spent');
}
