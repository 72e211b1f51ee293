import { SOCIAL_CALLBACK_PATH, SOCIAL_PROVIDER_NAMES, type SocialProvider } from '@talent/shared';
import type { Config } from '../../config.js';

/** A social sign-in provider as this site is registered with it. */
export interface ProviderSettings {
  provider: SocialProvider;
  name: string;
  issuer: string;
  clientId: string;
  clientSecret: string;
  /**
   * Whether to send a nonce and require it back in the ID token. LinkedIn's ID tokens are reported to come
   * without one, so asking for it there would turn every LinkedIn sign-in into a failure.
   */
  nonce: boolean;
}

/** The providers whose client id and secret are configured, in the order the buttons show them. */
export function configuredProviders(config: Config): ProviderSettings[] {
  const all: (ProviderSettings | null)[] = [
    config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET
      ? {
          provider: 'google',
          name: SOCIAL_PROVIDER_NAMES.google,
          issuer: config.GOOGLE_ISSUER,
          clientId: config.GOOGLE_CLIENT_ID,
          clientSecret: config.GOOGLE_CLIENT_SECRET,
          nonce: true,
        }
      : null,
    config.LINKEDIN_CLIENT_ID && config.LINKEDIN_CLIENT_SECRET
      ? {
          provider: 'linkedin',
          name: SOCIAL_PROVIDER_NAMES.linkedin,
          issuer: config.LINKEDIN_ISSUER,
          clientId: config.LINKEDIN_CLIENT_ID,
          clientSecret: config.LINKEDIN_CLIENT_SECRET,
          nonce: false,
        }
      : null,
  ];
  return all.filter((p): p is ProviderSettings => p !== null);
}

/** The one redirect URI, fixed here: the browser never chooses where a provider sends it back. */
export function socialRedirectUri(config: Config): string {
  return `${config.PUBLIC_URL}${SOCIAL_CALLBACK_PATH}`;
}
