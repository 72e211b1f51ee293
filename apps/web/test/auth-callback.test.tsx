import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router';
import { MSG } from '@talent/shared';
import AuthCallbackPage from '../src/features/auth/auth-callback-page';
import { sameSitePath } from '../src/lib/same-site-path';
import { tokenStorage } from '../src/lib/token-storage';
import { detailBody, fakeApi, json, token } from './support/fake-api';
import { renderWithSession } from './support/render-app';
import { afterOnboarding } from '../src/session/attempted-location';

const where = () => screen.getByTestId('location');
const flashOf = () => JSON.parse(where().dataset.state ?? 'null')?.flash;
const routes = (
  <>
    <Route path="/auth/callback" element={<AuthCallbackPage />} />
    <Route path="*" element={<p>landed</p>} />
  </>
);

const pending = { provider: 'google', state: 'signed-state', verifier: 'v'.repeat(43), nonce: 'n'.repeat(32) };
const keep = (value: object = pending) => sessionStorage.setItem('social-sign-in', JSON.stringify(value));
const signedIn = (created: boolean, userType = 'professional') =>
  json(created ? 201 : 200, {
    access: 'access-1',
    refresh: 'refresh-1',
    created,
    user: { email: 'amani@example.cd', user_type: userType, first_name: 'Amani', last_name: 'Kasongo' },
  });

