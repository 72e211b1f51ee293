import type { FastifyBaseLogger } from 'fastify';
import type { SocialCallbackPayload, SocialSignupPayload, SocialStartPayload } from '@talent/shared';
import type { AppContext } from '../../context.js';
import { authorizationUrl, exchangeCode, type DiscoveredProvider, type OidcClients } from './oidc-clients.js';
import { socialRedirectUri, type ProviderSettings } from './providers.js';
import { readSignupToken, readState, signState, spendOnce } from './flow-tokens.js';
import { classifyProviderFailure, socialError } from './social-errors.js';
import { completeSocialSignIn, resolveSocialSignIn, type SocialOutcome } from './social-accounts.js';

/** The social sign-in's three steps; the routes only translate them to HTTP. */
export function socialSignIn(ctx: AppContext, clients: OidcClients, log: FastifyBaseLogger) {
  const settingsOf = (provider: string): ProviderSettings => {
    const settings = clients.settings(provider);
    if (!settings) throw socialError.notConfigured();
    return settings;
  };

  /** Runs a step that talks to the provider; its failures become the visitor's message and, if ours, a log line. */
  const withProvider = async <T>(
    settings: ProviderSettings,
    step: (p: DiscoveredProvider) => Promise<T>,
  ): Promise<T> => {
    let discovered: DiscoveredProvider;
    try {
      discovered = await clients.discover(settings);
    } catch (err) {
      log.error({ err, provider: settings.provider }, 'social sign-in provider discovery failed');
      throw socialError.providerUnavailable();
    }
    try {
      return await step(discovered);
    } catch (err) {
      const { error, misconfigured } = classifyProviderFailure(err);
      log[misconfigured ? 'error' : 'warn'](
        { err, provider: settings.provider, code: error.code },
        'social sign-in refused',
      );
      throw error;
    }
  };

  return {
    /** The settings of a configured provider (404 otherwise), whose name the caller then knows to be valid. */
    settingsOf,

    /** Signs a state bound to the browser's nonce and PKCE challenge and builds the provider's URL with it. */
    async start(provider: string, payload: SocialStartPayload) {
      const settings = settingsOf(provider);
      return withProvider(settings, async (discovered) => {
        const state = await signState(ctx.secret, settings.provider, {
          nonce: payload.nonce,
          codeChallenge: payload.code_challenge,
          userType: payload.user_type,
        });
        const url = authorizationUrl(discovered, {
          redirectUri: socialRedirectUri(ctx.config),
          state,
          codeChallenge: payload.code_challenge,
          nonce: payload.nonce,
        });
        return { authorization_url: url, state };
      });
    },

    /**
     * The callback: the state is checked and spent before the code is exchanged, so that a replayed answer is
     * refused before the provider is even asked; then the verified ID token says who signed in.
     */
    async finish(provider: string, payload: SocialCallbackPayload, ip: string): Promise<SocialOutcome> {
      const settings = settingsOf(provider);
      const state = await readState(ctx.secret, settings.provider, payload.state, {
        nonce: payload.nonce,
        codeVerifier: payload.code_verifier,
      });
      await spendOnce(ctx.db, state);
      const claims = await withProvider(settings, (discovered) =>
        exchangeCode(discovered, {
          redirectUri: socialRedirectUri(ctx.config),
          code: payload.code,
          state: payload.state,
          iss: payload.iss,
          codeVerifier: payload.code_verifier,
          nonce: payload.nonce,
        }),
      );
      return resolveSocialSignIn(ctx, settings.provider, claims, state.ut, ip);
    },

    /** A new person's role choice, with the single-use token the callback gave them. */
    async signup(provider: string, payload: SocialSignupPayload, ip: string): Promise<SocialOutcome> {
      const settings = settingsOf(provider);
      const token = await readSignupToken(ctx.secret, settings.provider, payload.signup_token);
      await spendOnce(ctx.db, token);
      return completeSocialSignIn(ctx, token.identity, payload.user_type, ip);
    },
  };
}
