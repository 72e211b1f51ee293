import { createContext, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { MSG, type RegisterPayload, type UserType } from '@talent/shared';
import { flashState } from '../lib/flash';
import { tokenStorage } from '../lib/token-storage';
import { homeOf, type SessionUser } from './normalise-user';
import {
  demoLoginRequest,
  fetchUserStatus,
  loginRequest,
  logoutRequest,
  registerRequest,
  sessionFromResponse,
  type TokenResponse,
} from './session-api';

export type AuthStatus = 'loading' | 'anonymous' | 'authenticated';

export interface AuthState {
  status: AuthStatus;
  user: SessionUser | null;
  login(email: string, password: string, otp?: string): Promise<SessionUser>;
  register(payload: RegisterPayload): Promise<SessionUser>;
  demoLogin(userType: UserType): Promise<SessionUser>;
  /**
   * Signs in with a login response obtained elsewhere (social sign-in): a new account goes to /onboarding as
   * after registering, an existing one to `next` (a same-site path) or its landing page.
   */
  completeSignIn(response: TokenResponse, options: { created: boolean; next?: string }): Promise<SessionUser>;
  /** `to` is /auth by default; the header's Disconnect goes to /. */
  logout(to?: string): Promise<void>;
  /** Merges fields into the current user (profile updates). */
  updateUser(fields: Partial<SessionUser>): void;
  reloadUser(): Promise<void>;
}

export const AuthContext = createContext<AuthState | null>(null);

/** Where the user was going before being sent to /auth, so login can return there. */
function returnPath(state: unknown): string | undefined {
  const from = (state as { from?: { pathname?: string; search?: string } } | null)?.from;
  return from?.pathname && from.pathname !== '/auth' ? `${from.pathname}${from.search ?? ''}` : undefined;
}

/** The session (log-in, registration, demo, log-out, profile updates); lives inside the router so it can navigate. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const location = useLocation();
  const [status, setStatus] = useState<AuthStatus>(() => (tokenStorage.getAccess() ? 'loading' : 'anonymous'));
  const [user, setUser] = useState<SessionUser | null>(null);

  const reloadUser = useCallback(async () => {
    if (!tokenStorage.getAccess()) {
      setUser(null);
      setStatus('anonymous');
      return;
    }
    try {
      setUser(await fetchUserStatus());
      setStatus('authenticated');
    } catch {
      setUser(null);
      setStatus('anonymous');
    }
  }, []);

  // On start, a stored access token means the user status is fetched; a failure means anonymous.
  useEffect(() => {
    if (!tokenStorage.getAccess()) return;
    let current = true;
    fetchUserStatus().then(
      (next) => {
        if (!current) return;
        setUser(next);
        setStatus('authenticated');
      },
      () => {
        if (!current) return;
        setUser(null);
        setStatus('anonymous');
      },
    );
    return () => {
      current = false;
    };
  }, []);

  const signedIn = useCallback((next: SessionUser) => {
    setUser(next);
    setStatus('authenticated');
    return next;
  }, []);

  const login = useCallback(
    async (email: string, password: string, otp?: string) => {
      try {
        const next = signedIn(await loginRequest(email, password, otp));
        navigate(returnPath(location.state) ?? homeOf(next), { replace: true });
        return next;
      } catch (err) {
        tokenStorage.clearTokens();
        setUser(null);
        setStatus('anonymous');
        throw err;
      }
    },
    [navigate, location.state, signedIn],
  );

  const register = useCallback(
    async (payload: RegisterPayload) => {
      const next = signedIn(await registerRequest(payload));
      navigate('/onboarding', { replace: true });
      return next;
    },
    [navigate, signedIn],
  );

  const demoLogin = useCallback(
    async (userType: UserType) => {
      const next = signedIn(await demoLoginRequest(userType));
      // The demo's welcome message is shown on the page the demo lands on (components/layout/flash-banner.tsx).
      navigate(homeOf(next), {
        replace: true,
        state: flashState({ kind: 'success', message: MSG.demoWelcome, role: userType }),
      });
      return next;
    },
    [navigate, signedIn],
  );

  const completeSignIn = useCallback(
    async (response: TokenResponse, options: { created: boolean; next?: string }) => {
      const next = signedIn(await sessionFromResponse(response));
      navigate(options.created ? '/onboarding' : (options.next ?? homeOf(next)), { replace: true });
      return next;
    },
    [navigate, signedIn],
  );

  const logout = useCallback(
    async (to = '/auth') => {
      await logoutRequest();
      tokenStorage.clearAll();
      setUser(null);
      setStatus('anonymous');
      navigate(to, { replace: true });
    },
    [navigate],
  );

  const updateUser = useCallback((fields: Partial<SessionUser>) => {
    setUser((current) => (current ? { ...current, ...fields } : current));
  }, []);

  const value = useMemo(
    () => ({ status, user, login, register, demoLogin, completeSignIn, logout, updateUser, reloadUser }),
    [status, user, login, register, demoLogin, completeSignIn, logout, updateUser, reloadUser],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
