import { describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'react-router';
import { MSG } from '@talent/shared';
import AuthPage from '../src/features/auth/auth-page';
import i18n from '../src/i18n';
import { tokenStorage } from '../src/lib/token-storage';
import { detailBody, fakeApi, json, token } from './support/fake-api';
import { renderWithSession } from './support/render-app';
import { freshBrowserEachTest } from './support/fresh-browser';

const routes = (
  <>
    <Route path="/auth" element={<AuthPage />} />
    <Route path="/hiring-center" element={<p>hiring center</p>} />
  </>
);

describe('a session the server ends for a suspension', () => {
  freshBrowserEachTest();

  it('goes to /auth, where the Log In tab says why in the reader’s language, once', async () => {
    await i18n.changeLanguage('fr');
    tokenStorage.setTokens(token(300, 'a', 'employer-1'), token(3600, 'r', 'employer-1'));
    const suspended = () => json(401, detailBody('accountSuspended', 'account_suspended'));
    const calls = fakeApi({ 'GET /api/user-status/': suspended, 'POST /api/token/refresh/': suspended });
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, pathname: '/hiring-center', assign });

    renderWithSession(routes, '/hiring-center');
    // The request is retried once after a renewal, which the server refuses: storage is cleared, the browser goes.
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/auth'));
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(['GET /api/user-status/', 'POST /api/token/refresh/']);
    expect(localStorage.getItem('access')).toBeNull();
    expect(localStorage.getItem('refresh')).toBeNull();
    cleanup();

    // The page the browser loads there.
    fakeApi({ 'GET /api/social/providers/': () => json(200, []) });
    renderWithSession(routes, '/auth');
    const login = within(await screen.findByRole('tabpanel', { name: 'Connexion' }));
    const said = await login.findByText(i18n.t('accountSuspended', undefined, 'msg'));
    expect(said.getAttribute('role')).toBe('alert');
    expect(said.textContent).not.toBe(MSG.accountSuspended);
    expect(said.textContent).toContain('contact@congotalent.cd');
    // At the top of the form, before its first field: where a phone shows it without scrolling.
    const firstField = login.getByLabelText(/^E-mail/);
    expect(said.compareDocumentPosition(firstField) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    cleanup();

    // Said once: the next visit to the page is an ordinary one.
    renderWithSession(routes, '/auth');
    const again = within(await screen.findByRole('tabpanel', { name: 'Connexion' }));
    expect(again.getAllByRole('alert').map((alert) => alert.textContent)).toEqual(['']);
  });
});
