import { FIRST_REQUESTS_GLOBAL, FIRST_REQUESTS_META, FIRST_REQUESTS_SCRIPT } from '@talent/shared';
import { tokenStorage } from '../../src/lib/token-storage';

/** A signed-in page's shell read at `address`: its list of first requests, then its inline script, as the browser runs it. */
export function readShell(address: string, paths: string) {
  window.history.replaceState(null, '', address);
  const meta = document.createElement('meta');
  meta.name = FIRST_REQUESTS_META;
  meta.content = paths;
  document.head.append(meta);
  new Function(FIRST_REQUESTS_SCRIPT)();
  meta.remove();
}

/** A JWT-shaped access token valid for ten minutes (the shell reads only its expiry). */
const accessToken = () =>
  `h.${btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + 600 })).replace(/=+$/, '')}.s`;

/** A stored session and language, in a page of that language: what the shell needs to ask and draw. */
export function signedInShell(language: 'en' | 'fr') {
  localStorage.clear();
  tokenStorage.setTokens(accessToken(), 'refresh');
  localStorage.setItem('lang', language);
  document.documentElement.lang = language;
}

/** What a shell left: the requests it made, and the address it was read at. */
export function forgetShell() {
  delete (window as unknown as Record<string, unknown>)[FIRST_REQUESTS_GLOBAL];
  window.history.replaceState(null, '', '/');
}
