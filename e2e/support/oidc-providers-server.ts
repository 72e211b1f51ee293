// Starts the Google and LinkedIn stand-ins for the browser journeys (see playwright.config.ts): real OpenID
// Connect providers on 127.0.0.1 whose sign-in form takes any login (its claims are derived from it).
import { startTestOidcProvider } from '../../apps/api/test/helpers/oidc-test-provider';
import { E2E_SOCIAL } from './social-providers';

const providers = await Promise.all(
  (['google', 'linkedin'] as const).map((kind) =>
    startTestOidcProvider({
      kind,
      port: E2E_SOCIAL[kind].port,
      clients: [{ ...E2E_SOCIAL[kind].client, redirect_uris: [...E2E_SOCIAL.redirectUris] }],
    }),
  ),
);
console.log(`OpenID Connect stand-ins: ${providers.map((p) => `${p.kind} ${p.issuer}`).join(', ')}`);
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => void Promise.all(providers.map((p) => p.close())).then(() => process.exit(0)));
}
