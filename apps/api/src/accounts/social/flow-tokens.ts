import { createHash, randomUUID, timingSafeEqual } from 'node:crypto';
import { jwtVerify, SignJWT, type JWTPayload } from 'jose';
import type { SocialProvider, UserType } from '@talent/shared';
import type { Db } from '../../db/client.js';
import { deriveKey } from '../../lib/keys.js';
import { useSocialTokenOnce } from '../repositories/social.js';
import { socialError } from './social-errors.js';

const ALG = 'HS256';
const ISSUER = 'talent-marketplace';
/** Long enough to log in at the provider on a slow connection; short enough that a lost link goes stale. */
const STATE_TTL_SECONDS = 15 * 60;
const SIGNUP_TTL_SECONDS = 15 * 60;
const LINK_TTL_SECONDS = 15 * 60;

type FlowKind = 'social-state' | 'social-signup' | 'social-link';

const sha256 = (text: string) => createHash('sha256').update(text).digest('base64url');
const sameText = (a: string, b: string) => {
  const [x, y] = [Buffer.from(a), Buffer.from(b)];
  return x.length === y.length && timingSafeEqual(x, y);
};

async function sign(secret: Uint8Array, kind: FlowKind, ttlSeconds: number, claims: Record<string, unknown>) {
  return new SignJWT({ ...claims, typ: kind })
    .setProtectedHeader({ alg: ALG })
    .setIssuer(ISSUER)
    .setAudience(kind)
    .setIssuedAt()
    .setJti(randomUUID())
    .setExpirationTime(`${ttlSeconds}s`)
    .sign(deriveKey(secret, kind));
}

/** A flow token's claims if it is ours, of this kind, for this provider and unexpired; else the same 400. */
async function verify<T>(secret: Uint8Array, kind: FlowKind, token: string, provider: SocialProvider) {
  try {
    const { payload } = await jwtVerify(token, deriveKey(secret, kind), {
      algorithms: [ALG],
      issuer: ISSUER,
      audience: kind,
      requiredClaims: ['exp', 'jti'],
    });
    if (payload.typ !== kind || payload.prov !== provider || typeof payload.jti !== 'string') throw new Error(kind);
    return payload as JWTPayload & T & { jti: string; exp: number };
  } catch {
    throw socialError.stateInvalid();
  }
}

/** Marks the token used; a second presentation, on any instance, is refused. */
export async function spendOnce(db: Db, claims: { jti: string; exp: number }): Promise<void> {
  if (!(await useSocialTokenOnce(db, claims.jti, new Date(claims.exp * 1000)))) throw socialError.stateInvalid();
}

export interface StateBinding {
  nonce: string;
  codeChallenge: string;
  userType?: UserType;
}

/**
 * The `state` of an authorization request: signed, so that it cannot be altered, and bound to the nonce and
 * the PKCE challenge of the browser that started, so that only that browser's secrets redeem it.
 */
export function signState(secret: Uint8Array, provider: SocialProvider, binding: StateBinding): Promise<string> {
  return sign(secret, 'social-state', STATE_TTL_SECONDS, {
    prov: provider,
    nh: sha256(binding.nonce),
    cc: binding.codeChallenge,
    ...(binding.userType ? { ut: binding.userType } : {}),
  });
}

export interface StateClaims {
  jti: string;
  exp: number;
  ut?: UserType;
}

/** Checks the state and that the nonce and verifier presented are the ones it was started with. */
export async function readState(
  secret: Uint8Array,
  provider: SocialProvider,
  token: string,
  presented: { nonce: string; codeVerifier: string },
): Promise<StateClaims> {
  const claims = await verify<{ nh: string; cc: string; ut?: UserType }>(secret, 'social-state', token, provider);
  if (!sameText(sha256(presented.nonce), claims.nh) || !sameText(sha256(presented.codeVerifier), claims.cc)) {
    throw socialError.stateInvalid();
  }
  return { jti: claims.jti, exp: claims.exp, ut: claims.ut };
}

/** Who the provider vouched for, carried while a new person chooses a role. */
export interface VerifiedIdentity {
  provider: SocialProvider;
  subject: string;
  email: string;
  firstName: string;
  lastName: string;
}

export function signSignupToken(secret: Uint8Array, identity: VerifiedIdentity): Promise<string> {
  return sign(secret, 'social-signup', SIGNUP_TTL_SECONDS, {
    prov: identity.provider,
    sub: identity.subject,
    email: identity.email,
    given_name: identity.firstName,
    family_name: identity.lastName,
  });
}

/** The identity a sign-up or link token carries, as its claims name it. */
function identityOf(
  provider: SocialProvider,
  claims: { sub: string; email: string; given_name: string; family_name: string },
): VerifiedIdentity {
  return {
    provider,
    subject: claims.sub,
    email: claims.email,
    firstName: claims.given_name,
    lastName: claims.family_name,
  };
}

export async function readSignupToken(secret: Uint8Array, provider: SocialProvider, token: string) {
  const claims = await verify<{ sub: string; email: string; given_name: string; family_name: string }>(
    secret,
    'social-signup',
    token,
    provider,
  );
  return { identity: identityOf(provider, claims), jti: claims.jti, exp: claims.exp };
}

/**
 * A provider's identity waiting to be linked to the existing account with its e-mail, until the person proves they
 * hold that account (its password). Bound to the account as it was found, so that it links nothing else.
 */
export function signLinkToken(secret: Uint8Array, identity: VerifiedIdentity, userId: string): Promise<string> {
  return sign(secret, 'social-link', LINK_TTL_SECONDS, {
    prov: identity.provider,
    sub: identity.subject,
    uid: userId,
    email: identity.email,
    given_name: identity.firstName,
    family_name: identity.lastName,
  });
}

export async function readLinkToken(secret: Uint8Array, provider: SocialProvider, token: string) {
  const claims = await verify<{ sub: string; uid: string; email: string; given_name: string; family_name: string }>(
    secret,
    'social-link',
    token,
    provider,
  );
  return { identity: identityOf(provider, claims), userId: claims.uid, jti: claims.jti, exp: claims.exp };
}
