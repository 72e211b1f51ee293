import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { MSG } from '@talent/shared';
import { loadConfig } from '../../src/config.js';
import { signState } from '../../src/accounts/social/flow-tokens.js';
import { createTestApp } from '../helpers/test-app.js';
import {
  browserSecrets,
  CLIENTS,
  PUBLIC_URL,
  REDIRECT_URI,
  socialConfig,
  startProviders,
  startSignIn,
} from '../helpers/social-flow.js';
import { detailOf, fieldErrorsOf } from '../helpers/field-errors.js';

/** An address where nothing listens: a provider that is down. */
async function deadIssuer(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return `http://127.0.0.1:${port}`;
}

const NOT_CONFIGURED = { detail: MSG.socialProviderNotConfigured, code: 'social_provider_not_configured' };
const UNAVAILABLE = { detail: MSG.socialProviderUnavailable, code: 'social_provider_unavailable' };

describe('social sign-in: providers', async () => {
  const providers = await startProviders();
  const { app } = await createTestApp(socialConfig(providers));

  it('lists the configured providers with their discovered endpoint, and never a secret', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/social/providers/' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      {
        provider: 'google',
        name: 'Google',
        authorization_endpoint: `${providers.google.issuer}/auth`,
        client_id: CLIENTS.google.client_id,
        scopes: ['openid', 'email', 'profile'],
        redirect_uri: REDIRECT_URI,
        pkce: true,
      },
      {
        provider: 'linkedin',
        name: 'LinkedIn',
        authorization_endpoint: `${providers.linkedin.issuer}/auth`,
        client_id: CLIENTS.linkedin.client_id,
        scopes: ['openid', 'email', 'profile'],
        redirect_uri: REDIRECT_URI,
        pkce: false,
      },
    ]);
    expect(res.body).not.toContain(CLIENTS.google.client_secret);
    expect(res.body).not.toContain(CLIENTS.linkedin.client_secret);
  });

  it('sends Google the PKCE challenge, the nonce and the state, to the fixed redirect URI', async () => {
    const { authorizationUrl, state, secrets } = await startSignIn(app, 'google');
    const url = new URL(authorizationUrl);
    expect(`${url.origin}${url.pathname}`).toBe(`${providers.google.issuer}/auth`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: CLIENTS.google.client_id,
      redirect_uri: `${PUBLIC_URL}/auth/callback`,
      response_type: 'code',
      scope: 'openid email profile',
      state,
      nonce: secrets.nonce,
      code_challenge: secrets.challenge,
      code_challenge_method: 'S256',
    });
  });

  it('sends LinkedIn neither a PKCE challenge nor a nonce, which it does not support', async () => {
    const { authorizationUrl, state } = await startSignIn(app, 'linkedin');
    const params = new URL(authorizationUrl).searchParams;
    expect(params.get('state')).toBe(state);
    expect(params.get('redirect_uri')).toBe(REDIRECT_URI);
    expect(params.has('code_challenge')).toBe(false);
    expect(params.has('nonce')).toBe(false);
  });

  it('refuses a start without a proper S256 challenge and nonce, or with an unknown role', async () => {
    const { challenge, nonce } = browserSecrets();
    const start = (payload: object) => app.inject({ method: 'POST', url: '/api/social/google/start/', payload });
    expect(fieldErrorsOf(await start({ nonce }))).toEqual({ code_challenge: [MSG.required] });
    expect(fieldErrorsOf(await start({ code_challenge: 'plain-text', nonce }))).toEqual({
      code_challenge: [MSG.invalidValue],
    });
    expect(fieldErrorsOf(await start({ code_challenge: challenge, nonce: 'short' }))).toEqual({
      nonce: [MSG.invalidValue],
    });
    const role = await start({ code_challenge: challenge, nonce, user_type: 'admin' });
    expect(role.statusCode).toBe(400);
    expect(fieldErrorsOf(role)).toEqual({ user_type: [MSG.invalidUserType] });
  });

  it('answers 404 for a provider it does not know', async () => {
    const { challenge, nonce } = browserSecrets();
    const res = await app.inject({
      method: 'POST',
      url: '/api/social/facebook/start/',
      payload: { code_challenge: challenge, nonce },
    });
    expect(res.statusCode).toBe(404);
    expect(detailOf(res)).toEqual(NOT_CONFIGURED);
  });
});

