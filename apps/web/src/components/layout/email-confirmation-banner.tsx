import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { useAuth } from '../../session/use-auth';

// Its own chunk: only a signed-in person whose address is not yet confirmed downloads it.
const Notice = lazy(() => import('./email-confirmation-notice'));

/**
 * Until the address is confirmed, every page asks for it. Not in demo sandboxes (no real address to confirm), nor for
 * staff, whose address an operator gave when creating the account and to whom no link was sent.
 */
export function EmailConfirmationBanner() {
  const { user } = useAuth();
  const { pathname } = useLocation();
  if (!user || user.email_confirmed !== false || user.is_demo || user.is_staff || pathname === '/confirm-email')
    return null;
  return (
    <Suspense fallback={null}>
      <Notice />
    </Suspense>
  );
}
