import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from './support/test';
import { PASSWORD, registerViaApi, signInBrowser, uniqueEmail, useLanguage } from './support/accounts';
import { approvedJob } from './support/jobs';
import { ONBOARDING_START, screenOf } from './support/screens';
import { field, textsFor } from './support/texts';
import enHome from '../apps/web/src/i18n/locales/en/home';
import frHome from '../apps/web/src/i18n/locales/fr/home';

type Language = 'en' | 'fr';

/** Fills the Register tab (its role as it stands) and creates the account: the app then opens onboarding. */
async function registerThroughForm(page: Page, language: Language) {
  const { auth } = textsFor(language);
  const form = page.getByRole('tabpanel', { name: auth.tabs.register });
  await field(page, auth.register.firstName).fill('Amani');
  await field(page, auth.register.lastName).fill('Kasongo');
  await form.getByLabel(new RegExp(`^${auth.email}`)).fill(uniqueEmail('first-visit'));
  await form.getByRole('textbox', { name: new RegExp(`^${auth.password}`) }).fill(PASSWORD);
  await field(page, auth.register.phone).fill('0812345678');
  await form.getByRole('button', { name: auth.register.submit }).click();
  await expect(page).toHaveURL(ONBOARDING_START);
}

/**
 * A new professional's onboarding, with the one skill given; the names, country and phone came with the
 * registration. `reloadOnTheWay`: the page is reloaded between two steps, as a phone may do.
 */
async function onboardProfessional(page: Page, language: Language, skill: string, reloadOnTheWay = false) {
  const { professional: p } = textsFor(language);
  const next = page.getByRole('button', { name: p.onboarding.next, exact: true });
  await field(page, p.onboarding.personal.dateOfBirth).fill('1992-08-21');
  await next.click();
  await expect(page.locator('#onboarding-step-title')).toContainText(p.onboarding.steps.professional);
  if (reloadOnTheWay) {
    await page.reload();
    await expect(page.locator('#onboarding-step-title')).toContainText(p.onboarding.steps.professional);
  }
  await field(page, p.onboarding.info.summary).fill('Accountant with six years in banking in Kinshasa.');
  await field(page, p.onboarding.info.jobTitle).fill('Accountant');
  await field(page, p.onboarding.info.years).fill('6');
  await page.getByRole('combobox', { name: p.onboarding.info.skills }).pressSequentially(`${skill},`);
  await expect(page.getByRole('list', { name: p.onboarding.chips.list }).getByRole('listitem')).toHaveCount(1);
  await next.click();
  await expect(page.locator('#onboarding-step-title')).toContainText(p.onboarding.steps.files);
  await page.getByRole('button', { name: p.onboarding.finish }).click();
}

/**
 * A newcomer's first minutes: the home page's two ways in, each opening the registration with its role chosen; a
 * job's link shared by a friend, which leads through registration and onboarding to that job; and the first screen
 * of Recommended Jobs after onboarding. In French on the phone and English on the desktop.
 */
for (const language of ['en', 'fr'] as const) {
  const { auth, common } = textsFor(language);
  const home = language === 'fr' ? frHome : enHome;

  test.describe(`a visitor (${language})`, screenOf(language), () => {
    test("the home page's buttons open the registration with the role they are for", async ({ page }) => {
      await useLanguage(page, language);
      await page.goto('/');
      const ways = [
        [home.hero.findJobs, 'professional'],
        [home.hero.findProfessionals, 'employer'],
      ] as const;
      for (const [button, role] of ways) {
        await page.getByRole('link', { name: button }).click();
        await expect(page).toHaveURL(new RegExp(`/auth\\?tab=register&role=${role}$`));
        await expect(page.getByRole('tab', { name: auth.tabs.register })).toHaveAttribute('aria-selected', 'true');
        const form = page.getByRole('tabpanel', { name: auth.tabs.register });
        const toggle = form.getByRole('group', { name: auth.register.role.legend });
        // The toggle's radios say which role is chosen, as a screen reader reads them.
        await expect(toggle.getByRole('radio', { name: auth.register.role[role] })).toBeChecked();
        const other = role === 'professional' ? 'employer' : 'professional';
        await expect(toggle.getByRole('radio', { name: auth.register.role[other] })).not.toBeChecked();
        await page
          .getByRole('banner')
          .getByRole('link', { name: new RegExp(`^${common.brand}`) })
          .click();
        await expect(page).toHaveURL(/\/$/);
      }
    });
  });

  test.describe(`a signed-in reader (${language})`, screenOf(language), () => {
    test("the home page's buttons lead to the pages themselves", async ({ page, request }) => {
      await signInBrowser(page, await registerViaApi(request, 'employer'), language);
      await page.goto('/');
      await expect(page.getByRole('link', { name: home.hero.findJobs })).toHaveAttribute('href', '/recommended-jobs');
      await expect(page.getByRole('link', { name: home.hero.findProfessionals })).toHaveAttribute(
        'href',
        '/hiring-center',
      );
      await page.getByRole('link', { name: home.hero.findProfessionals }).click();
      await expect(page).toHaveURL(/\/hiring-center$/);
    });
  });
}

