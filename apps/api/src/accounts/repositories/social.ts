import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { socialIdentities, usedSocialTokens, users } from '../../db/schema.js';
import type { UserRow } from './users.js';

export interface SocialIdentityKey {
  provider: string;
  subject: string;
}

/** The account a provider's subject is linked to, if any. */
export async function findUserBySocialIdentity(db: Db, key: SocialIdentityKey): Promise<UserRow | undefined> {
  const [row] = await db
    .select({ user: users })
    .from(socialIdentities)
    .innerJoin(users, eq(users.id, socialIdentities.userId))
    .where(and(eq(socialIdentities.provider, key.provider), eq(socialIdentities.subject, key.subject)))
    .limit(1);
  return row?.user;
}

/** Links the subject to the account; a link made meanwhile by a concurrent sign-in is kept as it is. */
export async function linkSocialIdentity(db: Db, key: SocialIdentityKey, userId: string, email: string | null) {
  await db
    .insert(socialIdentities)
    .values({ provider: key.provider, subject: key.subject, userId, email })
    .onConflictDoNothing();
}

/**
 * Records that a single-use token was presented. True the first time; false when it was already used,
 * whichever instance saw it (the primary key decides, in one statement).
 */
export async function useSocialTokenOnce(db: Db, jti: string, expiresAt: Date): Promise<boolean> {
  const inserted = await db
    .insert(usedSocialTokens)
    .values({ jti, expiresAt })
    .onConflictDoNothing()
    .returning({ jti: usedSocialTokens.jti });
  return inserted.length > 0;
}

/** Rows of tokens that have expired: they are refused on their expiry alone from then on. */
export async function deleteExpiredSocialTokens(db: Db, now = new Date()): Promise<number> {
  const deleted = await db
    .delete(usedSocialTokens)
    .where(lt(usedSocialTokens.expiresAt, now))
    .returning({ jti: usedSocialTokens.jti });
  return deleted.length;
}
