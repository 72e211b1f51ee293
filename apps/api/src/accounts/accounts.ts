import {
  PRIVACY_NOTICE_VERSION,
  type AuthResponse,
  type Language,
  type RegisterData,
  type SignInMethod,
  type SocialProvider,
  type UserType,
} from '@talent/shared';
import type { AppContext } from '../context.js';
import type { Db } from '../db/client.js';
import { isUniqueViolation } from '../lib/db-errors.js';
import type { SessionClient } from '../lib/device-kind.js';
import { fieldError, unauthorized } from '../lib/errors.js';
import { recordAccountEvent } from '../audit/index.js';
import { startEmployerProfile, startProfessionalProfile, type EmployerProfileValues } from '../profiles/index.js';
import {
  findUserByEmail,
  insertUser,
  isExpiredDemo,
  recordLogin,
  setUserLanguage,
  type UserRow,
} from './repositories/users.js';
import { loadUserView } from './account-view.js';
import { dummyPasswordHash, hashPassword, refuseGuessablePassword, verifyPassword } from './passwords.js';
import type { AuthMethod } from '../lib/jwt.js';
import { issueTokens } from './sessions.js';
import { queueConfirmation } from './email-confirmation.js';

/**
 * The user with this e-mail and password, or a 401 that says the same whether or not the account exists;
 * a missing account is checked against a dummy hash so that the time taken does not tell either.
 */
export async function checkCredentials(ctx: AppContext, email: string, password: string): Promise<UserRow> {
  const user = await findUserByEmail(ctx.db, email);
  const hash = user?.passwordHash ?? (await dummyPasswordHash());
  const ok = await verifyPassword(hash, password);
  if (!ok || !user?.passwordHash || isExpiredDemo(user)) {
    throw unauthorized('invalidCredentials', 'invalid_credentials');
  }
  return user;
}

/** How a session began, kept in its `auth.sign_in` entry: the sign-in history of the account. */
/**
 * A sign-in that failed, in the audit log with the client's address: against the account when the address has one
 * (`unknown_account` otherwise, unless the attempt was throttled before anything was checked).
 */
export async function recordFailedSignIn(ctx: AppContext, email: string, outcome: string, ip: string): Promise<void> {
  const account = await findUserByEmail(ctx.db, email);
  await recordAccountEvent(ctx.db, {
    action: 'auth.sign_in_failed',
    userId: account?.id ?? null,
    ip,
    outcome: account || outcome === 'throttled' ? outcome : 'unknown_account',
    email,
  });
}

export interface SessionStart {
  method: SignInMethod;
  client: SessionClient;
  /** The provider of a sign-in (or an account made) with Google or LinkedIn. */
  provider?: SocialProvider;
  /** A staff account's second proof, beside its password. */
  secondFactor?: 'otp' | 'recovery_code';
}

/**
 * Signs the user in: gives the tokens with the user object, and records the login and how the session began (the
 * account's sign-in history, which its owner downloads). Every way a session begins comes through here; a session
 * renewed (a refresh) does not.
 */
export async function signIn(
  ctx: AppContext,
  user: UserRow,
  { how, amr, language }: { how: SessionStart; amr?: AuthMethod[]; language?: Language },
): Promise<AuthResponse> {
  await recordLogin(ctx.db, user.id);
  if (language && language !== user.language) await setUserLanguage(ctx.db, user.id, language);
  const tokens = await issueTokens(ctx, user, { amr });
  await recordAccountEvent(ctx.db, {
    action: 'auth.sign_in',
    userId: user.id,
    ip: how.client.ip,
    outcome: 'success',
    method: how.method,
    device: how.client.device,
    ...(how.provider ? { provider: how.provider } : {}),
    ...(how.secondFactor ? { second_factor: how.secondFactor } : {}),
  });
  return { ...tokens, user: await loadUserView(ctx, user) };
}

export const emailTaken = () => fieldError('email', 'emailTaken', 'email_taken');

/** What a new account starts with; the profile fields are those registration asks for, when known. */
export interface NewAccount {
  email: string;
  passwordHash: string | null;
  userType: UserType;
  firstName: string;
  lastName: string;
  profile: Omit<EmployerProfileValues, 'workEmail'>;
  /** The language of the page that created it (English when not known). */
  language?: Language;
  /** Set when the address is proved at creation (a sign-in provider that vouches for it). */
  emailConfirmedAt?: Date;
}

/**
 * Inserts the user and the profile row of its type, inside the caller's transaction. Registration and the
 * social sign-up both create accounts through here. A taken e-mail raises `users_email_lower_idx`'s violation.
 */
export async function insertAccount(tx: Db, account: NewAccount): Promise<UserRow> {
  const user = await insertUser(tx, {
    email: account.email,
    passwordHash: account.passwordHash,
    userType: account.userType,
    firstName: account.firstName,
    lastName: account.lastName,
    ...(account.language ? { language: account.language } : {}),
    ...(account.emailConfirmedAt ? { emailConfirmedAt: account.emailConfirmedAt } : {}),
    // Creating an account is accepting the notice shown beside the form: the version in force now.
    privacyNoticeVersion: PRIVACY_NOTICE_VERSION,
    privacyAcceptedAt: new Date(),
  });
  const { country, phoneNumber } = account.profile;
  if (account.userType === 'professional') {
    await startProfessionalProfile(tx, user.id, { country, phoneNumber });
  } else {
    // The hiring team's work e-mail starts as the account's; onboarding step 2 may change it.
    await startEmployerProfile(tx, user.id, { ...account.profile, workEmail: account.email });
  }
  return user;
}

/**
 * Creates the account and the profile of its type in one transaction, with the mail that confirms its address. A
 * taken e-mail (in any case, even when two registrations race) is the unique index's violation, answered as a
 * field error.
 */
export async function registerAccount(ctx: AppContext, data: RegisterData, language?: Language): Promise<UserRow> {
  const p = data.profile;
  refuseGuessablePassword('password', data.password, [data.email, p.first_name, p.last_name, p.company_name]);
  const passwordHash = await hashPassword(data.password);
  try {
    return await ctx.db.transaction(async (tx) => {
      const user = await insertAccount(tx, {
        email: data.email,
        language,
        passwordHash,
        userType: data.user_type,
        firstName: p.first_name ?? '',
        lastName: p.last_name ?? '',
        profile:
          data.user_type === 'professional'
            ? { country: p.country, phoneNumber: p.phone_number }
            : {
                country: p.country,
                phoneNumber: p.phone_number,
                companyName: p.company_name,
                industry: p.industry,
                companyWebsite: p.company_website,
                companySize: p.company_size,
                jobTitle: p.job_title,
              },
      });
      await queueConfirmation(tx, ctx, user);
      return user;
    });
  } catch (err) {
    if (isUniqueViolation(err, 'users_email_lower_idx')) throw emailTaken();
    throw err;
  }
}
