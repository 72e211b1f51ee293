import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { phoneCodes, users } from '../../db/schema.js';

/** The person's one code (a new one replaces the last), its wrong tries counted from none. */
export async function savePhoneCode(
  db: Db,
  row: { userId: string; phone: string; codeHash: string; expiresAt: Date; createdAt: Date },
) {
  await db
    .insert(phoneCodes)
    .values({ ...row, wrongTries: 0 })
    .onConflictDoUpdate({
      target: phoneCodes.userId,
      set: {
        phone: row.phone,
        codeHash: row.codeHash,
        expiresAt: row.expiresAt,
        wrongTries: 0,
        createdAt: row.createdAt,
      },
    });
}

/** The person's code, locked until the transaction ends: two confirmations of one code cannot both count. */
export async function phoneCodeForUpdate(tx: Db, userId: string) {
  const [row] = await tx.select().from(phoneCodes).where(eq(phoneCodes.userId, userId)).for('update');
  return row;
}

export async function countWrongTry(tx: Db, userId: string): Promise<void> {
  await tx
    .update(phoneCodes)
    .set({ wrongTries: sql`${phoneCodes.wrongTries} + 1` })
    .where(eq(phoneCodes.userId, userId));
}

export async function deletePhoneCode(tx: Db, userId: string): Promise<void> {
  await tx.delete(phoneCodes).where(eq(phoneCodes.userId, userId));
}

export async function markPhoneVerified(tx: Db, userId: string, phone: string, at: Date): Promise<void> {
  await tx.update(users).set({ phoneVerified: phone, phoneVerifiedAt: at }).where(eq(users.id, userId));
}
