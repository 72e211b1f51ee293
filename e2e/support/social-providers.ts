/**
 * Where the browser journeys' Google and LinkedIn stand-ins listen and how the site is registered with them;
 * read by playwright.config.ts (the servers' environment) and by the provider process.
 */
import { serverURLs } from './servers';

const providerPort = Number(process.env.E2E_OIDC_PORT ?? Number(process.env.E2E_PORT ?? 4310) + 1000);

export const E2E_SOCIAL = {
  // Every worker's app server is the same site to the providers, at its own address.
  redirectUris: serverURLs.map((url) => `${url}/auth/callback`),
  google: {
    port: providerPort,
    issuer: `http://127.0.0.1:${providerPort}`,
    client: { client_id: 'congo-talent-google', client_secret: 'e2e-google-client-secret' },
  },
  linkedin: {
    port: providerPort + 1,
    issuer: `http://127.0.0.1:${providerPort + 1}`,
    client: { client_id: 'congo-talent-linkedin', client_secret: 'e2e-linkedin-client-secret' },
  },
} as const;

/** An app server's environment: registered with both providers, its public address the one its worker uses. */
export function socialEnvironment(serverURL: string) {
  return {
    PUBLIC_URL: serverURL,
    GOOGLE_CLIENT_ID: E2E_SOCIAL.google.client.client_id,
    GOOGLE_CLIENT_SECRET: E2E_SOCIAL.google.client.client_secret,
    GOOGLE_ISSUER: E2E_SOCIAL.google.issuer,
    LINKEDIN_CLIENT_ID: E2E_SOCIAL.linkedin.client.client_id,
    LINKEDIN_CLIENT_SECRET: E2E_SOCIAL.linkedin.client.client_secret,
    LINKEDIN_ISSUER: E2E_SOCIAL.linkedin.issuer,
  };
}
