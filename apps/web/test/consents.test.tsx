import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router';
import { PRIVACY_NOTICE_VERSION, type Consents, type EmailCategory } from '@talent/shared';
import i18n from '../src/i18n';
import EmailSettingsPage from '../src/features/account/email-settings-page';
import AuthPage from '../src/features/auth/auth-page';
import { PrivacyAcceptance } from '../src/features/auth/privacy-acceptance';
import { formatDate } from '../src/lib/format';
import { tokenStorage } from '../src/lib/token-storage';
import { fakeApi, json, token } from './support/fake-api';
import { renderPage } from './support';
import { renderWithSession } from './support/render-app';

const REGISTERED = '2026-11-27T10:00:00.000Z';
const professional = { email: 'amani@example.cd', user_type: 'professional', is_staff: false, is_demo: false };
const employer = { ...professional, user_type: 'employer' };

const choice = (
  channel: 'email' | 'sms',
  category: EmailCategory,
  enabled: boolean,
  since: string | null = null,
  way: 'web' | 'sms' | null = null,
) => ({ channel, category, enabled, since, way });

/** A professional who turned e-mails about applications off, and SMS job alerts on, then off by STOP. */
const record = (fields: Partial<Consents> = {}): Consents => ({
  registered_at: REGISTERED,
  privacy_notice: { version: PRIVACY_NOTICE_VERSION, accepted_at: REGISTERED, current_version: PRIVACY_NOTICE_VERSION },
  choices: [
    choice('email', 'applications', false, '2026-12-03T08:00:00.000Z'),
    choice('email', 'job_requests', true),
    choice('email', 'staff_digest', true),
    choice('email', 'job_alerts', true),
    choice('sms', 'applications', true, '2026-11-28T09:00:00.000Z', 'web'),
    choice('sms', 'job_requests', true),
    choice('sms', 'staff_digest', false),
    choice('sms', 'job_alerts', false, '2026-12-05T09:00:00.000Z', 'sms'),
  ],
  job_alerts: [
    { name: 'Chauffeur à Kinshasa', created_at: '2026-12-03T12:00:00.000Z' },
    { name: 'Comptable', created_at: '2026-12-04T12:00:00.000Z' },
  ],
  ...fields,
});

function show(consents: () => Response, user: Record<string, unknown> = professional) {
  tokenStorage.setTokens(token(600), 'r1');
  const mail = { applications: false, job_requests: true, staff_digest: true, job_alerts: true };
  const calls = fakeApi({
    'GET /api/user-status/': () => json(200, user),
    'GET /api/email-settings/': () => json(200, mail),
    'GET /api/sms-settings/': () => json(200, { phone_verified: false, phone_number: null }),
    'GET /api/me/consents/': consents,
    'PATCH /api/email-settings/': (body) => json(200, { ...mail, ...(body as object) }),
  });
  renderWithSession(<Route path="/settings/email" element={<EmailSettingsPage />} />, '/settings/email');
  return calls;
}

const part = (name = 'What you agreed to') => screen.findByRole('region', { name });
/** A date as shown: on one line (no-break spaces). */
const date = (value: string, language: 'en' | 'fr' = 'en') => formatDate(value, language).replace(/ /g, '\u00a0');
const items = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((li) => li.textContent);

