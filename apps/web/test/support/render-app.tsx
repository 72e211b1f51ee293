import { Suspense, useEffect, type ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Routes, useLocation, useNavigationType } from 'react-router';
import { AuthProvider } from '../../src/session/auth-context';
import { useAuth } from '../../src/session/use-auth';
import type { AuthState } from '../../src/session/auth-context';

/** Shows where the router is, how it got there and the state it carries, for assertions. */
export function LocationProbe() {
  const location = useLocation();
  const type = useNavigationType();
  return (
    <div data-testid="location" data-navigation={type} data-state={JSON.stringify(location.state ?? null)}>
      {location.pathname}
      {location.search}
    </div>
  );
}

/** Hands the session to the test, which can then call login, logout... directly. */
export const session: { current: AuthState | null } = { current: null };
function SessionProbe() {
  const auth = useAuth();
  useEffect(() => {
    session.current = auth;
  });
  return null;
}

/** The app's session and the given routes in a memory router starting at `path` (with `state`, if any). */
export function renderWithSession(routes: ReactNode, path = '/', state?: unknown) {
  const { pathname, search, hash } = new URL(path, 'http://localhost');
  return render(
    <MemoryRouter initialEntries={[{ pathname, search, hash, state }]}>
      <AuthProvider>
        <SessionProbe />
        <LocationProbe />
        <Suspense fallback={<p>suspended</p>}>
          <Routes>{routes}</Routes>
        </Suspense>
      </AuthProvider>
    </MemoryRouter>,
  );
}
