import { randomUUID } from 'node:crypto';
import { ONBOARDING_START } from './support/screens';
import { expect, test, type Page } from './support/test';
import { MSG, type MessageKey } from '@talent/shared';
import enAuth from '../apps/web/src/i18n/locales/en/auth';
import frAuth from '../apps/web/src/i18n/locales/fr/auth';
import enPro from '../apps/web/src/i18n/locales/en/professional';
import frPro from '../apps/web/src/i18n/locales/fr/professional';
import frMsg from '../apps/web/src/i18n/locales/fr/msg';
import enEmployer from '../apps/web/src/i18n/locales/en/employer';
import { registerViaApi, useLanguage } from './support/accounts';
import { approvedJob } from './support/jobs';
import { expectNoAxeViolations } from './support/axe';
import { E2E_SOCIAL } from './support/social-providers';
import { field } from './support/texts';

type Lang = 'en' | 'fr';
type Provider = 'google' | 'linkedin';

const words = (lang: Lang) => ({
  a: lang === 'en' ? enAuth : frAuth,
  p: lang === 'en' ? enPro : frPro,
  m: (key: MessageKey) => (lang === 'en' ? MSG[key] : frMsg[key]),
});
const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, k: string) => values[k] ?? '');

/** The header's profile link (in the menu on a phone), which names the user and their type. */
const profileLink = (page: Page) => page.getByRole('link', { name: /Amani Kasongo/, includeHidden: true }).first();

/** A login at the stand-in provider: an address it vouches for, naming Amani Kasongo (see claimsForLogin). */
const newAddress = () => `amani.kasongo+${randomUUID().slice(0, 8)}@example.cd`;

/**
 * Plays the visitor at the provider: its sign-in form (any password), then its consent screen, or Cancel
 * there. These pages are the provider's own, in English.
 */
async function atProvider(page: Page, provider: Provider, login: string, { deny = false } = {}) {
  await page.waitForURL((url) => url.href.startsWith(`${E2E_SOCIAL[provider].issuer}/interaction/`));
  if (deny) {
    await page.getByRole('link', { name: '[ Cancel ]' }).click();
    return;
  }
  await page.getByPlaceholder('Enter any login').fill(login);
  await page.getByPlaceholder('and password').fill('any password');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
}

/** The auth screen's panel in the reader's language. */
async function openAuth(page: Page, lang: Lang, tab: 'login' | 'register', query = '') {
  const { a } = words(lang);
  await useLanguage(page, lang);
  await page.goto(`/auth${query}`);
  if (tab === 'register' && !query.includes('tab=register'))
    await page.getByRole('tab', { name: a.tabs.register }).click();
  return page.getByRole('tabpanel', { name: tab === 'login' ? a.tabs.login : a.tabs.register });
}

/**
 * Professional onboarding with what a social sign-up did not ask: country, date of birth, then the rest; it ends on
 * Recommended Jobs, or on `landing` (the page the visitor was going to).
 */
async function finishProfessionalOnboarding(page: Page, lang: Lang, landing = /\/recommended-jobs$/) {
  const { p } = words(lang);
  const next = page.getByRole('button', { name: p.onboarding.next, exact: true });
  await expect(page.getByRole('heading', { level: 1, name: p.onboarding.title })).toBeVisible();
  // The names came from the provider; the country is still to be chosen.
  await expect(page.getByRole('textbox', { name: p.onboarding.personal.firstName, exact: true })).toHaveValue('Amani');
  await expect(page.getByRole('textbox', { name: p.onboarding.personal.lastName, exact: true })).toHaveValue('Kasongo');
  const country = page.getByRole('combobox', { name: p.onboarding.personal.country });
  await expect(country).toHaveValue('');
  await country.selectOption('CD');
  await page.getByLabel(p.onboarding.personal.dateOfBirth).fill('1991-03-02');
  await next.click();
  await page.getByLabel(p.onboarding.info.summary).fill('Accountant with eight years in banking in Kinshasa.');
  await page.getByLabel(p.onboarding.info.jobTitle).fill('Senior Accountant');
  await page.getByLabel(p.onboarding.info.years).fill('8');
  await next.click();
  await page.getByRole('button', { name: p.onboarding.finish }).click();
  await expect(page).toHaveURL(landing);
}

