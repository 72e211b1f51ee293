import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { Route } from 'react-router';
import { DEMO_PASSWORD, MSG } from '@talent/shared';
import { setSessionLostHandler } from '../src/lib/api-client';
import { tokenStorage } from '../src/lib/token-storage';
import { detailBody, fakeApi, fieldErrorBody, json, token } from './support/fake-api';
import { renderWithSession, session } from './support/render-app';

const employer = {
  email: 'hr@bralima.cd',
  user_type: 'employer',
  profile: { first_name: 'Patrick', last_name: 'Ilunga' },
};
const professional = {
  email: 'amani@example.cd',
  user_type: 'professional',
  profile: { first_name: 'Amani', onboarding_completed: true },
};
const where = () => screen.getByTestId('location');

const routes = (
  <>
    <Route path="/auth" element={<p>auth page</p>} />
    <Route path="*" element={<p>page</p>} />
  </>
);

describe('the session', () => {
  beforeEach(() => {
    localStorage.clear();
    setSessionLostHandler(() => tokenStorage.clearTokens());
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('starts anonymous without asking the server when no token is stored', async () => {
    const calls = fakeApi({});
    renderWithSession(routes);
    expect(session.current?.status).toBe('anonymous');
    expect(calls).toHaveLength(0);
  });

  it('fetches the user status when a token is stored, merging the profile over the user', async () => {
    tokenStorage.setTokens(token(600), 'r1');
    const calls = fakeApi({ 'GET /api/user-status/': () => json(200, professional) });
    renderWithSession(routes);
    expect(session.current?.status).toBe('loading');
    await waitFor(() => expect(session.current?.status).toBe('authenticated'));
    expect(session.current?.user).toMatchObject({
      first_name: 'Amani',
      user_type: 'professional',
      onboarding_completed: true,
    });
    expect(calls[0]?.auth).toMatch(/^Bearer /);
  });

  it('treats a failed status load as anonymous', async () => {
    tokenStorage.setTokens(token(600), 'r1');
    fakeApi({ 'GET /api/user-status/': () => json(500, { detail: 'boom' }) });
    renderWithSession(routes);
    await waitFor(() => expect(session.current?.status).toBe('anonymous'));
    expect(session.current?.user).toBeNull();
  });

  describe('when the server cannot be reached', () => {
    const amani = { ...professional, id: 'user-amani', first_name: 'Amani' };
    const unreachable = () =>
      vi.stubGlobal(
        'fetch',
        vi.fn(async () => {
          throw new TypeError('Failed to fetch');
        }),
      );
    const online = (value: boolean) =>
      Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => value });
    afterEach(() => online(true));

    /** A session confirmed once online: the user status answered, and kept beside the tokens. */
    async function confirmedOnce() {
      tokenStorage.setTokens(token(600, 'a', 'user-amani'), token(3600, 'r', 'user-amani'));
      fakeApi({ 'GET /api/user-status/': () => json(200, amani) });
      const view = renderWithSession(routes);
      await waitFor(() => expect(session.current?.status).toBe('authenticated'));
      expect(session.current?.offline).toBe(false);
      view.unmount();
    }

    it('keeps the person signed in, offline, with the user last confirmed on this device', async () => {
      await confirmedOnce();
      unreachable();
      renderWithSession(routes, '/recommended-jobs');
      await waitFor(() => expect(session.current?.status).toBe('authenticated'));
      expect(session.current?.offline).toBe(true);
      expect(session.current?.user).toMatchObject({ id: 'user-amani', first_name: 'Amani', user_type: 'professional' });
      expect(localStorage.getItem('access')).not.toBeNull();
      expect(where().textContent).toBe('/recommended-jobs');
    });

    it('keeps the session when even the renewal of an expired token cannot reach the server', async () => {
      await confirmedOnce();
      tokenStorage.setTokens(token(-60, 'a', 'user-amani'), token(3600, 'r', 'user-amani'));
      const lost = vi.fn();
      setSessionLostHandler(lost);
      unreachable();
      renderWithSession(routes, '/my-applications');
      await waitFor(() => expect(session.current?.status).toBe('authenticated'));
      expect(session.current?.offline).toBe(true);
      expect(lost).not.toHaveBeenCalled();
      expect(localStorage.getItem('refresh')).not.toBeNull();
    });

    it('is anonymous when no user was confirmed for these tokens (none saved, or another person)', async () => {
      tokenStorage.setTokens(token(600, 'a', 'user-amani'), 'r1');
      unreachable();
      const first = renderWithSession(routes);
      await waitFor(() => expect(session.current?.status).toBe('anonymous'));
      first.unmount();

      tokenStorage.setUser({ ...amani, id: 'user-someone-else' });
      renderWithSession(routes);
      await waitFor(() => expect(session.current?.status).toBe('anonymous'));
      expect(session.current?.user).toBeNull();
    });

    it('still signs out on a 401 from the server: tokens, saved user and saved lists cleared', async () => {
      await confirmedOnce();
      localStorage.setItem('saved-lists:user-amani', '{}');
      setSessionLostHandler(() => tokenStorage.clearTokens());
      fakeApi({
        'GET /api/user-status/': () => json(401, { detail: 'Token is invalid or expired' }),
        'POST /api/token/refresh/': () => json(401, { detail: 'Token is invalid or expired' }),
      });
      renderWithSession(routes);
      await waitFor(() => expect(session.current?.status).toBe('anonymous'));
      expect(session.current?.offline).toBe(false);
      expect(localStorage.getItem('access')).toBeNull();
      expect(localStorage.getItem('session-user')).toBeNull();
      expect(localStorage.getItem('saved-lists:user-amani')).toBeNull();
    });

    it('checks again when the network comes back, and is online with the fresh user', async () => {
      await confirmedOnce();
      unreachable();
      renderWithSession(routes);
      await waitFor(() => expect(session.current?.offline).toBe(true));
      fakeApi({ 'GET /api/user-status/': () => json(200, { ...amani, last_name: 'Kasongo' }) });
      online(true);
      act(() => {
        window.dispatchEvent(new Event('online'));
      });
      await waitFor(() => expect(session.current?.offline).toBe(false));
      expect(session.current?.status).toBe('authenticated');
      expect(session.current?.user?.last_name).toBe('Kasongo');
    });

    it('stays offline when the server answers the check with an error other than a 401, and asks again later', async () => {
      await confirmedOnce();
      unreachable();
      renderWithSession(routes);
      await waitFor(() => expect(session.current?.offline).toBe(true));
      const calls = fakeApi({ 'GET /api/user-status/': () => json(503, { detail: 'Service unavailable' }) });
      act(() => {
        window.dispatchEvent(new Event('online'));
      });
      await waitFor(() => expect(calls).toHaveLength(1));
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(session.current?.status).toBe('authenticated');
      expect(session.current?.offline).toBe(true);
    });

    it('refuses to send anything offline, without a request, and says so', async () => {
      online(false);
      const calls = fakeApi({});
      renderWithSession(routes, '/auth');
      await expect(session.current!.login('amani@example.cd', 'secret-password')).rejects.toMatchObject({
        shown: 'offlineNotSent',
      });
      expect(calls).toHaveLength(0);
    });

    it('forgets the saved user on logout', async () => {
      await confirmedOnce();
      expect(tokenStorage.getUser()).toMatchObject({ id: 'user-amani' });
      fakeApi({ 'GET /api/user-status/': () => json(200, amani), 'POST /api/logout/': () => json(204, null) });
      renderWithSession(routes);
      await waitFor(() => expect(session.current?.status).toBe('authenticated'));
      await act(() => session.current!.logout());
      expect(tokenStorage.getUser()).toBeNull();
    });
  });

  it('logs an employer in: both tokens stored, history replaced by /hiring-center', async () => {
    const calls = fakeApi({ 'POST /api/token/': () => json(200, { access: 'a1', refresh: 'r1', user: employer }) });
    renderWithSession(routes, '/auth');
    await act(() => session.current!.login('hr@bralima.cd', 'secret-password'));
    expect(calls[0]).toMatchObject({
      method: 'POST',
      url: '/api/token/',
      body: { email: 'hr@bralima.cd', password: 'secret-password' },
    });
    expect(calls[0]?.auth).toBeUndefined();
    expect(localStorage.getItem('access')).toBe('a1');
    expect(localStorage.getItem('refresh')).toBe('r1');
    expect(where().textContent).toBe('/hiring-center');
    expect(where().dataset.navigation).toBe('REPLACE');
    expect(session.current?.user?.first_name).toBe('Patrick');
  });

  it('returns after login to the page the guard remembered', async () => {
    fakeApi({ 'POST /api/token/': () => json(200, { access: 'a1', refresh: 'r1', user: professional }) });
    renderWithSession(routes, '/auth', { from: { pathname: '/onboarding', search: '?step=2' } });
    await act(() => session.current!.login('amani@example.cd', 'secret-password'));
    expect(where().textContent).toBe('/onboarding?step=2');
  });

  it('sends a user of another type to / after login', async () => {
    fakeApi({
      'POST /api/token/': () => json(200, { access: 'a1', refresh: 'r1', user: { email: 'x@y.cd', role: 'other' } }),
    });
    renderWithSession(routes, '/auth');
    await act(() => session.current!.login('x@y.cd', 'secret-password'));
    expect(where().textContent).toBe('/');
  });

  it('fails a login with the server message and its status, and clears the user', async () => {
    fakeApi({ 'POST /api/token/': () => json(401, detailBody('invalidCredentials', 'invalid_credentials')) });
    renderWithSession(routes, '/auth');
    await expect(session.current!.login('a@b.cd', 'wrong-password')).rejects.toMatchObject({
      status: 401,
      shown: 'invalidCredentials',
    });
    expect(session.current?.user).toBeNull();
    expect(localStorage.getItem('access')).toBeNull();
    expect(where().textContent).toBe('/auth');
  });

  it('refuses a login response without both tokens', async () => {
    fakeApi({ 'POST /api/token/': () => json(200, { access: 'a1', user: employer }) });
    renderWithSession(routes, '/auth');
    await expect(session.current!.login('a@b.cd', 'password-1')).rejects.toMatchObject({
      status: 400,
      shown: 'invalidLoginResponse',
    });
  });

  it('registers, stores the tokens and goes to /onboarding', async () => {
    const calls = fakeApi({
      'POST /api/register/': () => json(201, { access: 'a2', refresh: 'r2', user: professional }),
    });
    renderWithSession(routes, '/auth');
    const payload = {
      email: 'n@example.cd',
      password: 'long-password',
      user_type: 'professional' as const,
      profile: { country: 'CD', phone_number: '+243812345678' },
    };
    await act(() => session.current!.register(payload));
    expect(calls[0]?.body).toEqual(payload);
    expect(localStorage.getItem('refresh')).toBe('r2');
    expect(where().textContent).toBe('/onboarding');
  });

  it('fetches the status after registering when the response has no user', async () => {
    const calls = fakeApi({
      'POST /api/register/': () => json(201, { access: token(600), refresh: 'r2' }),
      'GET /api/user-status/': () => json(200, professional),
    });
    renderWithSession(routes, '/auth');
    await act(() =>
      session.current!.register({
        email: 'n@example.cd',
        password: 'long-password',
        user_type: 'professional',
        profile: { country: 'CD', phone_number: '0812345678' },
      }),
    );
    expect(calls.map((c) => c.url)).toEqual(['/api/register/', '/api/user-status/']);
    expect(session.current?.user?.first_name).toBe('Amani');
  });

  it('reports a registration response without tokens', async () => {
    fakeApi({ 'POST /api/register/': () => json(201, { user: professional }) });
    renderWithSession(routes, '/auth');
    await expect(
      session.current!.register({
        email: 'n@example.cd',
        password: 'long-password',
        user_type: 'professional',
        profile: { country: 'CD', phone_number: '0812345678' },
      }),
    ).rejects.toMatchObject({ status: 400, shown: 'missingTokens' });
  });

  it('falls back to the catalogue message when registration fails without one', async () => {
    fakeApi({ 'POST /api/register/': () => json(500, null) });
    renderWithSession(routes, '/auth');
    await expect(
      session.current!.register({
        email: 'n@example.cd',
        password: 'long-password',
        user_type: 'professional',
        profile: { country: 'CD', phone_number: '0812345678' },
      }),
    ).rejects.toMatchObject({ status: 500, shown: 'registrationFailed' });
  });

  it('keeps the field errors of a refused registration for the form', async () => {
    fakeApi({ 'POST /api/register/': () => json(400, fieldErrorBody({ email: ['emailTaken'] })) });
    renderWithSession(routes, '/auth');
    await expect(
      session.current!.register({
        email: 'n@example.cd',
        password: 'long-password',
        user_type: 'professional',
        profile: { country: 'CD', phone_number: '0812345678' },
      }),
    ).rejects.toMatchObject({ status: 400, shown: { text: MSG.emailTaken }, fields: { email: [MSG.emailTaken] } });
  });

  it('logs into a demo sandbox with the demo password and lands with the welcome message', async () => {
    const calls = fakeApi({
      'POST /api/demo-login/': () =>
        json(201, { access: 'd1', refresh: 'd2', user: { ...professional, email: 'demo-42@demo.cd' } }),
      'POST /api/token/': () => json(200, { access: 'a3', refresh: 'r3', user: professional }),
    });
    renderWithSession(routes, '/auth');
    await act(() => session.current!.demoLogin('professional'));
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(['POST /api/demo-login/', 'POST /api/token/']);
    expect(calls[0]?.body).toEqual({ user_type: 'professional' });
    expect(calls[1]?.body).toEqual({ email: 'demo-42@demo.cd', password: DEMO_PASSWORD });
    expect(localStorage.getItem('access')).toBe('a3');
    expect(where().textContent).toBe('/recommended-jobs');
    expect(JSON.parse(where().dataset.state!)).toEqual({
      flash: { kind: 'success', message: 'demoWelcome', role: 'professional' },
    });
  });

  it('shows the connection message when the demo cannot start', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    renderWithSession(routes, '/auth');
    await expect(session.current!.demoLogin('employer')).rejects.toMatchObject({ shown: 'connectionFailed' });
  });

  it('logs out through the endpoint even when it fails, clearing storage but the language', async () => {
    tokenStorage.setTokens(token(600), 'r9');
    localStorage.setItem('lang', 'fr');
    localStorage.setItem('draft', 'x');
    const calls = fakeApi({
      'GET /api/user-status/': () => json(200, employer),
      'POST /api/logout/': () => json(500, { detail: 'down' }),
    });
    renderWithSession(routes, '/hiring-center');
    await waitFor(() => expect(session.current?.status).toBe('authenticated'));
    await act(() => session.current!.logout());
    expect(calls.at(-1)).toMatchObject({ method: 'POST', url: '/api/logout/', body: { refresh: 'r9' } });
    expect(localStorage.getItem('access')).toBeNull();
    expect(localStorage.getItem('refresh')).toBeNull();
    expect(localStorage.getItem('draft')).toBeNull();
    expect(localStorage.getItem('lang')).toBe('fr');
    expect(session.current?.user).toBeNull();
    expect(where().textContent).toBe('/auth');
  });

  it('goes where the header asks after Disconnect', async () => {
    tokenStorage.setTokens(token(600), 'r9');
    fakeApi({ 'GET /api/user-status/': () => json(200, employer), 'POST /api/logout/': () => json(204, null) });
    renderWithSession(routes, '/hiring-center');
    await waitFor(() => expect(session.current?.status).toBe('authenticated'));
    await act(() => session.current!.logout('/'));
    expect(where().textContent).toBe('/');
  });

  it('merges profile updates into the current user', async () => {
    tokenStorage.setTokens(token(600), 'r9');
    fakeApi({ 'GET /api/user-status/': () => json(200, professional) });
    renderWithSession(routes, '/');
    await waitFor(() => expect(session.current?.status).toBe('authenticated'));
    act(() => session.current!.updateUser({ last_name: 'Kasongo' }));
    expect(session.current?.user).toMatchObject({ first_name: 'Amani', last_name: 'Kasongo' });
  });
});
