/**
 * Where the browser journeys' Google and LinkedIn stand-ins listen and how the site is registered with them;
 * read by playwright.config.ts (the servers' environment) and by the provider process.
 */
const appPort = Number(process.env.E2E_PORT ?? 4310);
const providerPort = Number(process.env.E2E_OIDC_PORT ?? appPort + 1000);
const baseURL = `http://127.0.0.1:${appPort}`;

export const E2E_SOCIAL = {
  redirectUri: `${baseURL}/auth/callback`,
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

/** The app server's environment: registered with both providers, its public address the test's base URL. */
export const socialEnvironment = {
  PUBLIC_URL: baseURL,
  GOOGLE_CLIENT_ID: E2E_SOCIAL.google.client.client_id,
  GOOGLE_CLIENT_SECRET: E2E_SOCIAL.google.client.client_secret,
  GOOGLE_ISSUER: E2E_SOCIAL.google.issuer,
  LINKEDIN_CLIENT_ID: E2E_SOCIAL.linkedin.client.client_id,
  LINKEDIN_CLIENT_SECRET: E2E_SOCIAL.linkedin.client.client_secret,
  LINKEDIN_ISSUER: E2E_SOCIAL.linkedin.issuer,
};
