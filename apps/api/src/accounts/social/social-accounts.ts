import type { IDToken } from 'openid-client';
import { type SocialProvider, type UserType } from '@talent/shared';
import type { AppContext } from '../../context.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { unauthorized } from '../../lib/errors.js';
import { recordAccountEvent } from '../../audit/index.js';
import { findUserBySocialIdentity, linkSocialIdentity } from '../repositories/social.js';
import { findUserByEmail, findUserById, isExpiredDemo, type UserRow } from '../repositories/users.js';
import { insertAccount } from '../accounts.js';
import { verifyPassword } from '../passwords.js';
import type { SignInThrottle } from '../sign-in-throttle.js';
import { readLinkToken, spendOnce, type VerifiedIdentity } from './flow-tokens.js';
import { socialError } from './social-errors.js';

export type SocialOutcome =
  | { kind: 'signed-in'; user: UserRow; created: boolean; provider: SocialProvider }
  | { kind: 'user-type-required'; identity: VerifiedIdentity }
  | { kind: 'link-password-required'; identity: VerifiedIdentity; user: UserRow };

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
  if (linked) return { kind: 'signed-in', user: linked, created: false, provider };
  const email = text(claims.email).toLowerCase();
  if (!email) throw socialError.emailMissing();
  // An unverified address proves nothing: linking it could hand someone else's account over, and creating an
  // account with it could let a stranger take the address before its owner signs up.
  if (!isTrue(claims.email_verified)) throw socialError.emailUnverified();
  const identity: VerifiedIdentity = { provider, subject: claims.sub, email, ...namesOf(claims) };
  return completeSocialSignIn(ctx, identity, userType, ip);
}

/**
 * Signs in the account the identity is linked to, or creates the account with the chosen role (without a role, a
 * new person is asked for one first). An account that exists with the same e-mail is not linked on the provider's
 * word alone: whoever controls the address at the provider (a recycled or shared address, a provider's mistake)
 * would get the account. It is linked when the account's own address was confirmed; otherwise the person is asked
 * for that account's password first (linkWithPassword).
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
  if (linked) return { kind: 'signed-in', user: linked, created: false, provider: identity.provider };
  const existing = await findUserByEmail(ctx.db, identity.email);
  // Staff see every applicant and every company: a provider's word about an address is not enough to open that.
  if (existing?.isStaff) throw socialError.staffNotLinked();
  if (existing) {
    // A confirmed address is proof enough: its owner opened our link in that mailbox, the one the provider vouches
    // for. An unconfirmed one is not: someone may have registered another person's address with their own password.
    if (existing.emailConfirmedAt && !isExpiredDemo(existing)) {
      await ctx.db.transaction(async (tx) => {
        await linkSocialIdentity(tx, key, existing.id, identity.email);
        await recordAccountEvent(tx, {
          action: 'social.link',
          userId: existing.id,
          ip,
          provider: identity.provider,
          outcome: 'success',
          proof: 'confirmed_address',
        });
      });
      return { kind: 'signed-in', user: existing, created: false, provider: identity.provider };
    }
    if (!existing.passwordHash) throw socialError.linkNoPassword();
    return { kind: 'link-password-required', identity, user: existing };
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
        // The provider vouched for the address (an unverified one never gets this far).
        emailConfirmedAt: new Date(),
      });
      await linkSocialIdentity(tx, key, created.id, identity.email);
      return created;
    });
    return { kind: 'signed-in', user, created: true, provider: identity.provider };
  } catch (err) {
    // Someone registered this e-mail meanwhile: that account's password is asked for instead.
    if (!retried && isUniqueViolation(err, 'users_email_lower_idx')) {
      return completeSocialSignIn(ctx, identity, userType, ip, true);
    }
    throw err;
  }
}

/**
 * Links a provider's identity to the existing account with its e-mail once the person proves they hold the account:
 * its password, checked and throttled as a sign-in is (a wrong one counts as a failed sign-in, and is audited).
 * The link token is spent only by a link made, so that a mistyped password can be typed again.
 */
export async function linkWithPassword(
  ctx: AppContext,
  throttle: SignInThrottle,
  provider: SocialProvider,
  payload: { link_token: string; password: string },
  ip: string,
): Promise<UserRow> {
  const token = await readLinkToken(ctx.secret, provider, payload.link_token);
  const user = await findUserById(ctx.db, token.userId);
  // The account must still be the one found, with the address the provider vouched for.
  if (!user || user.email.toLowerCase() !== token.identity.email || isExpiredDemo(user))
    throw socialError.linkExpired();
  if (user.isStaff) throw socialError.staffNotLinked();
  const event = { userId: user.id, ip, provider } as const;
  await throttle.check(user.email, ip);
  if (!(await verifyPassword(user.passwordHash, payload.password))) {
    await throttle.failed(user.email, ip);
    await recordAccountEvent(ctx.db, { ...event, action: 'social.link_failed', outcome: 'wrong_password' });
    throw unauthorized('invalidCredentials', 'invalid_credentials');
  }
  await spendOnce(ctx.db, token);
  await ctx.db.transaction(async (tx) => {
    await linkSocialIdentity(tx, { provider, subject: token.identity.subject }, user.id, token.identity.email);
    await recordAccountEvent(tx, { ...event, action: 'social.link', outcome: 'success', proof: 'password' });
  });
  await throttle.succeeded(user.email, ip);
  return user;
}
