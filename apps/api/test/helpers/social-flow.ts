import { createHash, randomBytes } from 'node:crypto';
import { afterAll } from 'vitest';
import type { App } from '../../src/app.js';
import type { Config } from '../../src/config.js';
import { signInAtProvider } from './oidc-browser.js';
import { startTestOidcProvider, type TestOidcProvider } from './oidc-test-provider.js';

export const PUBLIC_URL = 'http://localhost:3100';
export const REDIRECT_URI = `${PUBLIC_URL}/auth/callback`;
export const CLIENTS = {
  google: { client_id: 'talent-google', client_secret: 'google-secret-for-tests' },
  linkedin: { client_id: 'talent-linkedin', client_secret: 'linkedin-secret-for-tests' },
} as const;

/** A Google and a LinkedIn stand-in, each knowing this site as a client; stopped after the test file. */
export async function startProviders() {
  const [google, linkedin] = await Promise.all(
    (['google', 'linkedin'] as const).map((kind) =>
      startTestOidcProvider({ kind, clients: [{ ...CLIENTS[kind], redirect_uris: [REDIRECT_URI] }] }),
    ),
  );
  afterAll(async () => {
    await Promise.all([google!.close(), linkedin!.close()]);
  });
  return { google: google!, linkedin: linkedin! };
}

/** The configuration of a site registered with both providers. */
export function socialConfig(providers: { google: TestOidcProvider; linkedin: TestOidcProvider }): Partial<Config> {
  return {
    PUBLIC_URL,
    GOOGLE_CLIENT_ID: CLIENTS.google.client_id,
    GOOGLE_CLIENT_SECRET: CLIENTS.google.client_secret,
    GOOGLE_ISSUER: providers.google.issuer,
    LINKEDIN_CLIENT_ID: CLIENTS.linkedin.client_id,
    LINKEDIN_CLIENT_SECRET: CLIENTS.linkedin.client_secret,
    LINKEDIN_ISSUER: providers.linkedin.issuer,
  };
}

/** What the web app keeps in the browser for the round trip: a PKCE verifier and a nonce. */
export function browserSecrets() {
  const verifier = randomBytes(32).toString('base64url');
  return {
    verifier,
    challenge: createHash('sha256').update(verifier).digest('base64url'),
    nonce: randomBytes(24).toString('base64url'),
  };
}
export type BrowserSecrets = ReturnType<typeof browserSecrets>;

export async function startSignIn(
  app: App,
  provider: string,
  extra: { user_type?: string } = {},
  secrets: BrowserSecrets = browserSecrets(),
) {
  const res = await app.inject({
    method: 'POST',
    url: `/api/social/${provider}/start/`,
    payload: { code_challenge: secrets.challenge, nonce: secrets.nonce, ...extra },
  });
  if (res.statusCode !== 200) throw new Error(`start failed: ${res.statusCode} ${res.body}`);
  const { authorization_url, state } = res.json() as { authorization_url: string; state: string };
  return { secrets, authorizationUrl: authorization_url, state };
}

/** The body the callback page posts, from the provider's answer and the kept secrets. */
export function callbackBody(answer: URL, secrets: BrowserSecrets) {
  return {
    code: answer.searchParams.get('code') ?? '',
    state: answer.searchParams.get('state') ?? '',
    ...(answer.searchParams.get('iss') ? { iss: answer.searchParams.get('iss')! } : {}),
    code_verifier: secrets.verifier,
    nonce: secrets.nonce,
  };
}

export const postCallback = (app: App, provider: string, payload: object) =>
  app.inject({ method: 'POST', url: `/api/social/${provider}/`, payload });

/** A whole sign-in as the browser makes it: start, sign in at the provider as `login`, post the answer. */
export async function socialSignIn(app: App, provider: string, login: string, extra: { user_type?: string } = {}) {
  const started = await startSignIn(app, provider, extra);
  const answer = await signInAtProvider(started.authorizationUrl, { login, redirectUri: REDIRECT_URI });
  const body = callbackBody(answer, started.secrets);
  return { res: await postCallback(app, provider, body), body, answer, started };
}
