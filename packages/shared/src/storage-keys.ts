// The web app's keys in the browser's local storage, which the shell's inline script reads too
// (packages/shared/shell/first-requests.ts): in a file of their own, so that the script carries nothing else.

/** Local storage keys of the tokens (the web client's contract: other clients read them too). */
export const ACCESS_TOKEN_KEY = 'access';
export const REFRESH_TOKEN_KEY = 'refresh';

/** The local storage key of the language chosen in the web app. */
export const LANGUAGE_KEY = 'lang';
