import { DAY_MS } from '@talent/shared';
import { randomUUID } from 'node:crypto';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import type { AnyUserType } from '@talent/shared';
import { deriveKey } from './keys.js';

/**
 * How the sign-in that began a session was proved (RFC 8176 values): a password, and for staff a one-time code.
 * The staff API needs `otp`; a session begun without one keeps that mark through its refreshes.
 */
export type AuthMethod = 'pwd' | 'otp';

export interface AccessClaims {
  sub: string;
  typ: 'access';
  user_type: AnyUserType;
  /** The user's session version when the token was issued: a logout or a new password raises it. */
  sv: number;
  /** Absent from tokens issued before the mark existed: a password alone. */
  amr?: AuthMethod[];
  exp: number;
}

/** Whether a token's session was begun with a one-time code as well as the password. */
export const provedWithOtp = (claims: { amr?: unknown }) => Array.isArray(claims.amr) && claims.amr.includes('otp');

export interface RefreshClaims {
  sub: string;
  typ: 'refresh';
  jti: string;
  fam: string;
  /** When the family's login happened (seconds): it ends REFRESH_FAMILY_MAX_DAYS later whatever its use. */
  fst: number;
  amr?: AuthMethod[];
  exp: number;
}

/** A login's session lasts at most this long, however often it is refreshed. */
export const REFRESH_FAMILY_MAX_DAYS = 30;

export class TokenError extends Error {
  constructor(readonly reason: 'expired' | 'invalid') {
    super(reason);
  }
}

const ALG = 'HS256';
const ISSUER = 'talent-marketplace';

/** How many verified access tokens are remembered (a few MB at most). */
const VERIFIED_ACCESS_LIMIT = 10_000;

/** Claims a token must carry to be accepted at all: an expiry above all, so that none is valid for ever. */
const REQUIRED_CLAIMS = ['exp', 'iat', 'sub', 'jti', 'aud'];

/**
 * Signs and verifies the JWTs. Access and refresh tokens carry distinct `typ` and `aud` claims and are signed with
 * keys of their own (derived from the secret), so neither is accepted where the other is expected.
 */
export function createTokenService(secret: Uint8Array, accessTtlSeconds: number, refreshTtlDays: number) {
  const keys = { access: deriveKey(secret, 'access-token'), refresh: deriveKey(secret, 'refresh-token') };
  /**
   * Access tokens already verified, by their exact text: a client sends the same token on every request until it
   * expires, and checking its signature again costs more CPU than the rest of a small request. Only the signature
   * and claims are remembered (the user's row, session version included, is still read on each request); an entry
   * is used only before its token's expiry, and the map is emptied whenever it reaches its bound.
   */
  const verifiedAccess = new Map<string, AccessClaims>();
  async function verifyAccess(token: string): Promise<AccessClaims> {
    const known = verifiedAccess.get(token);
    if (known && known.exp * 1000 > Date.now()) return known;
    const claims = await verify<AccessClaims>(token, 'access');
    if (verifiedAccess.size >= VERIFIED_ACCESS_LIMIT) verifiedAccess.clear();
    verifiedAccess.set(token, claims);
    return claims;
  }
  async function verify<T>(token: string, typ: 'access' | 'refresh'): Promise<T> {
    try {
      const { payload } = await jwtVerify(token, keys[typ], {
        algorithms: [ALG],
        issuer: ISSUER,
        audience: typ,
        requiredClaims: REQUIRED_CLAIMS,
      });
      if (payload.typ !== typ || typeof payload.sub !== 'string') throw new TokenError('invalid');
      if (typ === 'refresh' && (typeof payload.fam !== 'string' || typeof payload.fst !== 'number'))
        throw new TokenError('invalid');
      if (typ === 'access' && !Number.isInteger(payload.sv)) throw new TokenError('invalid');
      return payload as T;
    } catch (err) {
      if (err instanceof TokenError) throw err;
      if (err instanceof joseErrors.JWTExpired) throw new TokenError('expired');
      throw new TokenError('invalid');
    }
  }

  return {
    refreshTtlMs: refreshTtlDays * DAY_MS,

    /** `sessionVersion` is the user's at issue: the token stops working once it is raised. */
    signAccess(
      userId: string,
      userType: AnyUserType,
      sessionVersion: number,
      amr: AuthMethod[] = ['pwd'],
    ): Promise<string> {
      return new SignJWT({ typ: 'access', user_type: userType, sv: sessionVersion, amr })
        .setProtectedHeader({ alg: ALG })
        .setSubject(userId)
        .setIssuer(ISSUER)
        .setAudience('access')
        .setIssuedAt()
        .setJti(randomUUID())
        .setExpirationTime(`${accessTtlSeconds}s`)
        .sign(keys.access);
    },

    /** `jti` is the refresh_tokens row id; `fam` its family, whose login was at `familyStartedAt`. */
    signRefresh(
      userId: string,
      jti: string,
      familyId: string,
      expiresAt: Date,
      familyStartedAt: Date,
      amr: AuthMethod[] = ['pwd'],
    ): Promise<string> {
      return new SignJWT({ typ: 'refresh', fam: familyId, fst: Math.floor(familyStartedAt.getTime() / 1000), amr })
        .setProtectedHeader({ alg: ALG })
        .setSubject(userId)
        .setIssuer(ISSUER)
        .setAudience('refresh')
        .setIssuedAt()
        .setJti(jti)
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .sign(keys.refresh);
    },

    verifyAccess,
    verifyRefresh: (token: string) => verify<RefreshClaims>(token, 'refresh'),
  };
}

export type TokenService = ReturnType<typeof createTokenService>;
