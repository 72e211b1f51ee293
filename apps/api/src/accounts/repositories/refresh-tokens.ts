import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { refreshTokens } from '../../db/schema.js';

export type RefreshTokenRow = typeof refreshTokens.$inferSelect;

export async function insertRefreshToken(
  db: Db,
  values: { id: string; familyId: string; userId: string; expiresAt: Date },
): Promise<void> {
  await db.insert(refreshTokens).values(values);
}

/**
 * Marks a refresh token used, in one statement so that two concurrent uses cannot both succeed.
 * Nothing comes back when it was used, revoked, expired or is not the user's.
 */
export async function consumeRefreshToken(db: Db, id: string, userId: string): Promise<RefreshTokenRow | undefined> {
  const [row] = await db
    .update(refreshTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(refreshTokens.id, id),
        eq(refreshTokens.userId, userId),
        isNull(refreshTokens.usedAt),
        isNull(refreshTokens.revokedAt),
        gt(refreshTokens.expiresAt, sql`now()`),
      ),
    )
    .returning();
  return row;
}

/** Revokes every token of a family: one login's chain of rotations. */
export async function revokeFamily(db: Db, familyId: string, userId: string): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(
      and(eq(refreshTokens.familyId, familyId), eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)),
    );
}

/** Revokes every refresh token of the user (a password change ends the other sessions). */
export async function revokeAllForUser(db: Db, userId: string): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}

/** Rows that can no longer be used by anyone; kept a while after expiry or revocation, then deleted. */
export async function deleteStaleRefreshTokens(db: Db, before: Date): Promise<number> {
  const deleted = await db
    .delete(refreshTokens)
    .where(or(lt(refreshTokens.expiresAt, before), lt(refreshTokens.revokedAt, before)))
    .returning({ id: refreshTokens.id });
  return deleted.length;
}
