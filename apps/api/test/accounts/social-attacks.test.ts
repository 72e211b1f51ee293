import { generateKeyPairSync, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { decodeJwt, decodeProtectedHeader, SignJWT } from 'jose';
import { afterEach, describe, expect, it } from 'vitest';
import { MSG } from '@talent/shared';
import { users } from '../../src/db/schema.js';
import { createTestApp } from '../helpers/test-app.js';
import { signInAtProvider } from '../helpers/oidc-browser.js';
import {
  browserSecrets,
  callbackBody,
  CLIENTS,
  postCallback,
  REDIRECT_URI,
  socialConfig,
  socialSignIn,
  startSignIn,
  startProviders,
} from '../helpers/social-flow.js';
import { detailOf } from '../helpers/field-errors.js';

const address = (name: string) => `${name}.${randomUUID().slice(0, 6)}@example.cd`;
const STATE_REFUSED = { detail: MSG.socialStateInvalid, code: 'social_state_invalid' };
const ID_TOKEN_REFUSED = { detail: MSG.socialIdTokenInvalid, code: 'social_id_token_invalid' };

/** A JWT with one claim changed and the original signature kept. */
function withAlteredClaims(jwt: string, changes: Record<string, unknown>): string {
  const [header, payload, signature] = jwt.split('.');
  const claims = { ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), ...changes };
  return [header, Buffer.from(JSON.stringify(claims)).toString('base64url'), signature].join('.');
}

