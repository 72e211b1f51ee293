import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router';
import { MSG } from '@talent/shared';
import i18n from '../src/i18n';
import enAccount from '../src/i18n/locales/en/account';
import frAccount from '../src/i18n/locales/fr/account';
import frMsg from '../src/i18n/locales/fr/msg';
import { FlashBanner } from '../src/components/layout/flash-banner';
import EmailSettingsPage from '../src/features/account/email-settings-page';
import { tokenStorage } from '../src/lib/token-storage';
import { fakeApi, fieldErrorBody, json, token } from './support/fake-api';
import { renderWithSession } from './support/render-app';
import { FRESH_CONSENTS, PROFESSIONAL } from './support/settings-page';

const DELETE = 'DELETE /api/me/';
const t = enAccount.deleteAccount;
const professional = PROFESSIONAL;

const SEND_CODE = 'POST /api/me/deletion-code/';

/** The settings page of a signed-in person, and the home page the deletion lands on (with its flash message). */
function show(
  deleted: (body: unknown) => Response,
  user: Record<string, unknown> = professional,
  sendCode: () => Response = () => json(400, {}),
) {
  tokenStorage.setTokens(token(600), 'r1');
  const calls = fakeApi({
    'GET /api/user-status/': () => json(200, user),
    'GET /api/email-settings/': () => json(200, { applications: true, job_alerts: true }),
    'GET /api/sms-settings/': () => json(200, { phone_verified: false, phone_number: null }),
    'GET /api/me/consents/': () => json(200, FRESH_CONSENTS),
    'POST /api/logout/': () => json(200, {}),
    [SEND_CODE]: sendCode,
    [DELETE]: deleted,
  });
  renderWithSession(
    <>
      <Route path="/settings/email" element={<EmailSettingsPage />} />
      <Route path="/" element={<FlashBanner />} />
    </>,
    '/settings/email',
  );
  return calls;
}

async function openDialog() {
  await userEvent.click(await screen.findByRole('button', { name: t.open }));
  return within(await screen.findByRole('dialog', { name: t.title }));
}

