import { describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router';
import { MESSAGE_BANNER_MS } from '@talent/shared';
import { FlashBanner } from '../src/components/layout/flash-banner';
import { flashState, type FlashMessage } from '../src/lib/flash';
import { tokenStorage } from '../src/lib/token-storage';
import i18n from '../src/i18n';
import { fakeApi, json, token } from './support/fake-api';
import { renderWithSession, session } from './support/render-app';
import { freshBrowserEachTest } from './support/fresh-browser';

const routes = (
  <Route
    path="*"
    element={
      <main id="main" tabIndex={-1}>
        <FlashBanner />
      </main>
    }
  />
);
const landing = (flash: FlashMessage) => renderWithSession(routes, '/recommended-jobs', flashState(flash));
const signedIn = (user: Record<string, unknown>) => {
  tokenStorage.setTokens(token(600), 'r1');
  fakeApi({ 'GET /api/user-status/': () => json(200, user) });
};
const newcomer = { id: 'u-1', email: 'amani@example.cd', user_type: 'professional', email_confirmed: false };
const profileSaved: FlashMessage = { kind: 'success', message: 'profileSaved', expires: true };

describe('the message carried to the landing page', () => {
  freshBrowserEachTest();

  it('shows the demo welcome with the role, then takes it out of the history entry', async () => {
    fakeApi({});
    landing({ kind: 'success', message: 'demoWelcome', role: 'employer' });
    expect(screen.getByRole('status').textContent).toContain(
      'Welcome to the Employer demo! You can now explore the platform with pre-populated data.',
    );
    // A reload of the page would not show it again.
    expect(screen.getByTestId('location').dataset.state).toBe('null');
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('speaks French to a French reader', async () => {
    await i18n.changeLanguage('fr');
    fakeApi({});
    landing({ kind: 'success', message: 'demoWelcome', role: 'professional' });
    expect(screen.getByRole('status').textContent).toContain('Bienvenue dans la démo Professionnel\u202f!');
  });

  it("folds onboarding's success and the request to confirm the address into one line with one close button", async () => {
    signedIn(newcomer);
    const { container } = landing(profileSaved);
    const request = await screen.findByRole('region', { name: 'Confirm your e-mail address' });
    const lines = container.querySelectorAll('.flash');
    expect(lines).toHaveLength(1);
    const line = lines[0] as HTMLElement;
    expect(line.contains(request)).toBe(true);
    expect(within(line).getAllByRole('status')[0]!.textContent).toBe('Profile saved successfully.');
    expect(within(request).getByRole('button', { name: 'Send the link again' })).toBeTruthy();
    expect(within(line).getAllByRole('button', { name: 'Dismiss' })).toHaveLength(1);
  });

  it('lets the success go after 5 seconds, as a form banner does, and keeps the request', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    signedIn(newcomer);
    landing(profileSaved);
    await screen.findByRole('region', { name: 'Confirm your e-mail address' });
    expect(screen.getByText('Profile saved successfully.')).toBeTruthy();
    await act(async () => {
      vi.advanceTimersByTime(MESSAGE_BANNER_MS);
    });
    expect(screen.queryByText('Profile saved successfully.')).toBeNull();
    expect(screen.getByRole('region', { name: 'Confirm your e-mail address' })).toBeTruthy();
  });

  it('closes the whole line, the request too for the rest of the visit in this tab', async () => {
    signedIn(newcomer);
    const { container } = landing(profileSaved);
    await screen.findByRole('region', { name: 'Confirm your e-mail address' });
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(container.querySelector('.flash')).toBeNull();
    // The focus, on the button that went, goes to the page.
    expect(document.activeElement).toBe(screen.getByRole('main'));
    expect(screen.queryByRole('region', { name: 'Confirm your e-mail address' })).toBeNull();
    expect(screen.queryByText('Profile saved successfully.')).toBeNull();
    cleanup();

    // Another page of the same visit: not asked again.
    signedIn(newcomer);
    renderWithSession(routes, '/my-applications');
    await waitFor(() => expect(session.current?.user?.email).toBe(newcomer.email));
    expect(screen.queryByRole('region', { name: 'Confirm your e-mail address' })).toBeNull();
  });
});
