import {
  ACCESS_TOKEN_KEY,
  LANGUAGE_KEY,
  REFRESH_TOKEN_KEY,
  SAVED_LISTS_PREFIX,
  SESSION_USER_KEY,
} from '@talent/shared';

// SESSION_USER_KEY: the last user the server confirmed for these tokens, so that the session outlives a start-up
// without network (docs/decisions/016-offline-session-and-saved-lists.md). SAVED_LISTS_PREFIX: the professional's
// lists kept for reading offline, one key per user (features/professional/saved/saved-lists.tsx). The shell's inline
// script reads both, to draw a returning reader's kept list before the app's code has run.
export { SAVED_LISTS_PREFIX };
/** Messages written offline, waiting to be sent, one key per user (components/conversation/outgoing-messages.ts). */
export const OUTGOING_MESSAGES_PREFIX = 'outgoing-messages:';

/** Tokens live in local storage under the keys `access` and `refresh` (see docs/product.md). */
export const tokenStorage = {
  // Pages written in advance (in Node, without storage) are written for a visitor who is not signed in.
  getAccess: () => (typeof localStorage === 'undefined' ? null : localStorage.getItem(ACCESS_TOKEN_KEY)),
  getRefresh: () => localStorage.getItem(REFRESH_TOKEN_KEY),
  setTokens(access: string, refresh?: string) {
    localStorage.setItem(ACCESS_TOKEN_KEY, access);
    if (refresh) localStorage.setItem(REFRESH_TOKEN_KEY, refresh);
  },
  /** The user saved beside the tokens, as the app keeps it; null when none, or unreadable. */
  getUser(): Record<string, unknown> | null {
    try {
      const user: unknown = JSON.parse(localStorage.getItem(SESSION_USER_KEY) ?? 'null');
      return user && typeof user === 'object' && !Array.isArray(user) ? (user as Record<string, unknown>) : null;
    } catch {
      return null;
    }
  },
  setUser(user: object) {
    try {
      localStorage.setItem(SESSION_USER_KEY, JSON.stringify(user));
    } catch {
      /* storage full or refused: the session simply cannot outlive a start-up offline */
    }
  },
  /** The end of a session (a failed log-in, a renewal refused): its tokens, its user and its saved lists go. */
  clearTokens() {
    localStorage.removeItem(ACCESS_TOKEN_KEY);
    localStorage.removeItem(REFRESH_TOKEN_KEY);
    localStorage.removeItem(SESSION_USER_KEY);
    for (const key of storedKeys())
      if (key.startsWith(SAVED_LISTS_PREFIX) || key.startsWith(OUTGOING_MESSAGES_PREFIX)) localStorage.removeItem(key);
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

export { LANGUAGE_KEY };

/** Every key in local storage, read before any is removed. */
export function storedKeys(): string[] {
  return Array.from({ length: localStorage.length }, (_, i) => localStorage.key(i)).filter(
    (key): key is string => key !== null,
  );
}

/** The claims of a token's payload; empty if unreadable. */
function claims(token: string): Record<string, unknown> {
  const part = token.split('.')[1];
  if (!part) return {};
  try {
    const json = atob(
      part
        .replace(/-/g, '+')
        .replace(/_/g, '/')
        .padEnd(Math.ceil(part.length / 4) * 4, '='),
    );
    const payload: unknown = JSON.parse(json);
    return payload && typeof payload === 'object' ? (payload as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** Seconds since the epoch at which the token expires, read from its payload; undefined if unreadable. */
export function tokenExpiry(token: string): number | undefined {
  const { exp } = claims(token);
  return typeof exp === 'number' ? exp : undefined;
}

/** The id of the user a token was issued to (its `sub`); undefined if unreadable. */
export function tokenSubject(token: string): string | undefined {
  const { sub } = claims(token);
  return typeof sub === 'string' ? sub : undefined;
}

/** The id of the person whose session this device holds now (its access token's, else its refresh token's). */
export const sessionOwner = (): string | undefined =>
  tokenSubject(tokenStorage.getAccess() ?? '') ?? tokenSubject(tokenStorage.getRefresh() ?? '');

/** Refresh a little ahead of the expiry, so a request never leaves with a token about to lapse. */
const SKEW_SECONDS = 10;
export function isExpired(token: string, nowMs = Date.now()): boolean {
  const exp = tokenExpiry(token);
  return exp === undefined || exp - SKEW_SECONDS <= nowMs / 1000;
}