describe('deleting my account', () => {
  beforeEach(async () => {
    localStorage.clear();
    await i18n.changeLanguage('en');
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('says a wrong password on the field, then, with the right one, signs out to the home page that says so', async () => {
    const calls = show((body) =>
      (body as { password?: string }).password === 'right-password'
        ? new Response(null, { status: 204 })
        : json(400, fieldErrorBody({ password: ['currentPasswordWrong'] })),
    );
    const dialog = await openDialog();
    expect(dialog.getByText(t.applications)).toBeTruthy();
    const password = dialog.getByLabelText(/^Your password/);
    expect(password.getAttribute('autocomplete')).toBe('current-password');

    // Nothing typed: the schema says so, and nothing is sent.
    await userEvent.click(dialog.getByRole('button', { name: t.submit }));
    await waitFor(() => expect(password.getAttribute('aria-invalid')).toBe('true'));
    expect(calls.filter((c) => `${c.method} ${c.url}` === DELETE)).toHaveLength(0);

    await userEvent.type(password, 'wrong-password');
    await userEvent.click(dialog.getByRole('button', { name: t.submit }));
    const error = await dialog.findByText(MSG.currentPasswordWrong);
    expect(password.getAttribute('aria-describedby')?.split(' ')).toContain(error.id);
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(password);
    expect(tokenStorage.getAccess()).not.toBeNull();

    await userEvent.clear(password);
    await userEvent.type(password, 'right-password');
    await userEvent.click(dialog.getByRole('button', { name: t.submit }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'));
    expect(screen.getByRole('status').textContent).toContain(MSG.accountDeleted);
    expect(tokenStorage.getAccess()).toBeNull();
    expect(tokenStorage.getRefresh()).toBeNull();
    const deletes = calls.filter((c) => `${c.method} ${c.url}` === DELETE);
    expect(deletes.map((c) => c.body)).toEqual([{ password: 'wrong-password' }, { password: 'right-password' }]);
    expect(deletes[1]!.auth).toMatch(/^Bearer /);
    // The server ended the sessions itself: no log-out is sent.
    expect(calls.some((c) => c.url === '/api/logout/')).toBe(false);
  });

  it('in French, an account without a password confirms with a code mailed to it; a wrong one is said on the field', async () => {
    await i18n.changeLanguage('fr');
    const f = frAccount.deleteAccount;
    const sent = frMsg.deletionCodeSent.replace('{{email}}', professional.email).replace('{{minutes}}', '15');
    const calls = show(
      (body) =>
        (body as { code?: string }).code === '042917'
          ? new Response(null, { status: 204 })
          : json(400, fieldErrorBody({ code: ['deletionCodeWrong'] })),
      { ...professional, has_password: false },
      () =>
        json(202, {
          detail: sent,
          detail_code: { code: 'deletionCodeSent', params: { email: professional.email, minutes: 15 } },
        }),
    );
    await userEvent.click(await screen.findByRole('button', { name: f.open }));
    const dialog = within(await screen.findByRole('dialog', { name: f.title }));
    // No password to ask for: the code is, once sent; the danger button waits for it.
    expect(dialog.queryByLabelText(/^Votre mot de passe/)).toBeNull();
    expect(dialog.getByRole('button', { name: f.submit }).hasAttribute('disabled')).toBe(true);
    await userEvent.click(dialog.getByRole('button', { name: f.sendCode }));
    const code = await dialog.findByLabelText(new RegExp(`^${f.code}`));
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    await waitFor(() => expect(document.activeElement).toBe(code));
    expect((await dialog.findByText(sent)).getAttribute('role')).toBe('status');

    await userEvent.type(code, '111 111');
    await userEvent.click(dialog.getByRole('button', { name: f.submit }));
    await waitFor(() => expect(code.getAttribute('aria-invalid')).toBe('true'));
    const errorId = code.getAttribute('aria-describedby')!.split(' ').at(-1)!;
    // Compared as it is: the matcher's normalising would turn its narrow no-break spaces into spaces.
    expect(document.getElementById(errorId)!.textContent).toBe(frMsg.deletionCodeWrong);
    expect(tokenStorage.getAccess()).not.toBeNull();

    await userEvent.clear(code);
    await userEvent.type(code, '042 917');
    await userEvent.click(dialog.getByRole('button', { name: f.submit }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'));
    expect(tokenStorage.getAccess()).toBeNull();
    const deletes = calls.filter((c) => `${c.method} ${c.url}` === DELETE);
    expect(deletes.map((c) => c.body)).toEqual([{ code: '111111' }, { code: '042917' }]);
    expect(calls.filter((c) => `${c.method} ${c.url}` === SEND_CODE)).toHaveLength(1);
  });

  it('Cancel keeps the account', async () => {
    const calls = show(() => new Response(null, { status: 204 }));
    const dialog = await openDialog();
    await userEvent.click(dialog.getByRole('button', { name: t.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByTestId('location').textContent).toBe('/settings/email');
    expect(calls.filter((c) => `${c.method} ${c.url}` === DELETE)).toHaveLength(0);
    expect(tokenStorage.getAccess()).not.toBeNull();
  });

  it('is not offered to staff, and a demo account is told why', async () => {
    show(() => json(500, {}), { ...professional, is_staff: true });
    await screen.findByRole('heading', { level: 2, name: 'Your data' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Download my data' })).toBeTruthy());
    expect(screen.queryByRole('button', { name: t.open })).toBeNull();
    cleanup();

    show(() => json(500, {}), { ...professional, is_demo: true });
    expect(await screen.findByText(t.demo)).toBeTruthy();
    expect(screen.queryByRole('button', { name: t.open })).toBeNull();
  });
});
