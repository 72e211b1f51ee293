import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'react-router';
import { useAuth } from '../../session/use-auth';

// Its own chunk: only a signed-in person whose address is not yet confirmed downloads it.
const Notice = lazy(() => import('./email-confirmation-notice'));

/** Whose request to confirm was closed in this tab (the account's id or e-mail). */
const CLOSED_KEY = 'email-confirmation-closed';
const closedFor = () => (typeof sessionStorage === 'undefined' ? null : sessionStorage.getItem(CLOSED_KEY));

/**
 * Whether the page asks the signed-in person to confirm their address: until it is confirmed, unless they closed
 * the request in this tab (it comes back in the next one). Not in demo sandboxes (no real address to confirm), nor
 * for staff, whose address an operator gave when creating the account and to whom no link was sent.
 */
export function useEmailConfirmationRequest(): { asked: boolean; close: () => void } {
  const { user } = useAuth();
  const { pathname } = useLocation();
  const [closed, setClosed] = useState(closedFor);
  const owner = String(user?.id ?? user?.email ?? '');
  const asked =
    !!user &&
    user.email_confirmed === false &&
    !user.is_demo &&
    !user.is_staff &&
    pathname !== '/confirm-email' &&
    closed !== owner;
  const close = () => {
    try {
      sessionStorage.setItem(CLOSED_KEY, owner);
    } catch {
      /* storage refused: closed for this page only */
    }
    setClosed(owner);
  };
  return { asked, close };
}

/** The request itself: a sentence with its button, to sit in a line of its own or beside a message. */
export function EmailConfirmationRequest() {
  return (
    <Suspense fallback={null}>
      <Notice />
    </Suspense>
  );
}
