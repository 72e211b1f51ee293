import { generateKeyPairSync, randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, importJWK, SignJWT, type JWK, type JWTPayload } from 'jose';
import Provider, { type Configuration } from 'oidc-provider';

/**
 * A real OpenID Connect provider (oidc-provider) on 127.0.0.1, standing in for Google or LinkedIn in the
 * integration and browser tests. Its ID tokens are really signed with its own key and published through
 * discovery and JWKS, exactly as the real providers do. The "linkedin" kind copies LinkedIn's quirks: the
 * client secret only in the request body, and no PKCE in its discovery document.
 */
export type ProviderKind = 'google' | 'linkedin';

export interface TestClient {
  client_id: string;
  client_secret: string;
  redirect_uris: string[];
}

export interface AccountClaims {
  email?: string;
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
  name?: string;
}

export interface TestOidcProvider {
  kind: ProviderKind;
  issuer: string;
  /** Accounts by login; a login not listed here gets the claims `claimsForLogin` derives from it. */
  accounts: Map<string, AccountClaims>;
  /** Rewrites the ID token of the token responses from now on (a tampered or foreign token); null stops. */
  tamperIdToken(rewrite: ((idToken: string) => Promise<string>) | null): void;
  /** Signs a JWT with the provider's own signing key, as its ID tokens are. */
  signWithProviderKey(claims: JWTPayload): Promise<string>;
  close(): Promise<void>;
}

/** Builds the provider without its reminders that development interactions and memory storage are for tests. */
function quietly<T>(build: () => T): T {
  const warn = console.warn;
  console.warn = (...args: unknown[]) => {
    if (!String(args[0]).startsWith('oidc-provider WARNING')) warn(...args);
  };
  try {
    return build();
  } finally {
    console.warn = warn;
  }
}

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/**
 * Claims for a login typed into the provider's sign-in form, so that a browser test can choose them:
 * `amani.kasongo@example.cd` is that verified address (Amani Kasongo); `unverified:<address>` gives the
 * same address unverified; `noemail:<anything>` shares no address.
 */
export function claimsForLogin(login: string): AccountClaims {
  if (login.startsWith('noemail:')) return { given_name: 'Nobody', family_name: 'Known' };
  const unverified = login.startsWith('unverified:');
  const email = unverified ? login.slice('unverified:'.length) : login;
  const [first = 'Test', last = 'User'] = email.split('@')[0]!.split(/[.\-_+]/);
  return { email, email_verified: !unverified, given_name: capitalised(first), family_name: capitalised(last) };
}

export async function startTestOidcProvider(options: {
  kind: ProviderKind;
  clients: TestClient[];
  port?: number;
}): Promise<TestOidcProvider> {
  const { kind } = options;
  let handle: (req: IncomingMessage, res: ServerResponse) => void = (_req, res) => res.writeHead(503).end();
  const server = createServer((req, res) => handle(req, res));
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const signingJwk: JWK = { ...(await exportJWK(privateKey)), kid: randomUUID(), alg: 'RS256', use: 'sig' };
  const accounts = new Map<string, AccountClaims>();

  const configuration: Configuration = {
    clients: options.clients.map((c) => ({
      ...c,
      grant_types: ['authorization_code'],
      response_types: ['code'],
      token_endpoint_auth_method: 'client_secret_post',
    })),
    clientAuthMethods: kind === 'linkedin' ? ['client_secret_post'] : ['client_secret_basic', 'client_secret_post'],
    // Google requires PKCE of whoever sends it; this stand-in requires it always, so a missing one shows.
    pkce: { required: () => kind === 'google' },
    jwks: { keys: [signingJwk as never] },
    cookies: {
      keys: [randomBytes(32).toString('hex')],
      // Every provider on 127.0.0.1 shares the cookie jar (cookies ignore ports): distinct names keep them apart.
      names: { session: `${kind}_session`, interaction: `${kind}_interaction`, resume: `${kind}_resume` },
    },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'given_name', 'family_name'] },
    // Like Google and LinkedIn: the requested claims are in the ID token itself.
    conformIdTokenClaims: false,
    findAccount: async (_ctx, sub) => ({
      accountId: sub,
      claims: async () => ({ sub, ...(accounts.get(sub) ?? claimsForLogin(sub)) }),
    }),
    features: { devInteractions: { enabled: true } },
    ttl: { AuthorizationCode: 60, IdToken: 3600, AccessToken: 3600, Interaction: 3600, Session: 3600, Grant: 3600 },
  };
  const provider = quietly(() => new Provider(issuer, configuration));

  let tamper: ((idToken: string) => Promise<string>) | null = null;
  provider.use(async (ctx, next) => {
    await next();
    const body = ctx.body as Record<string, unknown> | undefined;
    if (!body || typeof body !== 'object') return;
    if (ctx.path === '/token' && tamper && typeof body.id_token === 'string') {
      ctx.body = { ...body, id_token: await tamper(body.id_token) };
    }
    if (kind === 'linkedin' && ctx.path === '/.well-known/openid-configuration') {
      const { code_challenge_methods_supported: _pkce, ...rest } = body;
      ctx.body = rest;
    }
  });
  handle = provider.callback();

  const key = await importJWK(signingJwk, 'RS256');
  return {
    kind,
    issuer,
    accounts,
    tamperIdToken: (rewrite) => {
      tamper = rewrite;
    },
    signWithProviderKey: (claims) =>
      new SignJWT(claims).setProtectedHeader({ alg: 'RS256', kid: signingJwk.kid }).sign(key),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
