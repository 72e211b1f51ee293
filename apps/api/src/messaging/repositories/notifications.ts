import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { notifications } from '../../db/schema.js';
import { batches } from '../../lib/batches.js';

/** Inserts a notice; one with an `onceKey` the user already has is not inserted again (false). */
export async function insertNotification(
  db: Db,
  values: { userId: string; kind: string; data: Record<string, unknown>; onceKey?: string },
): Promise<boolean> {
  const inserted = await db
    .insert(notifications)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: notifications.id });
  return inserted.length > 0;
}

export interface NewNotice {
  userId: string;
  kind: string;
  data: Record<string, unknown>;
  onceKey?: string;
}

/**
 * Inserts many notices, a few hundred a statement; those whose `onceKey` their person already has are not inserted
 * again. The notices inserted, by person and `onceKey`.
 */
export async function insertNotifications(
  db: Db,
  rows: readonly NewNotice[],
): Promise<{ userId: string; onceKey: string | null }[]> {
  const inserted: { userId: string; onceKey: string | null }[] = [];
  for (const slice of batches(rows, 500)) {
    inserted.push(
      ...(await db
        .insert(notifications)
        .values(slice)
        .onConflictDoNothing()
        .returning({ userId: notifications.userId, onceKey: notifications.onceKey })),
    );
  }
  return inserted;
}

/** The newest notices of the user and how many are unread. */
export async function listNotifications(db: Db, userId: string, limit: number) {
  const [items, [unread]] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, userId))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(limit),
    db
      .select({ n: count() })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), isNull(notifications.readAt))),
  ]);
  return { items, unread: unread?.n ?? 0 };
}

/** Marks the user's notices up to `upToId` read: those the person has seen, not one that arrived since. */
export async function markNotificationsRead(db: Db, userId: string, upToId: number): Promise<void> {
  await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt), sql`${notifications.id} <= ${upToId}`));
}
