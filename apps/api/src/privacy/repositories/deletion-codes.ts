import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { deletionCodes } from '../../db/schema.js';

/** Keeps a new code in place of the one before (its tries start again). */
export async function saveDeletionCode(
  db: Db,
  row: { userId: string; codeHash: string; expiresAt: Date; createdAt: Date },
): Promise<void> {
  await db
    .insert(deletionCodes)
    .values({ ...row, wrongTries: 0 })
    .onConflictDoUpdate({
      target: deletionCodes.userId,
      set: { codeHash: row.codeHash, expiresAt: row.expiresAt, wrongTries: 0, createdAt: row.createdAt },
    });
}

/** The person's code, locked until the transaction ends: two deletions with one code cannot both count a try. */
export async function deletionCodeForUpdate(tx: Db, userId: string) {
  const [row] = await tx.select().from(deletionCodes).where(eq(deletionCodes.userId, userId)).for('update');
  return row;
}

export async function countDeletionCodeWrongTry(tx: Db, userId: string): Promise<void> {
  await tx
    .update(deletionCodes)
    .set({ wrongTries: sql`${deletionCodes.wrongTries} + 1` })
    .where(eq(deletionCodes.userId, userId));
}

export async function deleteDeletionCode(tx: Db, userId: string): Promise<void> {
  await tx.delete(deletionCodes).where(eq(deletionCodes.userId, userId));
}
