import * as oidc from 'openid-client';
import { DAY_MS, SOCIAL_SCOPES } from '@talent/shared';
import type { ProviderSettings } from './providers.js';
import { socialError } from './social-errors.js';

/** A provider after discovery: the openid-client configuration and what its metadata allows. */
export interface DiscoveredProvider {
  settings: ProviderSettings;
  configuration: oidc.Configuration;
  authorizationEndpoint: string;
  /** The discovery document offers S256 code challenges (LinkedIn's does not, and refuses them). */
  pkce: boolean;
}

const REDISCOVER_AFTER_MS = DAY_MS;
const HTTP_TIMEOUT_SECONDS = 10;
const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

async function discover(settings: ProviderSettings): Promise<DiscoveredProvider> {
  const issuer = new URL(settings.issuer);
  const execute = [oidc.enableNonRepudiationChecks];
  // Plain http is allowed for a provider on this machine only (the configuration refuses any other).
  if (issuer.protocol === 'http:' && LOOPBACK.has(issuer.hostname)) execute.push(oidc.allowInsecureRequests);
  const configuration = await oidc.discovery(
    issuer,
    settings.clientId,
    { client_secret: settings.clientSecret },
    // In the token request's body: LinkedIn accepts nothing else, and Google takes it too.
    oidc.ClientSecretPost(settings.clientSecret),
    { execute, timeout: HTTP_TIMEOUT_SECONDS },
  );
  const metadata = configuration.serverMetadata();
  return {
    settings,
    configuration,
    authorizationEndpoint: metadata.authorization_endpoint ?? '',
    pkce: metadata.code_challenge_methods_supported?.includes('S256') ?? false,
  };
}

/**
 * Discovery documents (and through them the signing keys) are fetched on first use and kept for a day; a
 * failed discovery is not kept, so the next sign-in tries again.
 */
export function createOidcClients(providers: ProviderSettings[]) {
  const cache = new Map<string, { at: number; discovered: Promise<DiscoveredProvider> }>();
  return {
    providers,
    settings: (provider: string) => providers.find((p) => p.provider === provider),
    discover(settings: ProviderSettings): Promise<DiscoveredProvider> {
      const cached = cache.get(settings.provider);
      if (cached && Date.now() - cached.at < REDISCOVER_AFTER_MS) return cached.discovered;
      const discovered = discover(settings);
      cache.set(settings.provider, { at: Date.now(), discovered });
      discovered.catch(() => cache.delete(settings.provider));
      return discovered;
    },
  };
}
export type OidcClients = ReturnType<typeof createOidcClients>;

export interface AuthorizationRequest {
  redirectUri: string;
  state: string;
  codeChallenge: string;
  nonce: string;
}

export function authorizationUrl(provider: DiscoveredProvider, request: AuthorizationRequest): string {
  const params: Record<string, string> = {
    redirect_uri: request.redirectUri,
    scope: SOCIAL_SCOPES.join(' '),
    response_type: 'code',
    state: request.state,
  };
  if (provider.pkce) Object.assign(params, { code_challenge: request.codeChallenge, code_challenge_method: 'S256' });
  if (provider.settings.nonce) params.nonce = request.nonce;
  return oidc.buildAuthorizationUrl(provider.configuration, params).href;
}

export interface CodeExchange {
  redirectUri: string;
  code: string;
  state: string;
  iss?: string;
  codeVerifier: string;
  nonce: string;
}

/**
 * Exchanges the code at the token endpoint with the client secret, and returns the ID token's claims once
 * openid-client has checked its signature (against the provider's published keys), issuer, audience,
 * expiry and nonce.
 */
export async function exchangeCode(provider: DiscoveredProvider, exchange: CodeExchange): Promise<oidc.IDToken> {
  const answer = new URL(exchange.redirectUri);
  answer.searchParams.set('code', exchange.code);
  answer.searchParams.set('state', exchange.state);
  if (exchange.iss) answer.searchParams.set('iss', exchange.iss);
  const tokens = await oidc.authorizationCodeGrant(provider.configuration, answer, {
    pkceCodeVerifier: provider.pkce ? exchange.codeVerifier : undefined,
    expectedState: exchange.state,
    expectedNonce: provider.settings.nonce ? exchange.nonce : undefined,
    idTokenExpected: true,
  });
  const claims = tokens.claims();
  if (!claims) throw socialError.idTokenInvalid();
  return claims;
}
