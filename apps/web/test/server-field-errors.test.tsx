import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { EmployerProfile } from '@talent/shared';
import i18n from '../src/i18n';
import frAuth from '../src/i18n/locales/fr/auth';
import frEmployer from '../src/i18n/locales/fr/employer';
import ForgotPasswordPage from '../src/features/auth/forgot-password-page';
import { CompanyProfileStep } from '../src/features/employer/onboarding/company-profile-step';
import { renderPage, json } from './support';
import { fakeApi } from './support/fake-api';
import { fakeXhr } from './support/fake-xhr';

/** The text that describes a control (its error among them), as a screen reader reads it after the label. */
const descriptionOf = (control: HTMLElement) =>
  (control.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ');

/** docs/decisions/015: a server's field error is shown in the reader's language, found by its code. */
describe('field errors from the server, in French', () => {
  beforeEach(async () => {
    localStorage.setItem('access', 'x.eyJleHAiOjQxMDI0NDQ4MDB9.y');
    await i18n.changeLanguage('fr');
  });
  afterEach(async () => {
    cleanup();
    vi.unstubAllGlobals();
    await i18n.changeLanguage('en');
  });

  /** The server refuses the request for a link with this body. */
  const refusedWith = (body: object) => fakeApi({ 'POST /api/password-reset/': () => json(400, body) });
  const askForLink = async () => {
    const user = userEvent.setup();
    renderPage(<ForgotPasswordPage />);
    const email = await screen.findByRole('textbox', { name: /E-mail/ });
    await user.type(email, 'amani@example.cd');
    await user.click(screen.getByRole('button', { name: frAuth.forgotPassword.submit }));
    return email;
  };

  it('shows the French text of a message found by its code, whatever English the server worded it in', async () => {
    refusedWith({ email: ['This e-mail address does not look right.'], codes: { email: [{ code: 'invalidEmail' }] } });
    const email = await askForLink();
    expect(await screen.findAllByText('Saisissez une adresse e-mail valide.')).not.toHaveLength(0);
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(email)).toContain('Saisissez une adresse e-mail valide.');
    expect(document.body.textContent).not.toContain('does not look right');
  });

  it('fills a message’s values in from the code’s params', async () => {
    fakeXhr({
      status: 413,
      body: {
        company_logo: ['Logo over 2 MB.'],
        codes: { company_logo: [{ code: 'fileTooLargeWith', params: { limit: 2 } }] },
      },
    });
    const profile = { description: '', company_logo_file: null } as unknown as EmployerProfile;
    const user = userEvent.setup();
    renderPage(
      <CompanyProfileStep profile={profile} store={() => {}} notify={() => {}} next={() => {}} back={() => {}} />,
    );
    await user.click(await screen.findByRole('button', { name: frEmployer.onboarding.finish }));
    expect(await screen.findByText('Le fichier est trop volumineux : la limite est de 2 Mo.')).toBeTruthy();
    expect(document.body.textContent).not.toContain('Logo over 2 MB.');
  });

  it('shows the server’s own text when its code is not one this app knows', async () => {
    refusedWith({ email: ['Cette adresse est en pause.'], codes: { email: [{ code: 'emailPausedByANewerServer' }] } });
    const email = await askForLink();
    expect(await screen.findAllByText('Cette adresse est en pause.')).not.toHaveLength(0);
    expect(descriptionOf(email)).toContain('Cette adresse est en pause.');
  });
});
