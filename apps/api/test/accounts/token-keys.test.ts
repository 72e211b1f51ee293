import { createHmac, randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { refreshTokens } from '../../src/db/schema.js';
import { buildProfessional, FACTORY_PASSWORD } from '../../src/demo/factories/users.js';
import { deriveKey, type KeyPurpose } from '../../src/lib/keys.js';
import { insertStoredFile } from '../../src/profiles/repositories/files.js';
import { signFileUrl } from '../../src/profiles/file-urls.js';
import { REFRESH_FAMILY_MAX_DAYS } from '../../src/lib/jwt.js';
import { bearer, login } from '../helpers/accounts.js';
import { createTestApp } from '../helpers/test-app.js';

const DAY_SECONDS = 24 * 3600;
const now = () => Math.floor(Date.now() / 1000);
const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;

describe('token claims and keys', async () => {
  const { app, ctx } = await createTestApp();
  const { user } = await buildProfessional(ctx.db);
  const profile = (token: string) => app.inject({ method: 'GET', url: '/api/profile/', headers: bearer(token) });
  const refresh = (token: string) =>
    app.inject({ method: 'POST', url: '/api/token/refresh/', payload: { refresh: token } });

  /** A token as the server would sign one, with the claims and the key chosen by the test. */
  const forge = (
    claims: Record<string, unknown>,
    key: Uint8Array,
    { exp = true, aud }: { exp?: boolean; aud?: string } = {},
  ) => {
    const jwt = new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setIssuer('talent-marketplace')
      .setIssuedAt()
      .setJti(randomUUID());
    if (aud) jwt.setAudience(aud);
    if (exp) jwt.setExpirationTime('5m');
    return jwt.sign(key);
  };
  const keyFor = (purpose: KeyPurpose) => deriveKey(ctx.secret, purpose);
  const access = { typ: 'access', user_type: 'professional', sv: 0 };

  it('gives access and refresh tokens an audience and an expiry', async () => {
    const pair = await login(app, user.email, FACTORY_PASSWORD);
    expect(claimsOf(pair.access)).toMatchObject({ aud: 'access', typ: 'access', exp: expect.any(Number) });
    expect(claimsOf(pair.refresh)).toMatchObject({ aud: 'refresh', typ: 'refresh', exp: expect.any(Number) });
    expect((await profile(pair.access)).statusCode).toBe(200);
    expect((await profile(await forge(access, keyFor('access-token'), { aud: 'access' }))).statusCode).toBe(200);
  });

  it('refuses a well-signed access token without the session version it was issued under', async () => {
    const { sv: _sv, ...withoutVersion } = access;
    expect((await profile(await forge(withoutVersion, keyFor('access-token'), { aud: 'access' }))).statusCode).toBe(
      401,
    );
    expect(
      (await profile(await forge({ ...access, sv: '0' }, keyFor('access-token'), { aud: 'access' }))).statusCode,
    ).toBe(401);
  });

  it('refuses a well-signed access token without an expiry or without its audience', async () => {
    expect((await profile(await forge(access, keyFor('access-token'), { aud: 'access', exp: false }))).statusCode).toBe(
      401,
    );
    expect((await profile(await forge(access, keyFor('access-token')))).statusCode).toBe(401);
    expect((await profile(await forge(access, keyFor('access-token'), { aud: 'refresh' }))).statusCode).toBe(401);
  });

  it('signs each kind of token with a key of its own, none of them the configured secret itself', async () => {
    for (const key of [ctx.secret, keyFor('refresh-token'), keyFor('file-url'), keyFor('social-state')]) {
      expect((await profile(await forge(access, key, { aud: 'access' }))).statusCode).toBe(401);
    }
    const purposes: KeyPurpose[] = ['access-token', 'refresh-token', 'file-url', 'social-state', 'social-signup'];
    const keys = new Set(purposes.map((p) => Buffer.from(keyFor(p)).toString('hex')));
    expect(keys.size).toBe(purposes.length);
    expect(keys.has(Buffer.from(ctx.secret).toString('hex'))).toBe(false);
  });

  it('honours a file link signed with the file-link key only', async () => {
    const file = await insertStoredFile(ctx.db, {
      ownerId: user.id,
      kind: 'cv',
      filename: 'a.pdf',
      contentType: 'application/pdf',
      sha256: 'x',
      data: Buffer.from('%PDF-1.4'),
    });
    const exp = now() + 600;
    const withKey = (key: Uint8Array) => createHmac('sha256', key).update(`file:${file.id}.${exp}`).digest('base64url');
    const get = (sig: string) => app.inject({ method: 'GET', url: `/files/${file.id}/?exp=${exp}&sig=${sig}` });
    expect((await get(withKey(keyFor('file-url')))).statusCode).toBe(200);
    expect((await get(withKey(ctx.secret))).statusCode).toBe(403);
    expect((await get(withKey(keyFor('access-token')))).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: signFileUrl(ctx.secret, file.id, 60) })).statusCode).toBe(200);
  });

  it(`ends a session ${REFRESH_FAMILY_MAX_DAYS} days after its login, however often it was refreshed`, async () => {
    // A family whose first login was long ago, with a valid row and a well-signed, unexpired token.
    const session = async (startedDaysAgo: number) => {
      const jti = randomUUID();
      const familyId = randomUUID();
      await ctx.db
        .insert(refreshTokens)
        .values({ id: jti, familyId, userId: user.id, expiresAt: new Date(Date.now() + 3_600_000) });
      const token = await new SignJWT({ typ: 'refresh', fam: familyId, fst: now() - startedDaysAgo * DAY_SECONDS })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(user.id)
        .setIssuer('talent-marketplace')
        .setAudience('refresh')
        .setIssuedAt()
        .setJti(jti)
        .setExpirationTime('1h')
        .sign(keyFor('refresh-token'));
      return { token, started: now() - startedDaysAgo * DAY_SECONDS };
    };
    const old = await session(REFRESH_FAMILY_MAX_DAYS + 1);
    const refused = await refresh(old.token);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().detail).toBe('Your session has ended. Please log in again.');

    const recent = await session(REFRESH_FAMILY_MAX_DAYS - 1);
    const rotated = await refresh(recent.token);
    expect(rotated.statusCode).toBe(200);
    const next = claimsOf(rotated.json().refresh);
    expect(next.fst).toBe(recent.started);
    expect(next.exp as number).toBeLessThanOrEqual(recent.started + REFRESH_FAMILY_MAX_DAYS * DAY_SECONDS);
  });
});
