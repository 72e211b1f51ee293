import { lazy, Suspense } from 'react';
import { useAuth } from '../../session/use-auth';

// Its own chunk: a visitor who is not signed in never downloads it.
const NotificationBell = lazy(() => import('./notification-bell'));

/** The notification bell, for a signed-in person only. */
export function HeaderBell() {
  const { user } = useAuth();
  if (!user) return null;
  return (
    <Suspense fallback={null}>
      <NotificationBell />
    </Suspense>
  );
}
