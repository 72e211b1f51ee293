import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { passwordResetTokens } from '../../db/schema.js';

export async function insertResetToken(
  db: Db,
  values: { tokenHash: Buffer; userId: string; expiresAt: Date },
): Promise<void> {
  await db.insert(passwordResetTokens).values(values);
}

/**
 * Spends the token: marks it used if it was neither used nor expired, and gives its user; undefined otherwise.
 * One statement, so that two uses racing each other cannot both succeed.
 */
export async function spendResetToken(db: Db, tokenHash: Buffer, now: Date): Promise<string | undefined> {
  const [row] = await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordResetTokens.tokenHash, tokenHash),
        isNull(passwordResetTokens.usedAt),
        sql`${passwordResetTokens.expiresAt} > ${now.toISOString()}::timestamptz`,
      ),
    )
    .returning({ userId: passwordResetTokens.userId });
  return row?.userId;
}

/** The user of a token that could still be spent (to check the new password against their name before spending it). */
export async function findLiveResetToken(db: Db, tokenHash: Buffer, now: Date): Promise<string | undefined> {
  const [row] = await db
    .select({ userId: passwordResetTokens.userId })
    .from(passwordResetTokens)
    .where(
      and(
        eq(passwordResetTokens.tokenHash, tokenHash),
        isNull(passwordResetTokens.usedAt),
        sql`${passwordResetTokens.expiresAt} > ${now.toISOString()}::timestamptz`,
      ),
    );
  return row?.userId;
}

/** Spends every other link of the user: once the password is chosen, an older link must not change it again. */
export async function spendAllResetTokens(db: Db, userId: string, now: Date): Promise<void> {
  await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}

export async function deleteExpiredResetTokens(db: Db, before: Date): Promise<void> {
  await db.delete(passwordResetTokens).where(lt(passwordResetTokens.expiresAt, before));
}
