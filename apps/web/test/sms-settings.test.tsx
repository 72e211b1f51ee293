import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router';
import type { SmsSettings } from '@talent/shared';
import i18n from '../src/i18n';
import EmailSettingsPage from '../src/features/account/email-settings-page';
import { tokenStorage } from '../src/lib/token-storage';
import { fakeApi, json, token } from './support/fake-api';
import { renderWithSession } from './support/render-app';

const PHONE = '+243812345678';
const MAIL = { applications: true, job_requests: true, staff_digest: true, job_alerts: true };
const sms = (fields: Partial<SmsSettings> = {}): SmsSettings => ({
  applications: true,
  job_requests: true,
  staff_digest: false,
  job_alerts: false,
  phone_number: PHONE,
  phone_verified: false,
  changed_at: null,
  ...fields,
});
const user = (fields: Record<string, unknown> = {}) => ({
  email: 'amani@example.cd',
  user_type: 'professional',
  is_staff: false,
  is_demo: false,
  phone_verified: false,
  ...fields,
});

function show(settings: SmsSettings, fields: Record<string, unknown> = {}) {
  tokenStorage.setTokens(token(600), 'r1');
  const calls = fakeApi({
    'GET /api/user-status/': () => json(200, user(fields)),
    'GET /api/email-settings/': () => json(200, MAIL),
    'GET /api/sms-settings/': () => json(200, settings),
    'PATCH /api/sms-settings/': (body) =>
      json(200, { ...settings, ...(body as object), changed_at: '2026-03-02T09:30:00Z' }),
  });
  renderWithSession(<Route path="/settings/email" element={<EmailSettingsPage />} />, '/settings/email');
  return calls;
}

const smsSection = async () => screen.findByRole('region', { name: 'SMS' });

describe('the SMS settings, beside the e-mail settings', () => {
  beforeEach(async () => {
    localStorage.clear();
    await i18n.changeLanguage('en');
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('wait for a proven number: switches held, the reason tied to them, and the way to prove it', async () => {
    const calls = show(sms());
    const section = await smsSection();
    const applications = await within(section).findByRole('checkbox', { name: 'SMS about your applications' });
    expect((applications as HTMLInputElement).disabled).toBe(true);
    const group = within(section).getByRole('group', { name: 'SMS' });
    const why = document.getElementById(group.getAttribute('aria-describedby') ?? '');
    expect(why?.textContent).toContain(`Nothing is sent by SMS until your phone number (${PHONE}) is proven.`);
    expect(within(section).getByRole('link', { name: 'Prove my number' }).getAttribute('href')).toBe(
      '/onboarding?step=1',
    );
    expect(within(section).getByText(/Reply STOP \(or ARRET\)/)).toBeTruthy();
    // The e-mail switches above are not held.
    expect(
      (screen.getByRole('checkbox', { name: 'E-mails about your applications' }) as HTMLInputElement).disabled,
    ).toBe(false);
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);
  });

  it('once the number is proven, saves each switch as it is changed; job alerts wait until turned on', async () => {
    const calls = show(sms({ phone_verified: true }), { phone_verified: true });
    const section = await smsSection();
    const alerts = await within(section).findByRole('checkbox', { name: 'SMS about your job alerts' });
    expect((alerts as HTMLInputElement).checked).toBe(false);
    expect(document.getElementById(alerts.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Job alerts are not sent by SMS until you turn them on here.',
    );
    expect(within(section).queryByRole('link', { name: 'Prove my number' })).toBeNull();

    await userEvent.click(alerts);
    await waitFor(() => expect((alerts as HTMLInputElement).checked).toBe(true));
    expect(within(section).getByRole('status').textContent).toBe('Saved.');
    expect(within(section).getByText(/^Last changed: /)).toBeTruthy();
    expect(calls.filter((c) => c.method === 'PATCH').map((c) => [c.url, c.body])).toEqual([
      ['/api/sms-settings/', { job_alerts: true }],
    ]);
  });

  it('sends an employer without a number to the step that holds it, in French', async () => {
    await i18n.changeLanguage('fr');
    show(sms({ phone_number: null }), { user_type: 'employer' });
    const section = await screen.findByRole('region', { name: 'SMS' });
    expect(await within(section).findByText(/Votre profil n’a pas de numéro de téléphone/)).toBeTruthy();
    expect(within(section).getByRole('link', { name: 'Ajouter mon numéro' }).getAttribute('href')).toBe(
      '/onboarding?step=2',
    );
    expect(
      (
        within(section).getByRole('checkbox', {
          name: 'SMS concernant vos demandes de recrutement et leurs candidats',
        }) as HTMLInputElement
      ).disabled,
    ).toBe(true);
  });
});