describe('the social sign-in callback', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('sends the code with the kept verifier and nonce, and signs an existing account in where it was going', async () => {
    keep({ ...pending, next: '/recommended-jobs?tab=all' });
    const calls = fakeApi({ 'POST /api/social/google/': () => signedIn(false) });
    renderWithSession(routes, '/auth/callback?code=the-code&state=signed-state&iss=https%3A%2F%2Faccounts.google.com');

    await waitFor(() => expect(where().textContent).toBe('/recommended-jobs?tab=all'));
    expect(where().dataset.navigation).toBe('REPLACE');
    expect(calls[0]!.body).toEqual({
      code: 'the-code',
      state: 'signed-state',
      code_verifier: pending.verifier,
      nonce: pending.nonce,
      iss: 'https://accounts.google.com',
    });
    expect([tokenStorage.getAccess(), tokenStorage.getRefresh()]).toEqual(['access-1', 'refresh-1']);
    // The secrets serve one answer only.
    expect(sessionStorage.getItem('social-sign-in')).toBeNull();
  });

  it('sends a new account to onboarding', async () => {
    keep({ ...pending, next: '/hiring-center' });
    fakeApi({ 'POST /api/social/google/': () => signedIn(true, 'employer') });
    renderWithSession(routes, '/auth/callback?code=c&state=signed-state');
    await waitFor(() => expect(where().textContent).toBe('/onboarding'));
  });

  it('keeps the job a new account was going to for the end of its onboarding, after choosing the role too', async () => {
    const fromJob = { path: '/jobs/42', allow: ['professional'] };
    keep({ ...pending, next: fromJob });
    const newAccount = () =>
      json(201, {
        access: token(600, 'x', 'u-9'),
        refresh: token(3600, 'x', 'u-9'),
        created: true,
        user: { id: 'u-9', email: 'amani@example.cd', user_type: 'professional' },
      });
    fakeApi({ 'POST /api/social/google/': newAccount });
    renderWithSession(routes, '/auth/callback?code=c&state=signed-state');
    await waitFor(() => expect(where().textContent).toBe('/onboarding'));
    expect(afterOnboarding('professional')).toBe('/jobs/42');
    cleanup();

    keep({ ...pending, next: fromJob });
    fakeApi({
      'POST /api/social/google/': () =>
        json(409, { ...detailBody('socialUserTypeRequired', 'user_type_required'), signup_token: 'signup-1' }),
      'POST /api/social/google/signup/': newAccount,
    });
    renderWithSession(routes, '/auth/callback?code=c&state=signed-state');
    await userEvent.click(await screen.findByRole('button', { name: 'Create my account' }));
    await waitFor(() => expect(where().textContent).toBe('/onboarding'));
    expect(afterOnboarding('professional')).toBe('/jobs/42');
  });

  it('never follows a return address to another site', async () => {
    keep({ ...pending, next: '//evil.example/steal' });
    fakeApi({ 'POST /api/social/google/': () => signedIn(false, 'employer') });
    renderWithSession(routes, '/auth/callback?code=c&state=signed-state');
    await waitFor(() => expect(where().textContent).toBe('/hiring-center'));
  });

  it('asks a new person for their role, then creates the account with it', async () => {
    keep();
    const calls = fakeApi({
      'POST /api/social/google/': () =>
        json(409, {
          ...detailBody('socialUserTypeRequired', 'user_type_required'),
          signup_token: 'signup-1',
          email: 'grace@example.cd',
          first_name: 'Grace',
        }),
      'POST /api/social/google/signup/': () => signedIn(true, 'employer'),
    });
    renderWithSession(routes, '/auth/callback?code=c&state=signed-state');

    const heading = await screen.findByRole('heading', { name: 'One more step' });
    expect(document.activeElement).toBe(heading);
    expect(screen.getByText(/Welcome, Grace!/)).toBeTruthy();
    expect(screen.getByText(/grace@example\.cd/)).toBeTruthy();
    // The spent code leaves the address bar (a navigation of its own, which may come just after the heading).
    await waitFor(() => expect(where().textContent).toBe('/auth/callback'));
    expect((screen.getByLabelText('Skilled Professional') as HTMLInputElement).checked).toBe(true);
    await userEvent.click(screen.getByLabelText('Employer'));
    await userEvent.click(screen.getByRole('button', { name: 'Create my account' }));

    await waitFor(() => expect(where().textContent).toBe('/onboarding'));
    expect(calls[1]!.body).toEqual({ signup_token: 'signup-1', user_type: 'employer' });
  });

  it('asks the holder of an existing account for its password, and links only with the right one', async () => {
    keep({ ...pending, next: '/my-applications' });
    let tries = 0;
    const calls = fakeApi({
      'POST /api/social/google/': () =>
        json(409, {
          ...detailBody('socialLinkPasswordRequired', 'link_password_required', { provider: 'Google' }),
          link_token: 'link-1',
          email: 'amani@example.cd',
          provider: 'google',
        }),
      'POST /api/social/google/link/': () =>
        ++tries === 1 ? json(401, detailBody('invalidCredentials', 'invalid_credentials')) : signedIn(false),
    });
    renderWithSession(routes, '/auth/callback?code=c&state=signed-state');

    const heading = await screen.findByRole('heading', { name: 'Link Google to your account' });
    expect(document.activeElement).toBe(heading);
    expect(
      screen.getByText('An account with this e-mail already exists. Enter its password to link Google to it.'),
    ).toBeTruthy();
    expect(tokenStorage.getAccess()).toBeNull();
    const password = screen.getByLabelText(/^Password/);
    await userEvent.type(password, 'wrong-password');
    await userEvent.click(screen.getByRole('button', { name: 'Link Google and log in' }));
    expect(await screen.findByText(MSG.invalidCredentials)).toBeTruthy();
    expect(where().textContent).toBe('/auth/callback');

    await userEvent.clear(password);
    await userEvent.type(password, 'the-right-password');
    await userEvent.click(screen.getByRole('button', { name: 'Link Google and log in' }));
    await waitFor(() => expect(where().textContent).toBe('/my-applications'));
    expect(calls.filter((c) => c.url.endsWith('/link/')).map((c) => c.body)).toEqual([
      { link_token: 'link-1', password: 'wrong-password' },
      { link_token: 'link-1', password: 'the-right-password' },
    ]);
    expect(tokenStorage.getAccess()).toBe('access-1');
  });

  it('takes a refusal at the provider back to /auth with its message, sending nothing', async () => {
    keep();
    const calls = fakeApi({});
    renderWithSession(routes, '/auth/callback?error=access_denied&state=signed-state');
    await waitFor(() => expect(where().textContent).toBe('/auth'));
    expect(flashOf()).toEqual({ kind: 'error', message: 'socialAccessDenied' });
    expect(calls).toHaveLength(0);
    expect(sessionStorage.getItem('social-sign-in')).toBeNull();
  });

  it.each([
    ['a state this tab did not start', '/auth/callback?code=c&state=someone-elses-state', true],
    ['an answer without a code', '/auth/callback?state=signed-state', true],
    ['an answer this tab never asked for', '/auth/callback?code=c&state=signed-state', false],
  ])('refuses %s without sending it', async (_case, path, started) => {
    if (started) keep();
    const calls = fakeApi({});
    renderWithSession(routes, path);
    await waitFor(() => expect(where().textContent).toBe('/auth'));
    expect(flashOf()).toEqual({ kind: 'error', message: 'socialStateInvalid' });
    expect(calls).toHaveLength(0);
  });

  it("brings the server's refusal back to /auth (an expired or used code)", async () => {
    keep();
    fakeApi({ 'POST /api/social/google/': () => json(400, detailBody('socialCodeInvalid', 'social_code_invalid')) });
    renderWithSession(routes, '/auth/callback?code=c&state=signed-state');
    await waitFor(() => expect(where().textContent).toBe('/auth'));
    expect(flashOf()).toEqual({ kind: 'error', message: 'socialCodeInvalid' });
    expect(tokenStorage.getAccess()).toBeNull();
  });
});

describe('same-site return paths', () => {
  it.each([
    ['/recommended-jobs?tab=all#top', '/recommended-jobs?tab=all#top'],
    ['//evil.example/x', undefined],
    ['/\\evil.example', undefined],
    ['https://evil.example/', undefined],
    ['javascript:alert(1)', undefined],
    ['jobs', undefined],
    [42, undefined],
  ])('%s -> %s', (value, expected) => {
    expect(sameSitePath(value)).toBe(expected);
  });
});
