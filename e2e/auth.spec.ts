import { expect, test, type Page } from './support/test';
import { ONBOARDING_START } from './support/screens';
import { PASSWORD, registerViaApi, signInBrowser, uniqueEmail, useLanguage } from './support/accounts';

/** The Log In or Register panel of the auth screen. */
const panel = (page: Page, name: 'Log In' | 'Register' | 'Connexion' | 'Inscription') =>
  page.getByRole('tabpanel', { name });

async function logInThroughForm(page: Page, email: string, password = PASSWORD) {
  const form = panel(page, 'Log In');
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel(/^Password/).fill(password);
  await form.getByRole('button', { name: 'Log In' }).click();
}

/** An access token of the right shape whose `exp` has passed: the client must renew it before using it. */
function expiredAccessToken(): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ sub: 'expired', typ: 'access', iat: now - 3600, exp: now - 1800 })}.${Buffer.from('not-a-signature').toString('base64url')}`;
}

test.describe('signing in and registering', () => {
  test('a professional registers through the form and lands on /onboarding', async ({ page }) => {
    await page.goto('/auth');
    await page.getByRole('tab', { name: 'Register' }).click();
    const form = panel(page, 'Register');
    await expect(form.getByLabel('Skilled Professional')).toBeChecked();
    await expect(form.getByLabel('Country')).toHaveValue('CD');
    await expect(form.getByText('+243', { exact: true })).toBeVisible();
    await form.getByLabel('First name').fill('Amani');
    await form.getByLabel('Last name').fill('Kasongo');
    await form.getByLabel('E-mail').fill(uniqueEmail('form'));
    await form.getByLabel(/^Password/).fill(PASSWORD);
    await form.getByLabel('Phone number').fill('0812345678');
    await form.getByRole('button', { name: 'Create my account' }).click();

    await expect(page).toHaveURL(ONBOARDING_START);
    await expect(page.getByRole('link', { name: /Amani Kasongo/, includeHidden: true }).first()).toBeAttached();
    expect(await page.evaluate(() => [localStorage.getItem('access'), localStorage.getItem('refresh')])).not.toContain(
      null,
    );
  });

  test('the form refuses an incomplete registration without leaving the page', async ({ page }) => {
    await page.goto('/auth?tab=register&role=employer');
    const form = panel(page, 'Register');
    await expect(form.getByLabel('Employer')).toBeChecked();
    await form.getByLabel('Company website').fill('bralima.cd');
    await form.getByLabel('Company website').blur();
    await expect(form.getByLabel('Company website')).toHaveValue('https://bralima.cd');
    await form.getByRole('button', { name: 'Create my account' }).click();
    await expect(form.getByLabel('Company name')).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByLabel('Company name')).toBeFocused();
    await expect(form.getByLabel('Company name')).toHaveAccessibleDescription('This field is required.');
    await expect(page).toHaveURL(/\/auth\?/);
  });

  test('an employer logs in and lands on /hiring-center, replacing /auth in the history', async ({ page, request }) => {
    const employer = await registerViaApi(request, 'employer');
    await page.goto('/');
    await page.goto('/auth');
    await logInThroughForm(page, employer.email);
    await expect(page).toHaveURL(/\/hiring-center$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
  });

  test('wrong credentials show the message and keep the visitor signed out', async ({ page }) => {
    await page.goto('/auth');
    await logInThroughForm(page, uniqueEmail('nobody'), 'not-the-password');
    await expect(panel(page, 'Log In').getByRole('alert')).toHaveText('Invalid email or password.');
    await expect(page).toHaveURL(/\/auth$/);
  });

  test('a visitor sent from a protected page to /auth goes back there after logging in', async ({ page, request }) => {
    const professional = await registerViaApi(request, 'professional');
    await page.goto('/recommended-jobs');
    await expect(page).toHaveURL(/\/auth$/);
    await logInThroughForm(page, professional.email);
    await expect(page).toHaveURL(/\/recommended-jobs$/);
  });

  test('a professional who opens /hiring-center is sent to /', async ({ page, request }) => {
    await signInBrowser(page, await registerViaApi(request, 'professional'));
    await page.goto('/hiring-center');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('link', { name: 'Recommended Jobs', includeHidden: true }).first()).toBeAttached();
  });

  for (const [button, landing, role] of [
    ['Try as Professional', /\/recommended-jobs$/, 'Professional'],
    ['Try as Employer', /\/hiring-center$/, 'Employer'],
  ] as const) {
    test(`"${button}" opens a demo account on its page with the welcome message`, async ({ page }) => {
      await page.goto('/auth');
      await page.getByRole('tab', { name: 'Register' }).click();
      await panel(page, 'Register').getByRole('button', { name: button }).click();
      await expect(page).toHaveURL(landing);
      await expect(page.getByRole('status').filter({ hasText: 'demo' })).toHaveText(
        `Welcome to the ${role} demo! You can now explore the platform with pre-populated data.`,
      );
    });
  }

  test('Disconnect logs out through the server and goes home', async ({ page, request }) => {
    const employer = await registerViaApi(request, 'employer');
    await signInBrowser(page, employer);
    await page.goto('/hiring-center');
    // On a phone, Disconnect is in the menu.
    if ((page.viewportSize()?.width ?? 1280) < 768) await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('button', { name: 'Disconnect' }).filter({ visible: true }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('link', { name: 'Log In / Register', includeHidden: true }).first()).toBeAttached();
    expect(await page.evaluate(() => [localStorage.getItem('access'), localStorage.getItem('refresh')])).toEqual([
      null,
      null,
    ]);
    // The server revoked the session: its refresh token no longer renews.
    const refreshed = await request.post('/api/token/refresh/', { data: { refresh: employer.refresh } });
    expect(refreshed.status()).toBe(401);
  });

  test('an expired access token is renewed silently with the refresh token', async ({ page, request }) => {
    const professional = await registerViaApi(request, 'professional');
    const expired = expiredAccessToken();
    await signInBrowser(page, { access: expired, refresh: professional.refresh });
    await page.goto('/onboarding');
    await expect(page).toHaveURL(ONBOARDING_START);
    await expect(page.getByRole('link', { name: /Amani Kasongo/, includeHidden: true }).first()).toBeAttached();
    const stored = await page.evaluate(() => [localStorage.getItem('access'), localStorage.getItem('refresh')]);
    expect(stored[0]).not.toBe(expired);
    expect(stored[0]).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(stored[1]).not.toBe(professional.refresh); // rotated
  });

  test('the whole auth screen speaks French', async ({ page }) => {
    await useLanguage(page, 'fr');
    await page.goto('/auth');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('tab', { name: 'Connexion' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tab', { name: 'Inscription' })).toBeVisible();
    const login = panel(page, 'Connexion');
    await expect(login.getByText('Mot de passe oublié\u202f?')).toBeVisible();
    await login.getByLabel('E-mail').fill(uniqueEmail('personne'));
    await login.getByLabel(/^Mot de passe/).fill('pas-le-bon-mot-de-passe');
    await login.getByRole('button', { name: 'Se connecter' }).click();
    await expect(login.getByRole('alert')).toHaveText('E-mail ou mot de passe incorrect.');

    await page.getByRole('tab', { name: 'Inscription' }).click();
    const register = panel(page, 'Inscription');
    await expect(register.getByLabel('Professionnel qualifié')).toBeChecked();
    await expect(register.getByLabel('Prénom')).toBeVisible();
    await expect(register.getByLabel('Numéro de téléphone')).toBeVisible();
    await expect(register.getByLabel('Pays')).toHaveValue('CD');
    await expect(register.getByRole('button', { name: 'Essayer en tant que professionnel' })).toBeVisible();
    await register.getByRole('button', { name: 'Créer mon compte' }).click();
    await expect(register.getByLabel('Prénom')).toHaveAccessibleDescription('Ce champ est obligatoire.');
  });
});
