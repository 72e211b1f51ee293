import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { RegisterPayload, UserType } from '@talent/shared';
import { isNetworkError } from '../lib/api-client';
import { flashState } from '../lib/flash';
import { signedOut } from '../lib/sign-out';
import { tokenStorage, tokenSubject } from '../lib/token-storage';
import { homeOf, normaliseUser, type SessionUser } from './normalise-user';
import {
  attemptedLocation,
  forgetAfterOnboarding,
  keepForAfterOnboarding,
  type AttemptedLocation,
} from './attempted-location';
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
  /**
   * Who is signed in. While the session is first checked (`loading`), the user last confirmed on this device, if
   * any: the pages whose lists are kept on the device are drawn with it at once (ProtectedRoute's `whileChecking`).
   */
  user: SessionUser | null;
  /**
   * The server could not be reached to confirm the session (offline): the user is the one last confirmed on this
   * device, nothing can be sent, and the session is checked again when the network is back.
   */
  offline: boolean;
  login(email: string, password: string, otp?: string): Promise<SessionUser>;
  register(payload: RegisterPayload): Promise<SessionUser>;
  demoLogin(userType: UserType): Promise<SessionUser>;
  /**
   * Signs in with a login response obtained elsewhere (social sign-in): a new account goes to /onboarding as
   * after registering (and to `next` at its end), an existing one to `next` or its landing page.
   */
  completeSignIn(
    response: TokenResponse,
    options: { created: boolean; next?: AttemptedLocation },
  ): Promise<SessionUser>;
  /** `to` is /auth by default; the header's Disconnect goes to /. */
  logout(to?: string): Promise<void>;
  /**
   * Forgets the session on this device without telling the server, which has ended it already (the account was
   * deleted), then goes to `to` with `state` (a flash message, say).
   */
  forgetSession(to: string, state?: unknown): void;
  /** Merges fields into the current user (profile updates); a changed phone number is no longer proven. */
  updateUser(fields: Partial<SessionUser>): void;
  reloadUser(): Promise<void>;
}

export const AuthContext = createContext<AuthState | null>(null);

/** While the session is marked offline and the browser says it is connected, how often the server is asked again. */
const RECHECK_OFFLINE_MS = 30_000;

/** The user saved on this device beside the tokens, if it is the one the tokens were issued to. */
function savedUser(): SessionUser | null {
  const saved = tokenStorage.getUser();
  const owner = tokenSubject(tokenStorage.getAccess() ?? '') ?? tokenSubject(tokenStorage.getRefresh() ?? '');
  if (!saved || !owner) return null;
  const user = normaliseUser(saved);
  return user.id === owner ? user : null;
}

interface Checked {
  user: SessionUser | null;
  offline: boolean;
}

/**
 * Asks the server who the stored tokens belong to. When it cannot be reached (a network error, not an answer), the
 * session goes on offline with the user last confirmed here; any answer that is a failure means anonymous (a 401
 * has already cleared the tokens and sent the browser to /auth).
 */
async function checkSession(): Promise<Checked> {
  try {
    return { user: await fetchUserStatus(), offline: false };
  } catch (err) {
    const saved = isNetworkError(err) ? savedUser() : null;
    return saved ? { user: saved, offline: true } : { user: null, offline: false };
  }
}

/**
 * True while the build writes a signed-in page's shell: the page is drawn as a reader with stored tokens first
 * sees it (their session being checked), which is what the app draws over it in the browser.
 */
export const WritingSignedInShell = createContext(false);