for (const language of ['en', 'fr'] as const) {
  const { auth, professional: p, msg } = textsFor(language);

  test.describe(`a friend given a job's link (${language})`, screenOf(language), () => {
    test('registers from it, completes onboarding and lands on that job', async ({ page, request }, info) => {
      test.setTimeout(120_000);
      const skill = `Audit${randomUUID().slice(0, 6)}`;
      const title = `Auditeur ${skill}`;
      const { jobId } = await approvedJob(request, title, { required_skills: skill });
      await useLanguage(page, language);

      await page.goto(`/jobs/${jobId}`);
      await expect(page).toHaveURL(/\/auth$/);
      await expect(page.getByRole('tab', { name: auth.tabs.register })).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByText(auth.forJob.register)).toBeVisible();
      // Log In is a tab away for those who have an account, and says where it leads too.
      await page.getByRole('tab', { name: auth.tabs.login }).click();
      await expect(page.getByText(auth.forJob.login)).toBeVisible();
      await page.getByRole('tab', { name: auth.tabs.register }).click();

      await registerThroughForm(page, language);
      // On the phone the page is reloaded during onboarding: the job is still where it ends.
      await onboardProfessional(page, language, skill, info.project.name === 'phone');
      await expect(page).toHaveURL(new RegExp(`/jobs/${jobId}$`));
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.getByText(msg('profileSaved'))).toBeVisible();
      await expect(page.getByRole('button', { name: p.jobs.card.apply })).toBeVisible();
    });
  });
}

test.describe('a new professional on the phone', screenOf('fr'), () => {
  test("sees two jobs on Recommended Jobs' first screen after onboarding, messages included", async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const language = 'fr';
    const { professional: p, account, common, msg } = textsFor(language);
    const skill = `Fiscalité${randomUUID().slice(0, 6)}`;
    await approvedJob(request, `Comptable ${skill}`, { required_skills: skill, job_location: 'Lubumbashi, RD Congo' });
    await approvedJob(request, `Auditeur ${skill}`, { required_skills: skill, job_location: 'Kinshasa, RD Congo' });
    await useLanguage(page, language);
    await page.goto('/');
    await page.getByRole('link', { name: frHome.hero.findJobs }).click();
    await registerThroughForm(page, language);
    await onboardProfessional(page, language, skill);
    await page.waitForURL(/\/recommended-jobs$/);

    // The first frame that shows two jobs, as the page itself sees it (onboarding's success goes after 5 s).
    const firstScreen = await page.evaluate(
      () =>
        new Promise<{ lines: string[]; bottom: number; height: number; scrolled: number }>((resolve) => {
          const look = () => {
            const cards = document.querySelectorAll('article.job-card');
            if (cards.length < 2) return void requestAnimationFrame(look);
            resolve({
              lines: [...document.querySelectorAll('.flash')].map((line) => line.textContent ?? ''),
              bottom: cards[1]!.getBoundingClientRect().bottom,
              height: window.innerHeight,
              scrolled: window.scrollY,
            });
          };
          look();
        }),
    );
    expect(firstScreen.scrolled).toBe(0);
    // One line holds both messages.
    expect(firstScreen.lines).toHaveLength(1);
    expect(firstScreen.lines[0]).toContain(msg('profileSaved'));
    expect(firstScreen.lines[0]).toContain(account.confirmEmail.sendAgain);
    // The whole second job, down to its apply button, is on the first screen.
    expect(firstScreen.bottom).toBeLessThanOrEqual(firstScreen.height);

    // The success goes as a form's banner does; the request stays until the line is closed.
    const line = page.locator('.flash');
    await expect(line.getByText(msg('profileSaved'))).toBeHidden();
    await expect(line.getByRole('region', { name: account.confirmEmail.title })).toBeVisible();
    await line.getByRole('button', { name: common.dismiss }).click();
    await expect(line).toHaveCount(0);
    await page.getByRole('tab', { name: p.jobs.all }).click();
    await expect(page.getByRole('region', { name: account.confirmEmail.title })).toHaveCount(0);
  });
});
