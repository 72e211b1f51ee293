import { beforeAll, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router';
import { MSG } from '@talent/shared';
import AuthPage from '../src/features/auth/auth-page';
import i18n from '../src/i18n';
import { detailBody, fakeApi, fieldErrorBody, json, type Call } from './support/fake-api';
import { renderWithSession } from './support/render-app';
import { freshBrowserEachTest } from './support/fresh-browser';

const where = () => screen.getByTestId('location');
const routes = (
  <>
    <Route path="/auth" element={<AuthPage />} />
    <Route path="*" element={<p>landed</p>} />
  </>
);
const tokens = (user: Record<string, unknown>) => () => json(201, { access: 'a1', refresh: 'r1', user });
/** What the forms sent (the screen also asks which social sign-in providers are configured). */
const posts = (calls: Call[]) => calls.filter((call) => call.method === 'POST');

/** The error shown for a control, found the way a screen reader finds it: through aria-describedby. */
function describedErrors(control: HTMLElement): string {
  const ids = control.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' | ');
}

const provider = (name: 'google' | 'linkedin') => ({
  provider: name,
  name: name === 'google' ? 'Google' : 'LinkedIn',
  authorization_endpoint: `https://${name}.example.com/auth`,
  client_id: `talent-${name}`,
  scopes: ['openid', 'email', 'profile'],
  redirect_uri: 'http://localhost/auth/callback',
  pkce: name === 'google',
});

