import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type AnyUserType } from '@talent/shared';
import { forbidden, unauthorized } from '../lib/errors.js';
import { requestLanguage } from '../lib/request-language.js';
import {
  findSignedInUser,
  isExpiredDemo,
  setUserLanguage,
  type ProfessionalListState,
  type UserRow,
} from '../db/signed-in-users.js';
import { TokenError, provedWithOtp, type AuthMethod } from '../lib/jwt.js';

export type { UserRow };

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, set by `app.authenticate`. */
    user: UserRow | null;
    /** How the session of the access token was proved, set by `app.authenticate`. */
    authMethods: AuthMethod[] | null;
    /** A signed-in professional's skills, read with the user (null without a profile). */
    professionalProfile: ProfessionalListState | null;
  }
  interface FastifyInstance {
    /**
     * Requires a valid access token of an existing user (401 otherwise). Every route runs it in `onRequest`,
     * before the body is read: who is asking is settled before what is asked (a stranger gets 401, never a
     * validation message, and an upload is not read for nobody).
     */
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
}

/** The signed-in user; only call after `app.authenticate` ran. */
export function currentUser(request: FastifyRequest): UserRow {
  if (!request.user) throw unauthorized();
  return request.user;
}

/** onRequest hook, after `app.authenticate`: the signed-in user must be of one of these types (403 otherwise). */
export function requireUserType(...types: AnyUserType[]) {
  return async (request: FastifyRequest) => {
    if (!types.includes(currentUser(request).userType as AnyUserType)) throw forbidden();
  };
}

/**
 * onRequest hook, after `app.authenticate`: the signed-in user must be staff, signed in with a one-time code as
 * well as the password (staff see every applicant and every confidential company). A staff session without one (an account from before staff had
 * a second factor) may only enrol one: 403 `otp_enrolment_required`.
 */
export async function requireStaff(request: FastifyRequest) {
  if (!currentUser(request).isStaff) throw forbidden();
  if (!request.authMethods?.includes('otp')) throw forbidden('otpEnrolmentRequired', 'otp_enrolment_required');
}

export default fp(async function auth(app: FastifyInstance) {
  app.decorateRequest('user', null);
  app.decorateRequest('authMethods', null);
  app.decorateRequest('professionalProfile', null);
  app.decorate('authenticate', async (request: FastifyRequest) => {
    const token = bearerToken(request);
    if (!token) throw unauthorized();
    let claims;
    try {
      claims = await app.ctx.tokens.verifyAccess(token);
    } catch (err) {
      const expired = err instanceof TokenError && err.reason === 'expired';
      throw unauthorized(expired ? 'tokenExpired' : 'tokenInvalid', expired ? 'token_expired' : 'token_not_valid');
    }
    const found = await findSignedInUser(app.ctx.db, claims.sub);
    if (!found) throw unauthorized('tokenInvalid', 'user_not_found');
    const { user } = found;
    // Said before the session version (which the suspension raised too), so that the client can say why it ends.
    if (user.suspendedAt) throw unauthorized('accountSuspended', 'account_suspended');
    // Issued before a logout, a password change or a reset: over at once, on every instance, as each reads this
    // row on every request anyway.
    if (claims.sv !== user.sessionVersion) throw unauthorized('refreshInvalid', 'session_ended');
    // A demo sandbox ends at its expiry even before the housekeeping job deletes it.
    if (isExpiredDemo(user)) throw unauthorized('tokenExpired', 'demo_expired');
    // Written only when it changes: the language switch is rare, requests are not.
    const language = requestLanguage(request);
    if (language && language !== user.language) {
      await setUserLanguage(app.ctx.db, user.id, language);
      user.language = language;
    }
    request.user = user;
    request.professionalProfile = found.professional;
    request.authMethods = provedWithOtp(claims) ? ['pwd', 'otp'] : ['pwd'];
  });
});