test.describe('social sign-in with Google and LinkedIn', () => {
  test('a new professional signs up with Google from the Register tab and finishes onboarding', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const { a } = words('en');
    const email = newAddress();
    const panel = await openAuth(page, 'en', 'register');
    await expect(panel.getByLabel(a.register.role.professional)).toBeChecked();
    await expectNoAxeViolations(page);
    await panel.getByRole('button', { name: a.social.google }).click();
    await atProvider(page, 'google', email);

    await expect(page).toHaveURL(ONBOARDING_START);
    await expect(profileLink(page)).toContainText('Professional');
    await finishProfessionalOnboarding(page, 'en');

    const status = await request.get('/api/user-status/', {
      headers: { Authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('access'))}` },
    });
    expect(await status.json()).toMatchObject({
      email,
      user_type: 'professional',
      onboarding_completed: true,
      country: 'CD',
    });
    // The account has no password: logging in with one is refused as any wrong password is.
    const withPassword = await request.post('/api/token/', { data: { email, password: 'a-guessed-password' } });
    expect(withPassword.status()).toBe(401);
    expect((await withPassword.json()).detail).toBe(MSG.invalidCredentials);
  });

  test("a friend given a job's link signs up with Google and lands on that job after onboarding", async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const { a } = words('en');
    const title = `Mine Surveyor ${randomUUID().slice(0, 6)}`;
    const { jobId } = await approvedJob(request, title);
    await useLanguage(page, 'en');
    await page.goto(`/jobs/${jobId}`);
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByText(a.forJob.register)).toBeVisible();
    await page.getByRole('tabpanel', { name: a.tabs.register }).getByRole('button', { name: a.social.google }).click();
    await atProvider(page, 'google', newAddress());

    await expect(page).toHaveURL(ONBOARDING_START);
    await finishProfessionalOnboarding(page, 'en', new RegExp(`/jobs/${jobId}$`));
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  });

  test('a new person signs in with LinkedIn from Log In, chooses a role in French, and finishes onboarding', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const { a } = words('fr');
    const panel = await openAuth(page, 'fr', 'login');
    await panel.getByRole('button', { name: a.social.linkedin }).click();
    await atProvider(page, 'linkedin', newAddress());

    const heading = page.getByRole('heading', { level: 1, name: a.callback.role.title });
    await expect(heading).toBeFocused();
    await expect(page.getByText(fill(a.callback.role.leadWithName, { name: 'Amani' }))).toBeVisible();
    await expect(page).toHaveURL(/\/auth\/callback$/);
    await expect(page.getByLabel(a.register.role.professional)).toBeChecked();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: a.callback.role.submit }).click();

    await expect(page).toHaveURL(ONBOARDING_START);
    await finishProfessionalOnboarding(page, 'fr');
  });

  test('an employer chosen on the Register tab signs up with LinkedIn and finishes onboarding', async ({ page }) => {
    test.setTimeout(120_000);
    const { a } = words('en');
    const e = enEmployer;
    const email = newAddress();
    const panel = await openAuth(page, 'en', 'register', '?tab=register&role=employer');
    await expect(panel.getByLabel(a.register.role.employer)).toBeChecked();
    await panel.getByRole('button', { name: a.social.linkedin }).click();
    await atProvider(page, 'linkedin', email);

    await expect(page).toHaveURL(ONBOARDING_START);
    await expect(profileLink(page)).toContainText('Employer');
    // What registration would have asked is asked here: the company, then the hiring team's phone.
    await expect(page.getByRole('heading', { level: 1, name: e.onboarding.title })).toBeVisible();
    await expect(field(page, e.company.company_name)).toHaveValue('');
    await field(page, e.company.company_name).fill('Bralima Logistique');
    await field(page, e.company.industry).fill('Logistics');
    await field(page, e.company.company_website).fill('bralima-logistique.cd');
    await field(page, e.company.company_size).selectOption('51-200');
    await field(page, e.company.office_location).fill('Kinshasa, DR Congo');
    await page.getByRole('button', { name: e.onboarding.next }).click();
    await expect(page.getByRole('heading', { level: 2, name: e.onboarding.steps.team })).toBeFocused();
    await expect(field(page, e.team.first_name)).toHaveValue('Amani');
    await expect(field(page, e.team.email)).toHaveValue(email);
    await expect(field(page, e.team.phone_number)).toHaveValue('');
    await field(page, e.team.job_title).fill('HR Manager');
    await field(page, e.team.phone_number).fill('0991234567');
    await page.getByRole('button', { name: e.onboarding.next }).click();
    await page.getByRole('button', { name: e.onboarding.finish }).click();
    await expect(page).toHaveURL(/\/hiring-center$/);
  });

  for (const lang of ['en', 'fr'] as const) {
    test(`an existing account with the same e-mail is linked only with its password, then signed in where it was going (${lang})`, async ({
      page,
      request,
    }) => {
      const { a, m } = words(lang);
      const account = await registerViaApi(request, 'professional');
      await useLanguage(page, lang);
      await page.goto('/my-applications');
      await expect(page).toHaveURL(/\/auth$/);
      await page.getByRole('tabpanel', { name: a.tabs.login }).getByRole('button', { name: a.social.google }).click();
      await atProvider(page, 'google', account.email);

      // The provider's word about the address does not sign in: the account's password is asked for.
      await expect(
        page.getByRole('heading', { level: 1, name: fill(a.callback.link.title, { provider: 'Google' }) }),
      ).toBeFocused();
      await expect(page.getByText(fill(m('socialLinkPasswordRequired'), { provider: 'Google' }))).toBeVisible();
      await expect(profileLink(page)).not.toBeAttached();
      const password = page.getByLabel(new RegExp(`^${a.password}`));
      await password.fill('not-the-password');
      const submit = page.getByRole('button', { name: fill(a.callback.link.submit, { provider: 'Google' }) });
      await submit.click();
      await expect(page.getByRole('alert').filter({ hasText: m('invalidCredentials') })).toBeVisible();
      await password.fill(account.password);
      await submit.click();

      await expect(page).toHaveURL(/\/my-applications$/);
      await expect(profileLink(page)).toBeAttached();
      const withPassword = await request.post('/api/token/', {
        data: { email: account.email, password: account.password },
      });
      expect(withPassword.status()).toBe(200);
      expect((await withPassword.json()).user.id).toBe(account.user.id);
    });
  }

  test('an e-mail the provider has not verified is not linked to the account, and says why', async ({
    page,
    request,
  }) => {
    const { a, m } = words('fr');
    const account = await registerViaApi(request, 'employer');
    const panel = await openAuth(page, 'fr', 'login');
    await panel.getByRole('button', { name: a.social.google }).click();
    await atProvider(page, 'google', `unverified:${account.email}`);

    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByRole('status').filter({ hasText: m('socialEmailUnverified') })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('access'))).toBeNull();
  });

  test('cancelling at the provider comes back to the auth screen with a message, in both languages', async ({
    page,
  }) => {
    for (const lang of ['en', 'fr'] as const) {
      const { a, m } = words(lang);
      const panel = await openAuth(page, lang, 'login');
      await panel.getByRole('button', { name: a.social.google }).click();
      await atProvider(page, 'google', '', { deny: true });
      await expect(page).toHaveURL(/\/auth$/);
      await expect(page.getByText(m('socialAccessDenied'))).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
    await expectNoAxeViolations(page);
  });

  test('an answer this browser did not ask for, or one used already, is refused', async ({ page, request }) => {
    const { a, m } = words('en');
    await useLanguage(page, 'en');
    await page.goto('/auth/callback?code=forged-code&state=forged-state');
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByText(m('socialStateInvalid'))).toBeVisible();

    const panel = await openAuth(page, 'en', 'register');
    await panel.getByRole('button', { name: a.social.google }).click();
    const posted = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/api/social/google/'));
    await atProvider(page, 'google', newAddress());
    const answer = (await posted).postDataJSON() as Record<string, string>;
    await expect(page).toHaveURL(ONBOARDING_START);

    // The same answer again, from the page or straight to the API, is refused.
    const replay = await request.post('/api/social/google/', { data: answer });
    expect(replay.status()).toBe(400);
    expect((await replay.json()).detail).toBe(MSG.socialStateInvalid);
  });
});
