import { ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY } from '@talent/shared';

/** Tokens live in local storage under the keys `access` and `refresh` (see docs/product.md). */
export const tokenStorage = {
  // Pages written in advance (in Node, without storage) are written for a visitor who is not signed in.
  getAccess: () => (typeof localStorage === 'undefined' ? null : localStorage.getItem(ACCESS_TOKEN_KEY)),
  getRefresh: () => localStorage.getItem(REFRESH_TOKEN_KEY),
  setTokens(access: string, refresh?: string) {
    localStorage.setItem(ACCESS_TOKEN_KEY, access);
    if (refresh) localStorage.setItem(REFRESH_TOKEN_KEY, refresh);
  },
  clearTokens() {
    localStorage.removeItem(ACCESS_TOKEN_KEY);
    localStorage.removeItem(REFRESH_TOKEN_KEY);
  },
  /**
   * Logout clears all local storage, so nothing of the account stays on a shared device; the chosen language
   * is kept for the next visitor.
   */
  clearAll() {
    const lang = localStorage.getItem(LANGUAGE_KEY);
    localStorage.clear();
    if (lang) localStorage.setItem(LANGUAGE_KEY, lang);
  },
};

export const LANGUAGE_KEY = 'lang';

/** Seconds since the epoch at which the token expires, read from its payload; undefined if unreadable. */
export function tokenExpiry(token: string): number | undefined {
  const part = token.split('.')[1];
  if (!part) return undefined;
  try {
    const json = atob(part.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(part.length / 4) * 4, '='));
    const exp = (JSON.parse(json) as { exp?: unknown }).exp;
    return typeof exp === 'number' ? exp : undefined;
  } catch {
    return undefined;
  }
}

/** Refresh a little ahead of the expiry, so a request never leaves with a token about to lapse. */
const SKEW_SECONDS = 10;
export function isExpired(token: string, nowMs = Date.now()): boolean {
  const exp = tokenExpiry(token);
  return exp === undefined || exp - SKEW_SECONDS <= nowMs / 1000;
}