/** The session (log-in, registration, demo, log-out, profile updates); lives inside the router so it can navigate. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const location = useLocation();
  const writingShell = useContext(WritingSignedInShell);
  const [status, setStatus] = useState<AuthStatus>(() =>
    writingShell || tokenStorage.getAccess() ? 'loading' : 'anonymous',
  );
  const [user, setUser] = useState<SessionUser | null>(() =>
    !writingShell && tokenStorage.getAccess() ? savedUser() : null,
  );
  const [offline, setOffline] = useState(false);

  const apply = useCallback((checked: Checked) => {
    // A check that ends after a log-out says nothing any more.
    const next = tokenStorage.getAccess() ? checked : { user: null, offline: false };
    setUser(next.user);
    setOffline(next.offline);
    setStatus(next.user ? 'authenticated' : 'anonymous');
  }, []);

  const reloadUser = useCallback(async () => {
    if (!tokenStorage.getAccess()) {
      apply({ user: null, offline: false });
      return;
    }
    apply(await checkSession());
  }, [apply]);

  // On start, a stored access token means the user status is fetched; a failure means anonymous, unless the server
  // could not be reached at all.
  useEffect(() => {
    if (!tokenStorage.getAccess()) return;
    let current = true;
    void checkSession().then((checked) => {
      if (current) apply(checked);
    });
    return () => {
      current = false;
    };
  }, [apply]);

  // Offline, the session is checked again when the network comes back (and now and then while the browser believes
  // it is connected but the server was out of reach).
  useEffect(() => {
    if (!offline) return;
    let current = true;
    const recheck = () => {
      if (!navigator.onLine) return;
      void checkSession().then((checked) => {
        // An answer other than a 401 (a server still starting, a 503) keeps the session offline until the next try;
        // a 401 has cleared the tokens, and signs out.
        if (current && (checked.user || !tokenStorage.getAccess())) apply(checked);
      });
    };
    window.addEventListener('online', recheck);
    const timer = setInterval(recheck, RECHECK_OFFLINE_MS);
    return () => {
      current = false;
      window.removeEventListener('online', recheck);
      clearInterval(timer);
    };
  }, [offline, apply]);

  // The user the server confirmed is kept beside the tokens, for a start-up without network.
  useEffect(() => {
    if (status === 'authenticated' && user && !offline && tokenStorage.getAccess()) tokenStorage.setUser(user);
  }, [status, user, offline]);

  const signedIn = useCallback((next: SessionUser) => {
    setUser(next);
    setOffline(false);
    setStatus('authenticated');
    return next;
  }, []);

  const login = useCallback(
    async (email: string, password: string, otp?: string) => {
      try {
        const next = signedIn(await loginRequest(email, password, otp));
        forgetAfterOnboarding();
        // Back where the guard sent the visitor from, whose guard then admits this user or sends them to /.
        navigate(attemptedLocation(location.state)?.path ?? homeOf(next), { replace: true });
        return next;
      } catch (err) {
        tokenStorage.clearTokens();
        setUser(null);
        setOffline(false);
        setStatus('anonymous');
        throw err;
      }
    },
    [navigate, location.state, signedIn],
  );

  const register = useCallback(
    async (payload: RegisterPayload) => {
      const next = signedIn(await registerRequest(payload));
      // Where the visitor was going waits for the end of onboarding (when it is a page for this type of account).
      keepForAfterOnboarding(attemptedLocation(location.state), next);
      navigate('/onboarding', { replace: true });
      return next;
    },
    [navigate, location.state, signedIn],
  );

  const demoLogin = useCallback(
    async (userType: UserType) => {
      const next = signedIn(await demoLoginRequest(userType));
      forgetAfterOnboarding();
      // The demo's welcome message is shown on the page the demo lands on (components/layout/flash-banner.tsx).
      navigate(homeOf(next), {
        replace: true,
        state: flashState({ kind: 'success', message: 'demoWelcome', role: userType }),
      });
      return next;
    },
    [navigate, signedIn],
  );

  const completeSignIn = useCallback(
    async (response: TokenResponse, options: { created: boolean; next?: AttemptedLocation }) => {
      const next = signedIn(await sessionFromResponse(response));
      if (options.created) {
        keepForAfterOnboarding(options.next, next);
        navigate('/onboarding', { replace: true });
      } else {
        forgetAfterOnboarding();
        navigate(options.next?.path ?? homeOf(next), { replace: true });
      }
      return next;
    },
    [navigate, signedIn],
  );

  const forgetSession = useCallback(
    (to: string, state?: unknown) => {
      tokenStorage.clearAll();
      forgetAfterOnboarding();
      setUser(null);
      setOffline(false);
      setStatus('anonymous');
      navigate(to, { replace: true, state });
      // What was loaded for the person (the query cache) goes with them.
      signedOut();
    },
    [navigate],
  );

  const logout = useCallback(
    async (to = '/auth') => {
      await logoutRequest();
      forgetSession(to);
    },
    [forgetSession],
  );

  const updateUser = useCallback((fields: Partial<SessionUser>) => {
    setUser((current) => {
      if (!current) return current;
      // A number saved in place of another is not proven until it is proven in turn: the API unproves it the same way.
      const numberChanged =
        'phone_number' in fields && fields.phone_number !== current.phone_number && !('phone_verified' in fields);
      return { ...current, ...fields, ...(numberChanged ? { phone_verified: false } : {}) };
    });
  }, []);

  const value = useMemo(
    () => ({
      status,
      user,
      offline,
      login,
      register,
      demoLogin,
      completeSignIn,
      logout,
      forgetSession,
      updateUser,
      reloadUser,
    }),
    [status, user, offline, login, register, demoLogin, completeSignIn, logout, forgetSession, updateUser, reloadUser],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
