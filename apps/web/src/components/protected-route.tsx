import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useTranslation } from '../i18n/use-translation';
import type { AnyUserType } from '@talent/shared';
import { useAuth } from '../session/use-auth';
import { attemptedState } from '../session/attempted-location';

/**
 * A guarded route: "Loading..." while the user is resolved; no user -> /auth, remembering where they were
 * going and who may open it; a user of another type -> /.
 */
export function ProtectedRoute({
  allow,
  staffOnly = false,
  fallback,
  whileChecking = false,
  children,
}: {
  allow?: AnyUserType[];
  /** The staff console: any user type, but staff only. */
  staffOnly?: boolean;
  /** Shown while the user is resolved, in the shape of the page (a skeleton), rather than "Loading...". */
  fallback?: ReactNode;
  /**
   * Drawn at once for the user last confirmed on this device while the session is checked, rather than after: a
   * page whose lists are kept on the device shows them without waiting for the network. Should the check fail, the
   * guard then sends the reader to /auth as ever.
   */
  whileChecking?: boolean;
  children: ReactNode;
}) {
  const { status, user } = useAuth();
  const location = useLocation();
  const { t } = useTranslation('msg');
  const checkedEnough = status !== 'loading' || (whileChecking && user !== null);
  if (!checkedEnough) {
    if (fallback) return <>{fallback}</>;
    return (
      <p className="page-status" role="status">
        {t('loading')}
      </p>
    );
  }
  if (!user) return <Navigate to="/auth" replace state={attemptedState(location, allow)} />;
  if (allow && !allow.includes(user.user_type)) return <Navigate to="/" replace />;
  if (staffOnly && !user.is_staff) return <Navigate to="/" replace />;
  return <>{children}</>;
}

/** /auth is for visitors: a logged-in user goes to /. */
export function AnonymousOnly({ children }: { children: ReactNode }) {
  const { status } = useAuth();
  if (status === 'authenticated') return <Navigate to="/" replace />;
  return <>{children}</>;
}
