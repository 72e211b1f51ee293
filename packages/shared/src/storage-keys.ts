// The web app's keys in the browser's local storage, which the shell's inline script reads too
// (packages/shared/shell/first-requests.ts): in a file of their own, so that the script carries nothing else.

/** Local storage keys of the tokens (the web client's contract: other clients read them too). */
export const ACCESS_TOKEN_KEY = 'access';
export const REFRESH_TOKEN_KEY = 'refresh';

/** The local storage key of the language chosen in the web app. */
export const LANGUAGE_KEY = 'lang';

/** The user the server last confirmed for the stored tokens, as the web app keeps it. */
export const SESSION_USER_KEY = 'session-user';
/** The professional's lists kept on the device, one key per user: this prefix and the user's id. */
export const SAVED_LISTS_PREFIX = 'saved-lists:';
/** The shape of what is kept under a saved lists' key: a copy of another shape is dropped rather than misread. */
export const SAVED_LISTS_SHAPE = '1';
/** How long a saved list is kept (a refresh token's life): past it, nobody can read it. */
export const SAVED_LISTS_KEPT_FOR_MS = 14 * 24 * 60 * 60 * 1000;
