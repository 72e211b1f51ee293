import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { Route } from 'react-router';
import ConfirmEmailPage from '../src/features/account/confirm-email-page';
import { tokenStorage } from '../src/lib/token-storage';
import { fakeApi, json, token } from './support/fake-api';
import { freshBrowserEachTest } from './support/fresh-browser';
import { renderWithSession } from './support/render-app';

const routes = <Route path="/confirm-email" element={<ConfirmEmailPage />} />;
const professional = (onboarding_completed: boolean) => ({
  id: 'u-1',
  email: 'amani@example.cd',
  user_type: 'professional',
  first_name: 'Amani',
  onboarding_completed,
});

/** The confirmation mail's link opened in a tab where the account is signed in, at a stage of its onboarding. */
async function openLinkAs(user: ReturnType<typeof professional>) {
  tokenStorage.setTokens(token(600, 'x', user.id), token(3600, 'x', user.id));
  fakeApi({
    'GET /api/user-status/': () => json(200, user),
    'POST /api/email-confirmation/confirm/': () => json(200, { detail: 'Your e-mail address is confirmed.' }),
  });
  renderWithSession(routes, '/confirm-email#token=abc');
  await screen.findByText('Your e-mail address is confirmed.');
  return screen.getByRole('link', { name: 'Go to my page' }).getAttribute('href');
}

describe('the confirmation link’s page', () => {
  freshBrowserEachTest();

  it('leads an account that has not finished onboarding back to it, not to an empty list', async () => {
    expect(await openLinkAs(professional(false))).toBe('/onboarding');
  });

  it('leads an onboarded account to its page', async () => {
    expect(await openLinkAs(professional(true))).toBe('/recommended-jobs');
  });
});
