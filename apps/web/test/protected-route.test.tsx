import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { Route } from 'react-router';
import { AnonymousOnly, ProtectedRoute } from '../src/components/protected-route';
import { tokenStorage } from '../src/lib/token-storage';
import { fakeApi, json, token } from './support/fake-api';
import { renderWithSession } from './support/render-app';

const where = () => screen.getByTestId('location');
const routes = (
  <>
    <Route path="/" element={<p>home</p>} />
    <Route
      path="/auth"
      element={
        <AnonymousOnly>
          <p>auth page</p>
        </AnonymousOnly>
      }
    />
    <Route
      path="/hiring-center"
      element={
        <ProtectedRoute allow={['employer']}>
          <p>hiring center</p>
        </ProtectedRoute>
      }
    />
    <Route
      path="/onboarding"
      element={
        <ProtectedRoute>
          <p>onboarding</p>
        </ProtectedRoute>
      }
    />
    <Route
      path="/admin"
      element={
        <ProtectedRoute staffOnly>
          <p>console</p>
        </ProtectedRoute>
      }
    />
    <Route
      path="/my-applications"
      element={
        <ProtectedRoute allow={['professional']} whileChecking>
          <p>my applications</p>
        </ProtectedRoute>
      }
    />
  </>
);
const signedInAs = (user: Record<string, unknown>) => {
  tokenStorage.setTokens(token(600), 'r1');
  fakeApi({ 'GET /api/user-status/': () => json(200, user) });
};

describe('the route guards', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows "Loading..." while the user is being resolved', async () => {
    signedInAs({ email: 'p@x.cd', user_type: 'employer' });
    renderWithSession(routes, '/hiring-center');
    expect(screen.getByRole('status').textContent).toBe('Loading...');
    expect(await screen.findByText('hiring center')).toBeTruthy();
  });

  it('sends a visitor to /auth, remembering where they were going', () => {
    fakeApi({});
    renderWithSession(routes, '/onboarding?step=3');
    expect(screen.getByText('auth page')).toBeTruthy();
    expect(where().dataset.navigation).toBe('REPLACE');
    expect(JSON.parse(where().dataset.state!).from).toMatchObject({ pathname: '/onboarding', search: '?step=3' });
  });

  it('remembers who may open the page it sends a visitor away from', () => {
    fakeApi({});
    renderWithSession(routes, '/hiring-center');
    expect(screen.getByText('auth page')).toBeTruthy();
    expect(JSON.parse(where().dataset.state!)).toEqual({
      from: { pathname: '/hiring-center', search: '' },
      allow: ['employer'],
    });
  });

  it('sends a user of another type to /', async () => {
    signedInAs({ email: 'p@x.cd', user_type: 'professional' });
    renderWithSession(routes, '/hiring-center');
    expect(await screen.findByText('home')).toBeTruthy();
    expect(where().textContent).toBe('/');
  });

  it('lets any signed-in user into /onboarding', async () => {
    signedInAs({ email: 'o@x.cd', role: 'other' });
    renderWithSession(routes, '/onboarding');
    expect(await screen.findByText('onboarding')).toBeTruthy();
  });

  it('keeps the staff console for staff', async () => {
    signedInAs({ email: 'p@x.cd', user_type: 'employer', is_staff: false });
    renderWithSession(routes, '/admin');
    expect(await screen.findByText('home')).toBeTruthy();
  });

  it('draws a page kept on the device for the user last confirmed here while the session is checked', async () => {
    const user = { id: 'u-7', email: 'p@x.cd', user_type: 'professional' };
    tokenStorage.setTokens(token(600, 'x', 'u-7'), 'r1');
    tokenStorage.setUser(user);
    // The server does not answer during the test.
    fakeApi({ 'GET /api/user-status/': () => new Promise<Response>(() => {}) });
    renderWithSession(routes, '/my-applications');
    // Before the server has answered.
    expect(screen.getByText('my applications')).toBeTruthy();
    // A page not kept on the device waits for the answer, whoever was here last.
    cleanup();
    renderWithSession(routes, '/hiring-center');
    expect(screen.getByRole('status').textContent).toBe('Loading...');
  });

  it('sends the reader to /auth from a page drawn from the device once the server refuses the session', async () => {
    const user = { id: 'u-8', email: 'p@x.cd', user_type: 'professional' };
    tokenStorage.setTokens(token(600, 'x', 'u-8'), 'r1');
    tokenStorage.setUser(user);
    fakeApi({ 'GET /api/user-status/': () => json(401, { detail: 'Session expired.' }) });
    renderWithSession(routes, '/my-applications');
    expect(await screen.findByText('auth page')).toBeTruthy();
  });

  it("never draws a page from the device for another person's saved user", () => {
    tokenStorage.setTokens(token(600, 'x', 'u-9'), 'r1');
    tokenStorage.setUser({ id: 'someone-else', email: 'o@x.cd', user_type: 'professional' });
    fakeApi({ 'GET /api/user-status/': () => new Promise<Response>(() => {}) });
    renderWithSession(routes, '/my-applications');
    expect(screen.queryByText('my applications')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('Loading...');
  });

  it('sends a signed-in user away from /auth to /', async () => {
    signedInAs({ email: 'p@x.cd', user_type: 'employer' });
    renderWithSession(routes, '/auth');
    expect(await screen.findByText('home')).toBeTruthy();
  });
});