describe('social sign-in: no provider configured', async () => {
  const { app, ctx } = await createTestApp();

  it('lists none and refuses to start or finish, with a clear message', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/social/providers/' })).json()).toEqual([]);
    const { challenge, nonce, verifier } = browserSecrets();
    const start = await app.inject({
      method: 'POST',
      url: '/api/social/google/start/',
      payload: { code_challenge: challenge, nonce },
    });
    expect(start.statusCode).toBe(404);
    expect(detailOf(start)).toEqual(NOT_CONFIGURED);
    const state = await signState(ctx.secret, 'google', { nonce, codeChallenge: challenge });
    const finish = await app.inject({
      method: 'POST',
      url: '/api/social/google/',
      payload: { code: 'abc', state, code_verifier: verifier, nonce },
    });
    expect(finish.statusCode).toBe(404);
  });

  it("stops at start-up when only half of a provider's credentials are set", () => {
    expect(() => loadConfig({ LINKEDIN_CLIENT_ID: 'id-only' })).toThrow(
      /LINKEDIN_CLIENT_SECRET: must be set with LINKEDIN_CLIENT_ID/,
    );
    expect(() => loadConfig({ GOOGLE_ISSUER: 'http://accounts.example.com' })).toThrow(/GOOGLE_ISSUER/);
    expect(() => loadConfig({ PUBLIC_URL: 'https://congotalent.cd/app' })).toThrow(/PUBLIC_URL/);
    expect(loadConfig({ PORT: '4000' }).PUBLIC_URL).toBe('http://localhost:4000');
  });
});

describe('social sign-in: a provider that is down', async () => {
  const issuer = await deadIssuer();
  const { app, ctx } = await createTestApp({
    ...socialConfig({ google: { issuer }, linkedin: { issuer } } as never),
  });

  it('is still listed, without its endpoint, so that its button can say what is wrong', async () => {
    const [google] = (await app.inject({ method: 'GET', url: '/api/social/providers/' })).json();
    expect(google).toMatchObject({ provider: 'google', authorization_endpoint: null });
  });

  it('answers 503 with the message, at the start and at the callback', async () => {
    const { challenge, nonce, verifier } = browserSecrets();
    const start = await app.inject({
      method: 'POST',
      url: '/api/social/google/start/',
      payload: { code_challenge: challenge, nonce },
    });
    expect(start.statusCode).toBe(503);
    expect(detailOf(start)).toEqual(UNAVAILABLE);
    const state = await signState(ctx.secret, 'linkedin', { nonce, codeChallenge: challenge });
    const finish = await app.inject({
      method: 'POST',
      url: '/api/social/linkedin/',
      payload: { code: 'abc', state, code_verifier: verifier, nonce },
    });
    expect(finish.statusCode).toBe(503);
    expect(detailOf(finish)).toEqual(UNAVAILABLE);
  });
});

describe('social sign-in: rate limits', async () => {
  const providers = await startProviders();
  const { app } = await createTestApp({ ...socialConfig(providers), RATE_LIMIT_PER_IP: 2 });

  it('limit starts and callbacks per address, like login', async () => {
    const { challenge, nonce, verifier } = browserSecrets();
    const start = (remoteAddress: string) =>
      app.inject({
        method: 'POST',
        url: '/api/social/linkedin/start/',
        payload: { code_challenge: challenge, nonce },
        remoteAddress,
      });
    expect((await start('10.1.0.1')).statusCode).toBe(200);
    expect((await start('10.1.0.1')).statusCode).toBe(200);
    const third = await start('10.1.0.1');
    expect(third.statusCode).toBe(429);
    expect(third.json().detail).toBe(MSG.tooManyRequests);
    expect((await start('10.1.0.2')).statusCode).toBe(200);

    const callback = () =>
      app.inject({
        method: 'POST',
        url: '/api/social/linkedin/',
        payload: { code: 'x', state: 'not-a-state', code_verifier: verifier, nonce },
        remoteAddress: '10.1.0.3',
      });
    expect((await callback()).statusCode).toBe(400);
    expect((await callback()).statusCode).toBe(400);
    expect((await callback()).statusCode).toBe(429);
  });
});
