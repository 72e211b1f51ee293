import type { MessageKey } from '@talent/shared';
import { isMessageKey } from '../i18n/use-message';

/**
 * Why the server ended a session, kept while the browser goes to /auth (a page load), for the Log In tab to say it
 * once. Only for what the person must be told: a suspended account (the same message as at sign-in); a session
 * that simply expired needs no words.
 */
const SESSION_END_KEY = 'session-end';

/** The failures of a renewal that end the session with a reason to give, by their `code`. */
const REASONS: Readonly<Record<string, MessageKey>> = { account_suspended: 'accountSuspended' };

/** The reason a refused renewal's body gives for ending the session; null when none to tell. */
export function sessionEndReason(body: unknown): MessageKey | null {
  const code = body && typeof body === 'object' ? (body as { code?: unknown }).code : undefined;
  return typeof code === 'string' && Object.hasOwn(REASONS, code) ? REASONS[code]! : null;
}

export function rememberSessionEnd(reason: MessageKey) {
  try {
    sessionStorage.setItem(SESSION_END_KEY, reason);
  } catch {
    /* storage refused: the person lands on Log In without the reason, as before */
  }
}

/** The reason kept for this tab, forgotten as it is read: it is said once. */
export function takeSessionEnd(): MessageKey | null {
  try {
    const reason = sessionStorage.getItem(SESSION_END_KEY);
    sessionStorage.removeItem(SESSION_END_KEY);
    return isMessageKey(reason) ? reason : null;
  } catch {
    return null;
  }
}
