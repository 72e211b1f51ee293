import { randomUUID } from 'node:crypto';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import type { AnyUserType } from '@talent/shared';

export interface AccessClaims {
  sub: string;
  typ: 'access';
  user_type: AnyUserType;
  exp: number;
}

export interface RefreshClaims {
  sub: string;
  typ: 'refresh';
  jti: string;
  fam: string;
  exp: number;
}

export class TokenError extends Error {
  constructor(readonly reason: 'expired' | 'invalid') {
    super(reason);
  }
}

const ALG = 'HS256';
const ISSUER = 'talent-marketplace';

/**
 * Signs and verifies the JWTs. Access and refresh tokens carry distinct `typ` claims, so neither is
 * accepted where the other is expected.
 */
export function createTokenService(secret: Uint8Array, accessTtlSeconds: number, refreshTtlDays: number) {
  async function verify<T>(token: string, typ: 'access' | 'refresh'): Promise<T> {
    try {
      const { payload } = await jwtVerify(token, secret, { algorithms: [ALG], issuer: ISSUER });
      if (payload.typ !== typ || typeof payload.sub !== 'string') throw new TokenError('invalid');
      return payload as T;
    } catch (err) {
      if (err instanceof TokenError) throw err;
      if (err instanceof joseErrors.JWTExpired) throw new TokenError('expired');
      throw new TokenError('invalid');
    }
  }

  return {
    refreshTtlMs: refreshTtlDays * 24 * 3600 * 1000,

    signAccess(userId: string, userType: AnyUserType): Promise<string> {
      return new SignJWT({ typ: 'access', user_type: userType })
        .setProtectedHeader({ alg: ALG })
        .setSubject(userId)
        .setIssuer(ISSUER)
        .setIssuedAt()
        .setJti(randomUUID())
        .setExpirationTime(`${accessTtlSeconds}s`)
        .sign(secret);
    },

    /** `jti` is the refresh_tokens row id; `fam` its family. */
    signRefresh(userId: string, jti: string, familyId: string, expiresAt: Date): Promise<string> {
      return new SignJWT({ typ: 'refresh', fam: familyId })
        .setProtectedHeader({ alg: ALG })
        .setSubject(userId)
        .setIssuer(ISSUER)
        .setIssuedAt()
        .setJti(jti)
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .sign(secret);
    },

    verifyAccess: (token: string) => verify<AccessClaims>(token, 'access'),
    verifyRefresh: (token: string) => verify<RefreshClaims>(token, 'refresh'),
  };
}

export type TokenService = ReturnType<typeof createTokenService>;
