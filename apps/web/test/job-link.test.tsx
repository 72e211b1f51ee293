import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router';
import AuthPage from '../src/features/auth/auth-page';
import { ProtectedRoute } from '../src/components/protected-route';
import i18n from '../src/i18n';
import { afterOnboarding, attemptedLocation, readAttemptedLocation } from '../src/session/attempted-location';
import { tokenStorage } from '../src/lib/token-storage';
import { fakeApi, json, token } from './support/fake-api';
import { renderWithSession, session } from './support/render-app';
import { freshBrowserEachTest } from './support/fresh-browser';

const where = () => screen.getByTestId('location');
const routes = (
  <>
    {/* Without AnonymousOnly: the test's router makes navigations transitions, which the app's does not. */}
    <Route path="/auth" element={<AuthPage />} />
    <Route
      path="/jobs/:id"
      element={
        <ProtectedRoute allow={['professional']}>
          <p>the job</p>
        </ProtectedRoute>
      }
    />
    <Route
      path="/my-applications"
      element={
        <ProtectedRoute allow={['professional']}>
          <p>applications</p>
        </ProtectedRoute>
      }
    />
    <Route path="*" element={<p>elsewhere</p>} />
  </>
);
const amani = { id: 'u-1', email: 'amani@example.cd', user_type: 'professional', first_name: 'Amani' };
const patrick = { id: 'u-2', email: 'hr@bralima.cd', user_type: 'employer', first_name: 'Patrick' };
/** What the API answers a registration or a login of `user`: tokens issued to that account. */
const signedInAs =
  (user: { id: string }, status = 201) =>
  () =>
    json(status, { access: token(600, 'x', user.id), refresh: token(3600, 'x', user.id), user });
const registration = (user_type: 'professional' | 'employer') => ({
  email: 'someone@example.cd',
  password: 'a-long-password',
  user_type,
  profile: { country: 'CD', phone_number: '+243812345678' },
});

describe('a job link opened signed out', () => {
  freshBrowserEachTest();

  it('opens the Register tab, saying that an account opens the job; Log In is a tab away and says so too', async () => {
    fakeApi({});
    renderWithSession(routes, '/jobs/42');
    const register = await screen.findByRole('tab', { name: 'Register' });
    expect(where().textContent).toBe('/auth');
    expect(register.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByText('Create a free account to open this job.')).toBeTruthy();
    expect(await screen.findByRole('tabpanel', { name: 'Register' })).toBeTruthy();

    await userEvent.click(screen.getByRole('tab', { name: 'Log In' }));
    expect(screen.getByText('Log in to open this job.')).toBeTruthy();
    expect(screen.queryByText('Create a free account to open this job.')).toBeNull();
  });

  it('says it in French to a French reader', async () => {
    await i18n.changeLanguage('fr');
    fakeApi({});
    renderWithSession(routes, '/jobs/42');
    expect(await screen.findByText('Créez un compte gratuit pour ouvrir cette offre.')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Inscription' }).getAttribute('aria-selected')).toBe('true');
  });

  it('leads an account holder who logs in on the other tab to the job', async () => {
    fakeApi({ 'POST /api/token/': signedInAs(amani, 200) });
    renderWithSession(routes, '/jobs/42');
    await userEvent.click(await screen.findByRole('tab', { name: 'Log In' }));
    const form = within(screen.getByRole('tabpanel', { name: 'Log In' }));
    await userEvent.type(form.getByLabelText(/^E-mail/), 'amani@example.cd');
    await userEvent.type(form.getByLabelText(/^Password/), 'a-long-password');
    await userEvent.click(form.getByRole('button', { name: 'Log In' }));
    await waitFor(() => expect(where().textContent).toBe('/jobs/42'));
    expect(screen.getByText('the job')).toBeTruthy();
  });

  it('keeps the job for the end of a professional’s onboarding, once, after registering', async () => {
    fakeApi({ 'POST /api/register/': signedInAs(amani) });
    renderWithSession(routes, '/jobs/42?from=whatsapp');
    await screen.findByRole('tabpanel', { name: 'Register' });
    await act(() => session.current!.register(registration('professional')));
    expect(where().textContent).toBe('/onboarding');
    expect(afterOnboarding('professional')).toBe('/jobs/42?from=whatsapp');
    expect(afterOnboarding('professional')).toBe('/recommended-jobs');
  });

  it('keeps the job through another tab or a browser closed on the way (the confirmation link, say)', async () => {
    fakeApi({ 'POST /api/register/': signedInAs(amani) });
    renderWithSession(routes, '/jobs/42');
    await screen.findByRole('tabpanel', { name: 'Register' });
    await act(() => session.current!.register(registration('professional')));
    // A new tab or a new browser session starts with an empty session storage; the account's tokens stay.
    sessionStorage.clear();
    expect(afterOnboarding('professional')).toBe('/jobs/42');
  });

  it('lands an employer registering from a job link on the Hiring Center: the job page is for professionals', async () => {
    fakeApi({ 'POST /api/register/': signedInAs(patrick) });
    renderWithSession(routes, '/jobs/42');
    await screen.findByRole('tabpanel', { name: 'Register' });
    await act(() => session.current!.register(registration('employer')));
    expect(afterOnboarding('employer')).toBe('/hiring-center');
  });

  it('keeps the job for the account that registered only', async () => {
    fakeApi({ 'POST /api/register/': signedInAs(amani) });
    renderWithSession(routes, '/jobs/42');
    await screen.findByRole('tabpanel', { name: 'Register' });
    await act(() => session.current!.register(registration('professional')));
    // Another account signed in on this tab since (its tokens written by another tab, say).
    tokenStorage.setTokens(token(600, 'x', 'u-3'), token(3600, 'x', 'u-3'));
    expect(afterOnboarding('professional')).toBe('/recommended-jobs');
  });

  it('opens Log In, without the line, for the other guarded pages', async () => {
    fakeApi({});
    renderWithSession(routes, '/my-applications');
    expect((await screen.findByRole('tab', { name: 'Log In' })).getAttribute('aria-selected')).toBe('true');
    expect(screen.queryByText('Log in to open this job.')).toBeNull();
  });
});

describe('a remembered location', () => {
  it('is a page of this site other than the auth screens, never another site', () => {
    expect(attemptedLocation({ from: { pathname: '/jobs/7', search: '?a=1' }, allow: ['professional'] })).toEqual({
      path: '/jobs/7?a=1',
      allow: ['professional'],
    });
    for (const path of ['//evil.example/x', '/\\evil.example', 'https://evil.example/', 'javascript:alert(1)']) {
      expect(readAttemptedLocation({ path }), path).toBeUndefined();
    }
    for (const path of ['/auth', '/auth?tab=register', '/auth/callback']) {
      expect(readAttemptedLocation({ path }), path).toBeUndefined();
    }
    expect(readAttemptedLocation({ path: '/jobs/7', allow: ['root'] })).toEqual({ path: '/jobs/7' });
    expect(attemptedLocation(null)).toBeUndefined();
  });
});
