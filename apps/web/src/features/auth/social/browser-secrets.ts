import { SocialSignInError } from './social-api';

const base64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

function randomToken(bytes: number): string {
  return base64url(crypto.getRandomValues(new Uint8Array(bytes)));
}

/**
 * The secrets of one social sign-in, made in the browser: a PKCE code verifier (its S256 challenge goes to the
 * provider) and a nonce. Hashing needs a secure context (https or localhost), as the providers themselves do.
 */
export async function makeBrowserSecrets(): Promise<{ verifier: string; challenge: string; nonce: string }> {
  if (!globalThis.crypto?.subtle) throw new SocialSignInError('socialSecureContextRequired');
  const verifier = randomToken(32);
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  return { verifier, challenge: base64url(new Uint8Array(digest)), nonce: randomToken(24) };
}
