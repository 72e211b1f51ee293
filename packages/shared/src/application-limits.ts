// An application's limits, which the shell's inline script applies too (packages/shared/shell/first-requests.ts): in a
// file of their own, so that the script carries nothing else of the constants.

export const COVER_LETTER_MAX_LENGTH = 1000;
/** How long the words saying an application was sent stay before its dialog closes. */
export const APPLICATION_CONFIRMATION_MS = 5000;
