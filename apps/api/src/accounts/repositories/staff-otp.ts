import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { staffOtp, staffRecoveryCodes } from '../../db/schema.js';

export async function findStaffOtp(db: Db, userId: string) {
  const [row] = await db.select().from(staffOtp).where(eq(staffOtp.userId, userId)).limit(1);
  return row;
}

/** Sets (or replaces) the account's secret, pending or confirmed, and its recovery codes' hashes. */
export async function saveStaffOtp(
  db: Db,
  userId: string,
  secret: string,
  confirmedAt: Date | null,
  recoveryCodeHashes: readonly string[],
): Promise<void> {
  await db
    .insert(staffOtp)
    .values({ userId, secret, confirmedAt, lastStep: null })
    .onConflictDoUpdate({
      target: staffOtp.userId,
      set: { secret, confirmedAt, lastStep: null, createdAt: new Date() },
    });
  await db.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.userId, userId));
  if (recoveryCodeHashes.length > 0) {
    await db.insert(staffRecoveryCodes).values(recoveryCodeHashes.map((codeHash) => ({ userId, codeHash })));
  }
}

/**
 * Records the time step of an accepted code, only if it is later than the last one: false when another request
 * used this step (or a later one) first, so that one code never opens two sessions.
 */
export async function useOtpStep(db: Db, userId: string, step: number): Promise<boolean> {
  const rows = await db
    .update(staffOtp)
    .set({ lastStep: step })
    .where(and(eq(staffOtp.userId, userId), or(isNull(staffOtp.lastStep), lt(staffOtp.lastStep, step))))
    .returning({ userId: staffOtp.userId });
  return rows.length === 1;
}

/** Spends a recovery code: true when an unused one with this hash existed (it is now used). */
export async function useRecoveryCode(db: Db, userId: string, codeHash: string): Promise<boolean> {
  const rows = await db
    .update(staffRecoveryCodes)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(staffRecoveryCodes.userId, userId),
        eq(staffRecoveryCodes.codeHash, codeHash),
        isNull(staffRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: staffRecoveryCodes.id });
  return rows.length === 1;
}
