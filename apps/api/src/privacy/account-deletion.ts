import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { DELETION_CODE, PHONE_CODE_LENGTH, PHONE_CODE_MAX_TRIES } from '@talent/shared';
import type { AppContext } from '../context.js';
import { appendErasure, type JournalEntry } from '../backup/index.js';
import { deriveKey } from '../lib/keys.js';
import { badRequest, detailError, fieldError, forbidden } from '../lib/errors.js';
import { anonymiseAccount, lockAccountForErasure } from './repositories/account-deletion.js';
import { recordAudit } from '../audit/index.js';
import { clearRetentionWarnings } from './repositories/retention.js';
import {
  countDeletionCodeWrongTry,
  deleteDeletionCode,
  deletionCodeForUpdate,
  saveDeletionCode,
} from './repositories/deletion-codes.js';
import { closeEmployerJobs, closeWaitingApplications } from '../hiring/index.js';
import { type UserRow, verifyPassword } from '../accounts/index.js';
import { queueMail } from '../messaging/index.js';
import { tellApplicantsJobClosed } from '../moderation/index.js';

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

/** How an erasure was asked for and what goes with it. */
export interface ErasureOptions {
  /** When it happened: now, or the journal's time when a restore erases again. */
  at: Date;
  /** How it was asked for, kept in the log. */
  details: Record<string, unknown>;
  /** Who did it: the account itself, or null for the system (the five-year rule, a restore). */
  actorId: string | null;
  /** The erasure journal to append to; null when the erasure comes from the journal (a restore). */
  journal: string | null;
  /** Whether an employer's applicants are told in the bell that its open jobs closed (not again after a restore). */
  tellApplicants: boolean;
}

/**
 * Erases an account in the caller's transaction: an employer's open jobs close, the account is emptied of
 * everything personal, and the log keeps that it happened, not who it was (the id only, as every other entry about
 * the account).
 *
 * The erasure journal's line is written last, once every statement has run and only the commit is left, and waits
 * for the disk: a crash between the line and the commit leaves the line of an erasure that did not happen, which a
 * restore then does (the person asked for it); a line written after the commit could be lost with an erasure that
 * did happen, which a restore would undo. A journal that cannot be written fails the erasure: without its line, the
 * next restore would bring the person back.
 */
export async function eraseAccount(
  tx: AppContext['db'],
  user: Pick<UserRow, 'id' | 'userType'>,
  options: ErasureOptions,
): Promise<void> {
  const { at, details, actorId, journal, tellApplicants } = options;
  if (user.userType === 'employer') {
    const closed = await closeEmployerJobs(tx, user.id, at);
    // Their applications still waiting for an answer close with them.
    const applicants = await closeWaitingApplications(tx, closed, at);
    if (tellApplicants) await tellApplicantsJobClosed(tx, applicants);
  }
  await anonymiseAccount(tx, user.id, at);
  await clearRetentionWarnings(tx, user.id);
  await recordAudit(tx, {
    actorId,
    action: 'user.delete',
    targetType: 'user',
    targetId: user.id,
    details: { user_type: user.userType, ...details },
  });
  if (journal) await appendErasure(journal, { userId: user.id, at });
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
    await eraseAccount(tx, user, {
      at: now,
      details: { ip, proof: user.passwordHash ? 'password' : 'mailed_code' },
      actorId: user.id,
      journal: ctx.config.ERASURE_JOURNAL,
      tellApplicants: true,
    });
    return 'deleted' as const;
  });
  if (outcome === 'wrong') throw fieldError('code', 'deletionCodeWrong', 'code_wrong');
  if (outcome === 'spent') throw fieldError('code', 'deletionCodeSpent', 'code_spent');
}

/** What a restore did with the erasure journal. */
export interface ErasureReplay {
  /** Accounts erased again: the backup held them as they were before their erasure. */
  applied: number;
  /** Accounts the backup already held erased. */
  alreadyErased: number;
  /** Accounts the backup does not hold (made after it, or a demo sandbox gone since). */
  absent: number;
}

/**
 * Erases again, in a restored database, the accounts of the erasure journal that it still holds: the same erasure
 * as the owner's (emptied, tokens gone, an employer's open jobs closed), at the journal's time, logged with no
 * actor. Nobody is mailed, texted or told in the bell: they were when it first happened. One transaction: the
 * journal is applied whole or not at all.
 */
export async function replayErasures(db: AppContext['db'], entries: readonly JournalEntry[]): Promise<ErasureReplay> {
  return db.transaction(async (tx) => {
    const done: ErasureReplay = { applied: 0, alreadyErased: 0, absent: 0 };
    for (const entry of entries) {
      const account = await lockAccountForErasure(tx, entry.userId);
      if (!account) {
        done.absent += 1;
        continue;
      }
      if (account.deletedAt) {
        done.alreadyErased += 1;
        continue;
      }
      await eraseAccount(tx, account, {
        at: entry.at,
        details: { reason: 'erasure_journal', erased_at: entry.at.toISOString() },
        actorId: null,
        journal: null,
        tellApplicants: false,
      });
      done.applied += 1;
    }
    return done;
  });
}
