import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MSG } from '@talent/shared';
import i18n from '../src/i18n';
import frAuth from '../src/i18n/locales/fr/auth';
import ForgotPasswordPage from '../src/features/auth/forgot-password-page';
import { messageText } from '../src/i18n/use-message';
import { errorMessage } from '../src/lib/api-client';
import { renderPage, json } from './support';
import { fakeApi } from './support/fake-api';

/** docs/decisions/018: a server's general message (`detail`) is shown in the reader's language, found by its key. */
describe('general messages from the server, in French', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('fr');
  });
  afterEach(async () => {
    cleanup();
    vi.unstubAllGlobals();
    await i18n.changeLanguage('en');
  });

  /** Asks for a password reset link; the server answers with this status and body. */
  const askForLink = async (status: number, body: object) => {
    fakeApi({ 'POST /api/password-reset/': () => json(status, body) });
    const user = userEvent.setup();
    renderPage(<ForgotPasswordPage />);
    await user.type(await screen.findByRole('textbox', { name: /E-mail/ }), 'amani@example.cd');
    await user.click(screen.getByRole('button', { name: frAuth.forgotPassword.submit }));
  };

  it('shows the French text of an error’s detail found by its key, whatever English the server worded it in', async () => {
    await askForLink(429, {
      detail: 'Slow down, please.',
      code: 'throttled',
      detail_code: { code: 'tooManyRequests' },
    });
    expect(await screen.findByText(i18n.t('tooManyRequests', undefined, 'msg'))).toBeTruthy();
    expect(document.body.textContent).not.toContain('Slow down');
  });

  it('fills the values of a detail in from its params: a success’s sentence too', async () => {
    await askForLink(200, {
      detail: 'Link sent; it lasts 30 minutes.',
      detail_code: { code: 'passwordResetSent', params: { minutes: 30 } },
    });
    const status = await screen.findByRole('status');
    expect(status.textContent).toBe(i18n.t('passwordResetSent', { minutes: 30 }, 'msg'));
    expect(status.textContent).toContain('30');
    expect(status.textContent).not.toContain('Link sent');
  });

  it('shows the server’s own text when its key is not one this app knows (a newer server’s)', async () => {
    await askForLink(403, {
      detail: 'Ce service est en pause.',
      code: 'paused',
      detail_code: { code: 'servicePausedByANewerServer' },
    });
    expect(await screen.findByText('Ce service est en pause.')).toBeTruthy();
  });

  it('never finds a message by its English text: a catalogue sentence sent without a key is shown as it came', async () => {
    await askForLink(401, { detail: MSG.invalidCredentials });
    expect(await screen.findByText(MSG.invalidCredentials)).toBeTruthy();
    expect(document.body.textContent).not.toContain(i18n.t('invalidCredentials', undefined, 'msg'));
  });
});

describe('the messages of the web app itself', () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('are keys: the same key reads in the language shown, and a text stays as it is', async () => {
    await i18n.changeLanguage('fr');
    expect(messageText('connectionFailed')).toBe(i18n.t('connectionFailed', undefined, 'msg'));
    expect(messageText('connectionFailed')).not.toBe(MSG.connectionFailed);
    expect(messageText({ key: 'signInWait', params: { seconds: 7 } })).toContain('7');
    expect(messageText({ text: MSG.connectionFailed })).toBe(MSG.connectionFailed);
  });

  it('read an error body by its keys, falling back to the action’s own key', () => {
    expect(
      errorMessage({ detail: 'x', code: 'throttled', detail_code: { code: 'tooManyRequests' } }, 'applyFailed'),
    ).toBe('tooManyRequests');
    expect(errorMessage({ detail: 'Words.', detail_code: { code: 'unknownToThisApp' } }, 'applyFailed')).toEqual({
      text: 'Words.',
    });
    expect(errorMessage(null, 'applyFailed')).toBe('applyFailed');
  });
});