async function s256(text: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
  return btoa(String.fromCharCode(...digest))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

describe('the auth screen', () => {
  // The register form's password strength loads its estimator on the first key: loaded before the tests here, since
  // compiling its word lists takes the test runner seconds on a busy machine.
  beforeAll(async () => {
    (await import('@talent/shared/password-strength')).passwordScore('warm up the word lists');
  }, 60_000);
  freshBrowserEachTest();

  it('opens on Log In, and arrow keys move between the tabs', async () => {
    fakeApi({});
    renderWithSession(routes, '/auth');
    const login = await screen.findByRole('tab', { name: 'Log In' });
    expect(login.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel', { name: 'Log In' })).toBeTruthy();
    login.focus();
    await userEvent.keyboard('{ArrowRight}');
    const register = screen.getByRole('tab', { name: 'Register' });
    expect(register.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(register);
    expect(screen.getByRole('tabpanel', { name: 'Register' })).toBeTruthy();
    expect(screen.queryByRole('tabpanel', { name: 'Log In' })).toBeNull();
  });

  it('checks the login fields before sending anything, tying each error to its field', async () => {
    const calls = fakeApi({});
    renderWithSession(routes, '/auth');
    const form = within(await screen.findByRole('tabpanel', { name: 'Log In' }));
    await userEvent.click(form.getByRole('button', { name: 'Log In' }));
    const email = form.getByLabelText(/^E-mail/);
    // The schema arrives with the form's first focus: the check may finish a moment after the click.
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(describedErrors(email)).toBe(MSG.required);
    expect(describedErrors(form.getByLabelText(/^Password/))).toBe(MSG.required);
    expect(posts(calls)).toHaveLength(0);
  });

  it('shows the server message for wrong credentials', async () => {
    fakeApi({ 'POST /api/token/': () => json(401, detailBody('invalidCredentials', 'invalid_credentials')) });
    renderWithSession(routes, '/auth');
    const form = within(await screen.findByRole('tabpanel', { name: 'Log In' }));
    await userEvent.type(form.getByLabelText(/^E-mail/), 'amani@example.cd');
    await userEvent.type(form.getByLabelText(/^Password/), 'not-the-password');
    await userEvent.click(form.getByRole('button', { name: 'Log In' }));
    await waitFor(() => expect(form.getByRole('alert').textContent).toBe(MSG.invalidCredentials));
    expect(where().textContent).toBe('/auth');
  });

  it('asks staff for their one-time code when the API says so, and sends it with the password', async () => {
    const calls = fakeApi({
      'POST /api/token/': (body) =>
        (body as { otp?: string }).otp === '123456'
          ? json(200, {
              access: 'a1',
              refresh: 'r1',
              user: { email: 'staff@congotalent.cd', user_type: 'other', is_staff: true },
            })
          : json(401, detailBody('otpRequired', 'otp_required')),
    });
    renderWithSession(routes, '/auth');
    const form = within(await screen.findByRole('tabpanel', { name: 'Log In' }));
    expect(form.queryByLabelText(/^One-time code/)).toBeNull();
    await userEvent.type(form.getByLabelText(/^E-mail/), 'staff@congotalent.cd');
    await userEvent.type(form.getByLabelText(/^Password/), 'staff-password');
    await userEvent.click(form.getByRole('button', { name: 'Log In' }));

    const code = await form.findByLabelText(/^One-time code/);
    await waitFor(() => expect(document.activeElement).toBe(code));
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    expect(code.getAttribute('inputmode')).toBe('numeric');
    expect(describedErrors(code)).toContain(MSG.otpRequired);
    await userEvent.type(code, '123456');
    await userEvent.click(form.getByRole('button', { name: 'Log In' }));
    await waitFor(() => expect(where().textContent).not.toBe('/auth'));
    expect(posts(calls).map((c) => c.body)).toEqual([
      { email: 'staff@congotalent.cd', password: 'staff-password' },
      { email: 'staff@congotalent.cd', password: 'staff-password', otp: '123456' },
    ]);
  });

  it('says it in French to a French reader', async () => {
    await i18n.changeLanguage('fr');
    fakeApi({ 'POST /api/token/': () => json(401, detailBody('invalidCredentials', 'invalid_credentials')) });
    renderWithSession(routes, '/auth');
    expect(await screen.findByRole('tab', { name: 'Connexion' })).toBeTruthy();
    const form = within(screen.getByRole('tabpanel', { name: 'Connexion' }));
    await userEvent.type(form.getByLabelText(/^E-mail/), 'amani@example.cd');
    await userEvent.type(form.getByLabelText(/^Mot de passe/), 'pas-le-bon');
    await userEvent.click(form.getByRole('button', { name: 'Se connecter' }));
    await waitFor(() => expect(form.getByRole('alert').textContent).toBe('E-mail ou mot de passe incorrect.'));
  });

  it('tells a suspended account why it cannot sign in, in the reader’s language', async () => {
    await i18n.changeLanguage('fr');
    fakeApi({ 'POST /api/token/': () => json(403, detailBody('accountSuspended', 'account_suspended')) });
    renderWithSession(routes, '/auth');
    expect(await screen.findByRole('tab', { name: 'Connexion' })).toBeTruthy();
    const form = within(screen.getByRole('tabpanel', { name: 'Connexion' }));
    await userEvent.type(form.getByLabelText(/^E-mail/), 'rh@fausse-entreprise.cd');
    await userEvent.type(form.getByLabelText(/^Mot de passe/), 'a-long-test-password');
    await userEvent.click(form.getByRole('button', { name: 'Se connecter' }));
    await waitFor(() => expect(form.getByRole('alert').textContent).toBe(i18n.t('accountSuspended', undefined, 'msg')));
    expect(form.getByRole('alert').textContent).toContain('contact@congotalent.cd');
    expect(form.getByRole('alert').textContent).not.toBe(MSG.accountSuspended);
    expect(where().textContent).toBe('/auth');
  });

  it('registers a professional with the phone number in international form and only their own fields', async () => {
    const calls = fakeApi({ 'POST /api/register/': tokens({ email: 'amani@example.cd', user_type: 'professional' }) });
    renderWithSession(routes, '/auth?tab=register');
    const panel = await screen.findByRole('tabpanel', { name: 'Register' });
    const form = within(panel);
    expect((form.getByLabelText('Skilled Professional') as HTMLInputElement).checked).toBe(true);
    await userEvent.type(form.getByLabelText(/^First name/), 'Amani');
    await userEvent.type(form.getByLabelText(/^Last name/), 'Kasongo');
    await userEvent.type(form.getByLabelText(/^E-mail/), 'Amani@Example.cd');
    await userEvent.type(form.getByLabelText(/^Password/), 'a-long-password');
    expect((form.getByLabelText(/^Country/) as HTMLSelectElement).value).toBe('CD');
    const phone = form.getByLabelText(/^Phone number/);
    expect(describedErrors(phone)).toContain('+243');
    await userEvent.type(phone, '0812345678');
    await userEvent.click(form.getByRole('button', { name: 'Create my account' }));
    await waitFor(() => expect(where().textContent).toBe('/onboarding'));
    expect(posts(calls)[0]?.body).toEqual({
      email: 'amani@example.cd',
      password: 'a-long-password',
      user_type: 'professional',
      profile: { first_name: 'Amani', last_name: 'Kasongo', country: 'CD', phone_number: '+243812345678' },
    });
  });

  it('asks an employer for the company, completing the website with https://', async () => {
    const calls = fakeApi({ 'POST /api/register/': tokens({ email: 'hr@bralima.cd', user_type: 'employer' }) });
    renderWithSession(routes, '/auth?tab=register&role=employer');
    const form = within(await screen.findByRole('tabpanel', { name: 'Register' }));
    expect(((await form.findByLabelText('Employer')) as HTMLInputElement).checked).toBe(true);
    await userEvent.click(form.getByRole('button', { name: 'Create my account' }));
    for (const label of [/^Company name/, /^Industry/, /^Company website/, /^Your job title/]) {
      expect(form.getByLabelText(label).getAttribute('aria-invalid')).toBe('true');
    }
    expect(form.getByLabelText(/^First name/).getAttribute('aria-invalid')).toBeNull();
    expect(posts(calls)).toHaveLength(0);
    // Focus goes to the first field in the order shown, not the order the fields were registered.
    await waitFor(() => expect(document.activeElement).toBe(form.getByLabelText(/^Company name/)));

    await userEvent.type(form.getByLabelText(/^Company name/), 'Bralima Logistique');
    await userEvent.type(form.getByLabelText(/^Industry/), 'Logistics');
    const website = form.getByLabelText(/^Company website/) as HTMLInputElement;
    await userEvent.type(website, 'bralima.cd');
    await userEvent.tab();
    expect(website.value).toBe('https://bralima.cd');
    await userEvent.selectOptions(form.getByLabelText(/^Company size/), '51-200');
    await userEvent.type(form.getByLabelText(/^Your job title/), 'HR Manager');
    await userEvent.type(form.getByLabelText(/^E-mail/), 'hr@bralima.cd');
    await userEvent.type(form.getByLabelText(/^Password/), 'a-long-password');
    await userEvent.type(form.getByLabelText(/^Phone number/), '0991234567');
    await userEvent.click(form.getByRole('button', { name: 'Create my account' }));
    await waitFor(() => expect(where().textContent).toBe('/onboarding'));
    expect(posts(calls)[0]?.body).toMatchObject({
      user_type: 'employer',
      profile: {
        company_name: 'Bralima Logistique',
        industry: 'Logistics',
        company_website: 'https://bralima.cd',
        company_size: '51-200',
        job_title: 'HR Manager',
        phone_number: '+243991234567',
      },
    });
  });

  it('puts a refused field back on its control', async () => {
    fakeApi({ 'POST /api/register/': () => json(400, fieldErrorBody({ email: ['emailTaken'] })) });
    renderWithSession(routes, '/auth?tab=register');
    const form = within(await screen.findByRole('tabpanel', { name: 'Register' }));
    await userEvent.type(form.getByLabelText(/^First name/), 'Amani');
    await userEvent.type(form.getByLabelText(/^Last name/), 'Kasongo');
    await userEvent.type(form.getByLabelText(/^E-mail/), 'taken@example.cd');
    await userEvent.type(form.getByLabelText(/^Password/), 'a-long-password');
    await userEvent.type(form.getByLabelText(/^Phone number/), '0812345678');
    await userEvent.click(form.getByRole('button', { name: 'Create my account' }));
    const email = form.getByLabelText(/^E-mail/);
    await waitFor(() => expect(describedErrors(email)).toBe(MSG.emailTaken));
    expect(document.activeElement).toBe(email);
  });

  it('starts a demo from the register tab', async () => {
    fakeApi({
      'POST /api/demo-login/': tokens({ email: 'demo-1@demo.cd', user_type: 'employer' }),
      'POST /api/token/': () =>
        json(200, { access: 'a2', refresh: 'r2', user: { email: 'demo-1@demo.cd', user_type: 'employer' } }),
    });
    renderWithSession(routes, '/auth?tab=register');
    await userEvent.click(await screen.findByRole('button', { name: 'Try as Employer' }));
    await waitFor(() => expect(where().textContent).toBe('/hiring-center'));
    expect(JSON.parse(where().dataset.state!).flash).toMatchObject({ message: 'demoWelcome', role: 'employer' });
  });

  it('offers no social sign-in at all when no provider is configured', async () => {
    const calls = fakeApi({ 'GET /api/social/providers/': () => json(200, []) });
    renderWithSession(routes, '/auth');
    const panel = within(await screen.findByRole('tabpanel', { name: 'Log In' }));
    await waitFor(() => expect(calls.map((c) => c.url)).toContain('/api/social/providers/'));
    // Let the answer arrive and render.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('button', { name: /Continue with/ })).toBeNull();
    expect(screen.queryByText('or')).toBeNull();
    // "Forgot password?" opens the page that mails a reset link, providers or not.
    expect(panel.getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).toBe('/forgot-password');
  });

  it('offers only the configured providers, on both tabs', async () => {
    fakeApi({ 'GET /api/social/providers/': () => json(200, [provider('linkedin')]) });
    renderWithSession(routes, '/auth');
    const login = within(await screen.findByRole('tabpanel', { name: 'Log In' }));
    expect(((await login.findByRole('button', { name: 'Continue with LinkedIn' })) as HTMLButtonElement).disabled).toBe(
      false,
    );
    expect(screen.queryByRole('button', { name: 'Continue with Google' })).toBeNull();
    await userEvent.click(screen.getByRole('tab', { name: 'Register' }));
    expect(
      within(screen.getByRole('tabpanel', { name: 'Register' })).getByRole('button', {
        name: 'Continue with LinkedIn',
      }),
    ).toBeTruthy();
  });

  it('starts a social sign-up with the role of the Register tab, keeping the secrets in this tab', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const calls = fakeApi({
      'GET /api/social/providers/': () => json(200, [provider('google'), provider('linkedin')]),
      'POST /api/social/google/start/': () =>
        json(200, { authorization_url: 'https://accounts.example.com/auth?state=signed', state: 'signed' }),
    });
    renderWithSession(routes, '/auth?tab=register&role=employer');
    const panel = within(await screen.findByRole('tabpanel', { name: 'Register' }));
    await userEvent.click(await panel.findByRole('button', { name: 'Continue with Google' }));

    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://accounts.example.com/auth?state=signed'));
    const kept = JSON.parse(sessionStorage.getItem('social-sign-in')!);
    expect(kept).toMatchObject({ provider: 'google', state: 'signed' });
    const sent = posts(calls)[0]!.body as Record<string, string>;
    expect(sent).toEqual({ code_challenge: await s256(kept.verifier), nonce: kept.nonce, user_type: 'employer' });
    expect(kept.verifier).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('says so when the provider cannot be reached, and lets the visitor try again', async () => {
    fakeApi({
      'GET /api/social/providers/': () => json(200, [provider('google')]),
      'POST /api/social/google/start/': () =>
        json(503, detailBody('socialProviderUnavailable', 'social_provider_unavailable')),
    });
    renderWithSession(routes, '/auth');
    const panel = within(await screen.findByRole('tabpanel', { name: 'Log In' }));
    const google = (await panel.findByRole('button', { name: 'Continue with Google' })) as HTMLButtonElement;
    await userEvent.click(google);
    expect(await panel.findByText(MSG.socialProviderUnavailable)).toBeTruthy();
    expect(google.disabled).toBe(false);
    expect(sessionStorage.getItem('social-sign-in')).toBeNull();
  });
});
