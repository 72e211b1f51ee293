// Whether pages ask the signed-in person to confirm their address: the web app's rule, which the shell's inline script
// (../shell/first-requests.ts) applies too, to the user the device keeps, so that a shell shows the request where the
// app will draw it.

/** What of the signed-in user the rule reads, as the session's user has it. */
export interface ConfirmationReader {
  id?: unknown;
  email?: unknown;
  email_confirmed?: unknown;
  is_demo?: unknown;
  is_staff?: unknown;
}

/** The session storage key under which a tab remembers whose request to confirm was closed in it. */
export const EMAIL_CONFIRMATION_CLOSED_KEY = 'email-confirmation-closed';

/** The account a closed request is remembered for: its id, else its e-mail. */
export const confirmationOwner = (user: ConfirmationReader | null | undefined): string =>
  String(user?.id ?? user?.email ?? '');

/**
 * Asked until the address is confirmed, unless the person closed the request in this tab (`closedFor`, whose request
 * was closed). Not in demo sandboxes (no real address to confirm), nor for staff, whose address an operator gave when
 * creating the account and to whom no link was sent.
 */
export function asksEmailConfirmation(user: ConfirmationReader | null | undefined, closedFor: string | null): boolean {
  return (
    !!user && user.email_confirmed === false && !user.is_demo && !user.is_staff && closedFor !== confirmationOwner(user)
  );
}

/** The attribute of the request a signed-in page's shell draws hidden, which its script shows when the rule asks. */
export const ASKS_CONFIRMATION_ATTRIBUTE = 'data-asks-confirmation';

/**
 * The <meta name> under which a signed-in page's shell names the request's own code and words (space-separated): its
 * script asks for them when it shows the request, beside the app's code, which draws its first frame once they are in.
 */
export const CONFIRMATION_CODE_META = 'confirmation-code';