describe('social sign-in: what is refused', async () => {
  const providers = await startProviders();
  const { app, ctx } = await createTestApp(socialConfig(providers));
  const accountsWith = async (email: string) =>
    (
      await ctx.db
        .select()
        .from(users)
        .where(sql`lower(${users.email}) = ${email}`)
    ).length;
  afterEach(() => {
    providers.google.tamperIdToken(null);
    providers.linkedin.tamperIdToken(null);
  });

  describe('the state', () => {
    it('is accepted once: the same answer posted again is refused', async () => {
      const { res, body } = await socialSignIn(app, 'google', address('replay'), { user_type: 'professional' });
      expect(res.statusCode).toBe(201);
      const again = await postCallback(app, 'google', body);
      expect(again.statusCode).toBe(400);
      expect(detailOf(again)).toEqual(STATE_REFUSED);
    });

    it('cannot be altered: a changed claim breaks its signature', async () => {
      const email = address('altered');
      const started = await startSignIn(app, 'linkedin', { user_type: 'professional' });
      const answer = await signInAtProvider(started.authorizationUrl, { login: email, redirectUri: REDIRECT_URI });
      const body = callbackBody(answer, started.secrets);
      // An attacker makes themselves an employer; the state comes back as the provider returned it.
      const res = await postCallback(app, 'linkedin', {
        ...body,
        state: withAlteredClaims(body.state, { ut: 'employer' }),
      });
      expect(res.statusCode).toBe(400);
      expect(detailOf(res)).toEqual(STATE_REFUSED);
      expect(await accountsWith(email)).toBe(0);
    });

    it('is redeemed only with the nonce and the verifier of the browser that started', async () => {
      const started = await startSignIn(app, 'google');
      const answer = await signInAtProvider(started.authorizationUrl, {
        login: address('bound'),
        redirectUri: REDIRECT_URI,
      });
      const other = browserSecrets();
      for (const secrets of [
        { ...started.secrets, nonce: other.nonce },
        { ...started.secrets, verifier: other.verifier },
      ]) {
        const res = await postCallback(app, 'google', callbackBody(answer, secrets));
        expect(res.statusCode).toBe(400);
        expect(detailOf(res)).toEqual(STATE_REFUSED);
      }
      // Refused before anything was spent: the genuine browser still finishes.
      expect((await postCallback(app, 'google', callbackBody(answer, started.secrets))).statusCode).toBe(409);
    });

    it('of one provider is refused by the other, and a made-up one by both', async () => {
      const started = await startSignIn(app, 'google');
      const answer = await signInAtProvider(started.authorizationUrl, {
        login: address('mixup'),
        redirectUri: REDIRECT_URI,
      });
      const body = callbackBody(answer, started.secrets);
      expect(detailOf(await postCallback(app, 'linkedin', body))).toEqual(STATE_REFUSED);
      const forged = await new SignJWT({ typ: 'social-state', prov: 'google' })
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuer('talent-marketplace')
        .setAudience('social-state')
        .setJti(randomUUID())
        .setExpirationTime('5m')
        .sign(new TextEncoder().encode('a-secret-that-is-not-this-servers-key'));
      expect(detailOf(await postCallback(app, 'google', { ...body, state: forged }))).toEqual(STATE_REFUSED);
    });
  });

  describe('the code', () => {
    it('is refused the second time, even under a fresh state', async () => {
      const started = await startSignIn(app, 'google', { user_type: 'professional' });
      const answer = await signInAtProvider(started.authorizationUrl, {
        login: address('twice'),
        redirectUri: REDIRECT_URI,
      });
      expect((await postCallback(app, 'google', callbackBody(answer, started.secrets))).statusCode).toBe(201);

      const fresh = await startSignIn(app, 'google', { user_type: 'professional' }, started.secrets);
      const res = await postCallback(app, 'google', { ...callbackBody(answer, started.secrets), state: fresh.state });
      expect(res.statusCode).toBe(400);
      expect(detailOf(res)).toEqual({ detail: MSG.socialCodeInvalid, code: 'social_code_invalid' });
    });

    it('that the provider never issued is refused', async () => {
      const started = await startSignIn(app, 'linkedin');
      const answer = await signInAtProvider(started.authorizationUrl, {
        login: address('madeup'),
        redirectUri: REDIRECT_URI,
      });
      const res = await postCallback(app, 'linkedin', {
        ...callbackBody(answer, started.secrets),
        code: 'not-a-real-code',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('social_code_invalid');
    });
  });

  describe('the ID token', () => {
    /** Signs in as `email` while the provider's token endpoint hands out `rewrite(idToken)` instead. */
    async function signInWithIdToken(
      provider: 'google' | 'linkedin',
      email: string,
      rewrite: (idToken: string) => Promise<string>,
    ) {
      providers[provider].tamperIdToken(rewrite);
      const { res } = await socialSignIn(app, provider, email, { user_type: 'professional' });
      return res;
    }
    const otherKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
    const now = () => Math.floor(Date.now() / 1000);

    it.each([
      [
        'altered after signing (another e-mail)',
        async (token: string) => withAlteredClaims(token, { email: 'someone.else@example.cd' }),
      ],
      [
        "signed by another key under the provider's key id",
        async (token: string) =>
          new SignJWT(decodeJwt(token))
            .setProtectedHeader({ alg: 'RS256', kid: decodeProtectedHeader(token).kid! })
            .sign(otherKey),
      ],
      [
        'issued by the provider for another client (audience)',
        async (token: string) => providers.google.signWithProviderKey({ ...decodeJwt(token), aud: 'another-client' }),
      ],
      [
        'issued by the provider with another nonce',
        async (token: string) =>
          providers.google.signWithProviderKey({ ...decodeJwt(token), nonce: 'an-older-login-nonce' }),
      ],
      [
        'expired',
        async (token: string) =>
          providers.google.signWithProviderKey({ ...decodeJwt(token), iat: now() - 7200, exp: now() - 3600 }),
      ],
      [
        'naming another issuer',
        async (token: string) =>
          providers.google.signWithProviderKey({ ...decodeJwt(token), iss: providers.linkedin.issuer }),
      ],
      [
        "signed with the client secret (HS256) instead of the provider's key",
        async (token: string) =>
          new SignJWT(decodeJwt(token))
            .setProtectedHeader({ alg: 'HS256' })
            .sign(new TextEncoder().encode(CLIENTS.google.client_secret)),
      ],
    ])('is refused when %s, and no account is made', async (_case, rewrite) => {
      const email = address('tampered');
      const res = await signInWithIdToken('google', email, rewrite);
      expect(res.statusCode).toBe(400);
      expect(detailOf(res)).toEqual(ID_TOKEN_REFUSED);
      expect(await accountsWith(email)).toBe(0);
    });

    it('of LinkedIn is checked the same way (foreign audience)', async () => {
      const email = address('tampered.linkedin');
      const res = await signInWithIdToken('linkedin', email, async (token) =>
        providers.linkedin.signWithProviderKey({ ...decodeJwt(token), aud: 'another-client' }),
      );
      expect(detailOf(res)).toEqual(ID_TOKEN_REFUSED);
      expect(await accountsWith(email)).toBe(0);
    });

    it('cannot take over an account by naming its e-mail', async () => {
      const victim = address('victim');
      expect((await socialSignIn(app, 'google', victim, { user_type: 'employer' })).res.statusCode).toBe(201);
      const res = await signInWithIdToken('google', address('attacker'), async (token) =>
        withAlteredClaims(token, { email: victim, sub: victim }),
      );
      expect(detailOf(res)).toEqual(ID_TOKEN_REFUSED);
    });
  });
});
