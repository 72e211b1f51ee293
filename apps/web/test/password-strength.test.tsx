import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router';
import AuthPage from '../src/features/auth/auth-page';
import i18n from '../src/i18n';
import { fakeApi, fieldErrorBody, json } from './support/fake-api';
import { renderWithSession } from './support/render-app';

const routes = <Route path="/auth" element={<AuthPage />} />;

/** What a screen reader reads with a control: the texts its aria-describedby points at. */
function described(control: HTMLElement): string {
  const ids = control.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' | ');
}

// The register form and the password estimator (its word lists) both load on demand: on a busy machine the
// first verdict can take seconds to appear.
const LOADED = { timeout: 20_000 };

describe('the strength of a new password on the register form', () => {
  // The browser loads the estimator and its word lists on the first key; here they are loaded (and compiled by the
  // test runner, which takes seconds on a busy machine) before the tests, so that these measure the form only.
  beforeAll(async () => {
    const [estimator] = await Promise.all([import('@talent/shared/password-strength'), i18n.load('common', 'auth')]);
    estimator.passwordScore('warm up the word lists');
  }, 60_000);
  beforeEach(() => localStorage.clear());
  afterEach(async () => {
    cleanup();
    vi.unstubAllGlobals();
    await i18n.changeLanguage('en');
  });

  it('says how hard the password is to guess as it is typed, tied to the field', { timeout: 60_000 }, async () => {
    fakeApi({});
    renderWithSession(routes, '/auth?tab=register');
    const form = within(await screen.findByRole('tabpanel', { name: 'Register' }));
    // The register form loads when its tab opens.
    const password = await form.findByLabelText(/^Password/, undefined, LOADED);
    await userEvent.type(password, 'password');
    await waitFor(() => expect(described(password)).toContain('Password strength: too easy to guess'), LOADED);
    await userEvent.clear(password);
    await userEvent.type(password, 'Mbuji-Mayi river 1987 lantern');
    await waitFor(() => expect(described(password)).toContain('Password strength: strong'), LOADED);
  });

  it("counts the person's own name as easy to guess", { timeout: 60_000 }, async () => {
    fakeApi({});
    renderWithSession(routes, '/auth?tab=register');
    const form = within(await screen.findByRole('tabpanel', { name: 'Register' }));
    await userEvent.type(await form.findByLabelText(/^First name/, undefined, LOADED), 'Kabongo');
    await userEvent.type(form.getByLabelText(/^Last name/), 'Mwamba');
    const password = form.getByLabelText(/^Password/);
    await userEvent.type(password, 'kabongomwamba');
    await waitFor(() => expect(described(password)).toContain('too easy to guess'), LOADED);
  });

  it("says it in French, and puts the server's refusal on the field in French", { timeout: 60_000 }, async () => {
    await i18n.changeLanguage('fr');
    fakeApi({ 'POST /api/register/': () => json(400, fieldErrorBody({ password: ['passwordTooCommon'] })) });
    renderWithSession(routes, '/auth?tab=register');
    const form = within(await screen.findByRole('tabpanel', { name: 'Inscription' }));
    const password = await form.findByLabelText(/^Mot de passe/, undefined, LOADED);
    await userEvent.type(password, '12345678');
    await waitFor(
      () => expect(described(password)).toContain('Force du mot de passe\u202f: trop facile à deviner'),
      LOADED,
    );
    await userEvent.type(form.getByLabelText(/^Prénom/), 'Amani');
    await userEvent.type(form.getByLabelText(/^Nom\b/), 'Kasongo');
    await userEvent.type(form.getByLabelText(/^E-mail/), 'amani@example.cd');
    await userEvent.type(form.getByLabelText(/^Numéro de téléphone/), '0812345678');
    await userEvent.click(form.getByRole('button', { name: /Créer mon compte/ }));
    await waitFor(() =>
      expect(described(password)).toContain('Ce mot de passe est trop courant ou trop facile à deviner.'),
    );
  });
});