describe('what you agreed to, on the settings page', () => {
  beforeEach(async () => {
    localStorage.clear();
    await i18n.changeLanguage('en');
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('says which privacy policy was accepted and when, each choice that concerns the person, and the alerts', async () => {
    show(() => json(200, record()));
    const consents = within(await part());
    const version = date(PRIVACY_NOTICE_VERSION);
    expect(
      await consents.findByText(
        (_, el) =>
          el?.tagName === 'P' &&
          el.textContent ===
            `You accepted the privacy policy of ${version} when you registered on ${date(REGISTERED)}.`,
      ),
    ).toBeTruthy();
    expect(consents.getByRole('link', { name: 'privacy policy' }).getAttribute('href')).toBe('/privacy-policy');
    expect(consents.queryByText(/It has changed since/)).toBeNull();

    const [choices, alerts] = consents.getAllByRole('list');
    // Only the professional's categories, e-mail first; nothing of the employers' or the staff's.
    expect(items(choices!)).toEqual([
      `E-mails about your applications: off since ${date('2026-12-03T08:00:00.000Z')}`,
      'E-mails about your job alerts: on (the default)',
      `SMS about your applications: on since ${date('2026-11-28T09:00:00.000Z')} (on this site)`,
      `SMS about your job alerts: off since ${date('2026-12-05T09:00:00.000Z')} (by SMS)`,
    ]);
    expect(consents.getByText('Job alerts you saved:')).toBeTruthy();
    expect(items(alerts!)).toEqual([
      `Chauffeur à Kinshasa (${date('2026-12-03T12:00:00.000Z')})`,
      `Comptable (${date('2026-12-04T12:00:00.000Z')})`,
    ]);
    expect(consents.getByRole('link', { name: 'Go to your job alerts' }).getAttribute('href')).toBe('/job-alerts');
  });

  it('says when the policy has changed since, and links to it', async () => {
    const notice = { version: '2026-06-01', accepted_at: REGISTERED, current_version: PRIVACY_NOTICE_VERSION };
    show(() => json(200, record({ privacy_notice: notice, job_alerts: [] })));
    const consents = within(await part());
    const changed = await consents.findByText(/It has changed since:/);
    expect(changed.textContent).toContain(`the privacy policy of ${date('2026-06-01')} when`);
    expect(changed.textContent).toContain(`It has changed since: read the version of ${date(PRIVACY_NOTICE_VERSION)}.`);
    const link = consents.getByRole('link', { name: `read the version of ${date(PRIVACY_NOTICE_VERSION)}` });
    expect(link.getAttribute('href')).toBe('/privacy-policy');
    // No alert saved: said so, with the way to the alerts.
    expect(consents.getByText('You have saved no job alerts.')).toBeTruthy();
    expect(consents.getByRole('link', { name: 'Go to your job alerts' })).toBeTruthy();
  });

  it('says when the accepted version was not recorded (an account older than the record)', async () => {
    const notice = { version: null, accepted_at: null, current_version: PRIVACY_NOTICE_VERSION };
    show(() => json(200, record({ privacy_notice: notice })));
    const consents = within(await part());
    const line = await consents.findByText(/before the version you accepted was recorded/);
    expect(line.textContent).toBe(
      `You registered on ${date(REGISTERED)}, before the version you accepted was recorded. ` +
        `Read the privacy policy in force, the version of ${date(PRIVACY_NOTICE_VERSION)}.`,
    );
    expect(consents.getByRole('link', { name: 'privacy policy' }).getAttribute('href')).toBe('/privacy-policy');
  });

  it('shows an employer their own categories, and no job alerts', async () => {
    show(() => json(200, record({ job_alerts: [] })), employer);
    const consents = within(await part());
    const list = await consents.findByRole('list');
    expect(items(list)).toEqual([
      'E-mails about your job requests and applicants: on (the default)',
      'SMS about your job requests and applicants: on (the default)',
    ]);
    expect(consents.queryByText(/job alerts/i)).toBeNull();
  });

  it('says so when it cannot be loaded, the rest of the page still there', async () => {
    show(() => json(500, { detail: 'Server error.' }));
    const consents = within(await part());
    expect((await consents.findByRole('alert')).textContent).toBe('What you agreed to could not be loaded.');
    expect(screen.getByRole('checkbox', { name: 'E-mails about your applications' })).toBeTruthy();
  });

  it('follows a switch changed on the page: loaded again once the change is saved', async () => {
    let answer = record();
    const calls = show(() => json(200, answer));
    const consents = within(await part());
    await consents.findByText(/^E-mails about your applications: off since/);
    answer = record({
      choices: [
        choice('email', 'applications', true),
        ...record().choices.filter((c) => c.category !== 'applications' || c.channel !== 'email'),
      ],
    });
    await userEvent.click(screen.getByRole('checkbox', { name: 'E-mails about your applications' }));
    expect(await consents.findByText('E-mails about your applications: on (the default)')).toBeTruthy();
    const asked = calls.filter((c) => c.url === '/api/me/consents/').length;
    expect(asked).toBe(2);
    // Loaded after the change was saved, not before.
    const order = calls.map((c) => `${c.method} ${c.url}`);
    expect(order.lastIndexOf('GET /api/me/consents/')).toBeGreaterThan(order.indexOf('PATCH /api/email-settings/'));
  });

  it('follows an SMS switch too, once the number is proven', async () => {
    tokenStorage.setTokens(token(600), 'r1');
    const mail = { applications: true, job_requests: true, staff_digest: true, job_alerts: true };
    const sms = { applications: true, job_requests: true, staff_digest: false, job_alerts: false };
    const number = { phone_number: '+243812345678', phone_verified: true, changed_at: null };
    let answer = record();
    const calls = fakeApi({
      'GET /api/user-status/': () => json(200, { ...professional, phone_verified: true }),
      'GET /api/email-settings/': () => json(200, mail),
      'GET /api/sms-settings/': () => json(200, { ...sms, ...number }),
      'GET /api/me/consents/': () => json(200, answer),
      'PATCH /api/sms-settings/': (body) => json(200, { ...sms, ...(body as object), ...number }),
    });
    renderWithSession(<Route path="/settings/email" element={<EmailSettingsPage />} />, '/settings/email');
    const consents = within(await part());
    await consents.findByText(/^SMS about your job alerts: off since/);
    const on = choice('sms', 'job_alerts', true, '2026-12-06T09:00:00.000Z', 'web');
    answer = record({
      choices: record().choices.map((c) => (c.channel === 'sms' && c.category === 'job_alerts' ? on : c)),
    });
    const section = within(screen.getByRole('region', { name: 'SMS' }));
    await userEvent.click(await section.findByRole('checkbox', { name: 'SMS about your job alerts' }));
    const shown = `SMS about your job alerts: on since ${date('2026-12-06T09:00:00.000Z')} (on this site)`;
    expect(await consents.findByText((_, el) => el?.tagName === 'LI' && el.textContent === shown)).toBeTruthy();
    const order = calls.map((c) => `${c.method} ${c.url}`);
    expect(order.lastIndexOf('GET /api/me/consents/')).toBeGreaterThan(order.indexOf('PATCH /api/sms-settings/'));
  });

  it('speaks French, dates included', async () => {
    await i18n.changeLanguage('fr');
    show(() => json(200, record()));
    const consents = within(await part('Ce que vous avez accepté'));
    const version = date(PRIVACY_NOTICE_VERSION, 'fr');
    expect(
      await consents.findByText(
        (_, el) =>
          el?.tagName === 'P' &&
          el.textContent ===
            `Vous avez accepté la politique de confidentialité du ${version} lors de votre inscription, le ${date(REGISTERED, 'fr')}.`,
      ),
    ).toBeTruthy();
    const [choices] = consents.getAllByRole('list');
    expect(items(choices!)[0]).toBe(
      `E-mails concernant vos candidatures\u202f: désactivés depuis le ${date('2026-12-03T08:00:00.000Z', 'fr')}`,
    );
    expect(items(choices!)[3]).toBe(
      `SMS concernant vos alertes emploi\u202f: désactivés depuis le ${date('2026-12-05T09:00:00.000Z', 'fr')} (par SMS)`,
    );
  });
});

describe('the privacy policy accepted by registering', () => {
  beforeEach(async () => {
    localStorage.clear();
    await i18n.changeLanguage('en');
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('names its version, and opens it in a new tab, which its name says', async () => {
    renderPage(<PrivacyAcceptance id="privacy" />);
    const link = await screen.findByRole('link', { name: 'privacy policy (opens in a new tab)' });
    expect(link.getAttribute('href')).toBe('/privacy-policy');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener');
    expect(document.getElementById('privacy')?.textContent).toBe(
      `By creating an account, you accept our privacy policy (opens in a new tab) (version of ${date(PRIVACY_NOTICE_VERSION)}).`,
    );
  });

  it('in French', async () => {
    await i18n.changeLanguage('fr');
    renderPage(<PrivacyAcceptance />);
    const link = await screen.findByRole('link', {
      name: 'politique de confidentialité (s’ouvre dans un nouvel onglet)',
    });
    expect(link.closest('p')?.textContent).toBe(
      'En créant un compte, vous acceptez notre politique de confidentialité (s’ouvre dans un nouvel onglet) ' +
        `(version du ${date(PRIVACY_NOTICE_VERSION, 'fr')}).`,
    );
  });

  it('stands under the registration form’s button, which it describes', async () => {
    fakeApi({});
    renderWithSession(<Route path="/auth" element={<AuthPage />} />, '/auth?tab=register');
    const form = within(await screen.findByRole('tabpanel', { name: 'Register' }));
    const submit = await form.findByRole('button', { name: 'Create my account' });
    const line = document.getElementById(submit.getAttribute('aria-describedby') ?? '');
    expect(line?.textContent).toMatch(/^By creating an account, you accept our privacy policy/);
    expect(line?.previousElementSibling).toBe(submit);
  });
});
