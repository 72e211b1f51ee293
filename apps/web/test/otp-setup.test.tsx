import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router';
import { MSG } from '@talent/shared';
import AdminPage from '../src/features/admin/admin-page';
import { tokenStorage } from '../src/lib/token-storage';
import { detailBody, fakeApi, fieldErrorBody, json, token } from './support/fake-api';
import { renderWithSession } from './support/render-app';

const staff = (otpEnrolmentRequired: boolean) => ({
  email: 'staff@congotalent.cd',
  user_type: 'other',
  is_staff: true,
  otp_enrolment_required: otpEnrolmentRequired,
});
const QR = 'data:image/png;base64,iVBORw0KGgo=';
const CODES = ['abcde-fghjk', 'mnpqr-stuvw'];

describe('a staff member without a one-time code, at /admin', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('sets one up (QR code, key as text, a first code), sees the recovery codes once, then the console', async () => {
    tokenStorage.setTokens(token(600), 'r1');
    let confirms = 0;
    const calls = fakeApi({
      'GET /api/user-status/': () => json(200, staff(true)),
      'POST /api/staff/otp/': () =>
        json(200, { secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', otpauth_url: 'otpauth://totp/x', qr_code: QR }),
      'POST /api/staff/otp/confirm/': () =>
        ++confirms === 1
          ? json(400, fieldErrorBody({ otp: ['otpInvalid'] }))
          : json(200, {
              ...detailBody('otpEnrolled'),
              recovery_codes: CODES,
              access: token(600),
              refresh: 'r2',
              user: staff(false),
            }),
    });
    renderWithSession(<Route path="/admin" element={<AdminPage />} />, '/admin');

    await userEvent.click(await screen.findByRole('button', { name: 'Set up a one-time code' }));
    expect((await screen.findByRole('img', { name: /QR code/ })).getAttribute('src')).toBe(QR);
    expect(screen.getByText('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP')).toBeTruthy();
    expect(screen.queryByRole('tab')).toBeNull();

    const code = screen.getByLabelText(/^Code from the app/);
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    await userEvent.type(code, '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(MSG.otpInvalid)).toBeTruthy();
    await userEvent.clear(code);
    await userEvent.type(code, '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));

    const list = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(list.textContent).toBe(CODES.join(''));
    // The session proved with the code replaces the one proved by the password alone.
    expect(tokenStorage.getRefresh()).toBe('r2');
    await userEvent.click(screen.getByRole('button', { name: /open the console/ }));
    await waitFor(() => expect(screen.getAllByRole('tab').length).toBeGreaterThan(0));
    expect(screen.queryByRole('list', { name: 'Recovery codes' })).toBeNull();
    expect(calls.filter((c) => c.url === '/api/staff/otp/confirm/').map((c) => c.body)).toEqual([
      { otp: '000000' },
      { otp: '123456' },
    ]);
  });
});
