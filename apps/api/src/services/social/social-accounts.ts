import type { IDToken } from 'openid-client';
import type { SocialProvider, UserType } from '@talent/shared';
import type { AppContext } from '../../context.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { recordAccountEvent } from '../../repositories/audit-log.js';
import { findUserBySocialIdentity, linkSocialIdentity } from '../../repositories/social.js';
import { findUserByEmail, type UserRow } from '../../repositories/users.js';
import { insertAccount } from '../accounts.js';
import type { VerifiedIdentity } from './flow-tokens.js';
import { socialError } from './social-errors.js';

export type SocialOutcome =
  | { kind: 'signed-in'; user: UserRow; created: boolean }
  | { kind: 'user-type-required'; identity: VerifiedIdentity };

/** Some providers send `email_verified` as the string "true". */
const isTrue = (value: unknown) => value === true || value === 'true';
const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

function namesOf(claims: IDToken): { firstName: string; lastName: string } {
  const firstName = text(claims.given_name);
  const lastName = text(claims.family_name);
  if (firstName || lastName) return { firstName, lastName };
  const [first = '', ...rest] = text(claims.name).split(/\s+/);
  return { firstName: first, lastName: rest.join(' ') };
}

/** The subject's account if it is linked already; otherwise the identity, if the provider vouches for its e-mail. */
export async function resolveSocialSignIn(
  ctx: AppContext,
  provider: SocialProvider,
  claims: IDToken,
  userType: UserType | undefined,
  ip: string,
): Promise<SocialOutcome> {
  const linked = await findUserBySocialIdentity(ctx.db, { provider, subject: claims.sub });
  if (linked?.isStaff) throw socialError.staffNotLinked();
  if (linked) return { kind: 'signed-in', user: linked, created: false };
  const email = text(claims.email).toLowerCase();
  if (!email) throw socialError.emailMissing();
  // An unverified address proves nothing: linking it could hand someone else's account over, and creating an
  // account with it could let a stranger take the address before its owner signs up.
  if (!isTrue(claims.email_verified)) throw socialError.emailUnverified();
  const identity: VerifiedIdentity = { provider, subject: claims.sub, email, ...namesOf(claims) };
  return completeSocialSignIn(ctx, identity, userType, ip);
}

/**
 * Links the identity to the account with its (verified) e-mail, or creates the account with the chosen role;
 * without a role, a new person is asked for one first.
 */
export async function completeSocialSignIn(
  ctx: AppContext,
  identity: VerifiedIdentity,
  userType: UserType | undefined,
  ip: string,
  retried = false,
): Promise<SocialOutcome> {
  const key = { provider: identity.provider, subject: identity.subject };
  const linked = await findUserBySocialIdentity(ctx.db, key);
  if (linked?.isStaff) throw socialError.staffNotLinked();
  if (linked) return { kind: 'signed-in', user: linked, created: false };
  const existing = await findUserByEmail(ctx.db, identity.email);
  // Staff see every applicant and every company: a provider's word about an address is not enough to open that.
  if (existing?.isStaff) throw socialError.staffNotLinked();
  if (existing) {
    await ctx.db.transaction(async (tx) => {
      await linkSocialIdentity(tx, key, existing.id, identity.email);
      await recordAccountEvent(tx, { action: 'social.link', userId: existing.id, ip, outcome: 'success', provider: identity.provider });
    });
    return { kind: 'signed-in', user: existing, created: false };
  }
  if (!userType) return { kind: 'user-type-required', identity };
  try {
    const user = await ctx.db.transaction(async (tx) => {
      const created = await insertAccount(tx, {
        email: identity.email,
        passwordHash: null,
        userType,
        firstName: identity.firstName.slice(0, 100),
        lastName: identity.lastName.slice(0, 100),
        profile: {},
      });
      await linkSocialIdentity(tx, key, created.id, identity.email);
      return created;
    });
    return { kind: 'signed-in', user, created: true };
  } catch (err) {
    // Someone registered this e-mail meanwhile: link to that account instead.
    if (!retried && isUniqueViolation(err, 'users_email_lower_idx')) {
      return completeSocialSignIn(ctx, identity, userType, ip, true);
    }
    throw err;
  }
}
