import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, plainTest, type APIRequestContext } from './support/test';
import { registerViaApi, signInBrowser, staffLoginViaApi, useLanguage } from './support/accounts';
import { applicationToShortlist, approvedJob, bearer } from './support/jobs';
import { drawnByTheShell, holdTheCode } from './support/held-code';
import { screenOf } from './support/screens';
import { fill, textsFor } from './support/texts';

/**
 * A signed-in page's shell draws the page's own frame around its first rows (heading, tabs, search, the count's
 * line), so that nothing between the heading and the rows moves when the app draws the page in their place; and what
 * it draws works before the app: Apply leads to the job's application, words typed into its search are kept.
 * The app's own code is held back, as over 2G, until the shell has drawn its rows.
 */

// The code is held back below; the service worker would fetch it out of the test's sight.
plainTest.use({ serviceWorkers: 'block' });

/** How far below the page's heading its first row is, in CSS pixels. */
const rowBelowHeading = (page: Page, row: string) =>
  page.evaluate((selector) => {
    const top = (element: Element | null) => element?.getBoundingClientRect().top ?? Number.NaN;
    return Math.round(top(document.querySelector(selector)) - top(document.querySelector('main h1')));
  }, row);

/** A professional with one job matching their skills, signed in in this browser, in French unless told. */
async function signedInProfessional(
  page: Page,
  request: APIRequestContext,
  title: string,
  language: 'en' | 'fr' = 'fr',
) {
  const made = await professionalWithJob(request, title);
  await signInBrowser(page, made.professional, language);
  await useLanguage(page, language);
  return made;
}

/** How tall the header is, in CSS pixels. */
const headerHeight = (page: Page) =>
  page.evaluate(() => Math.round(document.querySelector('header.site-header')?.getBoundingClientRect().height ?? 0));

/** How far down the page its heading is, in CSS pixels: what is drawn above it moves it. */
const headingTop = (page: Page) =>
  page.evaluate(() => Math.round(document.querySelector('main h1')?.getBoundingClientRect().top ?? Number.NaN));

async function professionalWithJob(request: APIRequestContext, title: string) {
  const skill = `Topographie${randomUUID().slice(0, 6)}`;
  const { jobId } = await approvedJob(request, `${title} ${skill}`, { required_skills: skill, salary: 1500 });
  const professional = await registerViaApi(request, 'professional');
  const profile = await request.patch('/api/profile/', {
    headers: bearer(professional.access),
    data: { skills: [skill], onboarding_completed: true },
  });
  expect(profile.ok()).toBe(true);
  return { professional, jobId, title: `${title} ${skill}` };
}

for (const language of ['fr', 'en'] as const) {
  plainTest.describe(`in ${language}`, screenOf(language), () => {
    plainTest("Recommended Jobs' first job stays where the shell drew it", async ({ page, request }) => {
      const { professional } = await professionalWithJob(request, 'Géomètre');
      await signInBrowser(page, professional, language);
      await useLanguage(page, language);
      const release = await holdTheCode(page);
      await page.goto('/recommended-jobs');
      await expect(drawnByTheShell(page).locator('article.job-card')).toHaveCount(1);
      const inTheShell = await rowBelowHeading(page, 'article.job-card');

      release();
      await expect(drawnByTheShell(page)).toHaveCount(0);
      await expect(page.locator('article.job-card')).toHaveCount(1);
      await expect(page.getByRole('search')).toBeVisible();
      expect(await rowBelowHeading(page, 'article.job-card')).toBe(inTheShell);
    });

    plainTest("My applications' first application stays where the shell drew it", async ({ page, request }) => {
      const { professional } = await applicationToShortlist(request, 'Chauffeur de Kisangani');
      await signInBrowser(page, professional, language);
      await useLanguage(page, language);
      const release = await holdTheCode(page);
      await page.goto('/my-applications');
      await expect(drawnByTheShell(page).locator('article.application-card')).toHaveCount(1);
      const inTheShell = await rowBelowHeading(page, 'article.application-card');

      release();
      await expect(drawnByTheShell(page)).toHaveCount(0);
      await expect(page.locator('.jobs-count')).toHaveText(/\d/);
      expect(await rowBelowHeading(page, 'article.application-card')).toBe(inTheShell);
    });

    plainTest(
      "a job's page: its facts, skills and description stay where the shell drew them",
      async ({ page, request }) => {
        const { jobId } = await signedInProfessional(page, request, 'Géomètre du cadastre', language);
        // A first visit keeps the user, whose header the shell then draws.
        await page.goto('/recommended-jobs');
        await expect(page.locator('.notification-bell__button')).toBeVisible();

        const release = await holdTheCode(page);
        await page.goto(`/jobs/${jobId}`);
        await expect(drawnByTheShell(page).locator('.skill--matched')).toHaveCount(1);
        const heading = await headingTop(page);
        const skills = await rowBelowHeading(page, '.job-card__skills');
        const description = await rowBelowHeading(page, '.job-card__more');

        release();
        await expect(drawnByTheShell(page)).toHaveCount(0);
        await expect(page.locator('.job-safety')).toBeVisible();
        expect(await headingTop(page)).toBe(heading);
        expect(await rowBelowHeading(page, '.job-card__skills')).toBe(skills);
        expect(await rowBelowHeading(page, '.job-card__more')).toBe(description);
      },
    );

    plainTest(
      "the header is drawn by the shell as the app draws it, with the reader's links and name",
      async ({ page, request }) => {
        const { common } = textsFor(language);
        await signedInProfessional(page, request, 'Géodésien', language);
        // A first visit keeps the user, whose header the shell then draws.
        await page.goto('/recommended-jobs');
        await expect(page.getByRole('search')).toBeVisible();
        await expect(page.locator('.notification-bell__button')).toBeVisible();

        const release = await holdTheCode(page);
        await page.reload();
        await expect(drawnByTheShell(page).locator('article.job-card')).toHaveCount(1);
        const header = page.getByRole('banner');
        const bar = await headerHeight(page);
        const heading = await headingTop(page);
        if (language === 'en') {
          // The desktop's bar: the reader's own links, this page's marked, and their name, before the app.
          const nav = header.getByRole('navigation', { name: common.nav.mainMenu });
          await expect(nav.getByRole('link', { name: common.nav.myApplications })).toHaveAttribute(
            'href',
            '/my-applications',
          );
          await expect(nav.getByRole('link', { name: common.nav.recommendedJobs })).toHaveAttribute(
            'aria-current',
            'page',
          );
          await expect(nav.getByText('Amani Kasongo')).toBeVisible();
        }

        release();
        await expect(drawnByTheShell(page)).toHaveCount(0);
        await expect(page.locator('.notification-bell__button')).toBeVisible();
        expect(await headerHeight(page)).toBe(bar);
        expect(await headingTop(page)).toBe(heading);
      },
    );

    plainTest("the Hiring Center's form and history stay where the shell drew them", async ({ page, request }) => {
      const { employer } = await approvedJob(request, 'Géomètre de mine');
      const onboarded = await request.patch('/api/profile/', {
        headers: bearer(employer.access),
        data: { onboarding_completed: true },
      });
      expect(onboarded.ok()).toBe(true);
      await signInBrowser(page, employer, language);
      await useLanguage(page, language);
      // A first visit keeps the user, so that the shell draws what the app will draw above the heading.
      await page.goto('/hiring-center');
      await expect(page.locator('form.job-request:not([inert])')).toBeVisible();
      await expect(page.locator('.email-confirmation-notice')).toBeVisible();

      const release = await holdTheCode(page);
      await page.reload();
      await expect(drawnByTheShell(page).locator('.history-card')).toHaveCount(1);
      // The form is its shape: nothing can be typed into it before the app.
      await expect(page.locator('form.job-request')).toHaveAttribute('inert', '');
      const heading = await headingTop(page);
      const form = await rowBelowHeading(page, '#job-request-title');
      const history = await rowBelowHeading(page, '#hiring-history-title');
      // The history's first request: a card on the phone, a row of its table on the desktop, as the app draws it.
      const firstRequest = language === 'fr' ? '.history-card' : '.history-table tbody tr';
      await expect(drawnByTheShell(page).locator(firstRequest)).toBeVisible();
      const requestRow = await rowBelowHeading(page, firstRequest);

      release();
      await expect(drawnByTheShell(page)).toHaveCount(0);
      await expect(page.locator('form.job-request:not([inert])')).toBeVisible();
      await expect(page.locator(firstRequest)).toBeVisible();
      expect(await headingTop(page)).toBe(heading);
      expect(await rowBelowHeading(page, '#job-request-title')).toBe(form);
      expect(await rowBelowHeading(page, '#hiring-history-title')).toBe(history);
      expect(await rowBelowHeading(page, firstRequest)).toBe(requestRow);
    });
  });
}

plainTest.describe('on the desktop', screenOf('en'), () => {
  plainTest("the staff console's heading and tabs stay where the shell drew them", async ({ page, request }) => {
    const { admin } = textsFor('en');
    await signInBrowser(page, await staffLoginViaApi(request), 'en');
    await useLanguage(page, 'en');
    // A first visit keeps the user, whose header the shell then draws.
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 2, name: admin.queue.title })).toBeVisible();

    const release = await holdTheCode(page);
    await page.reload();
    const tab = page.getByRole('tab', { name: admin.tabs.jobs });
    await expect(tab).toBeVisible();
    const heading = await headingTop(page);
    const tabs = await rowBelowHeading(page, '[role="tablist"]');

    release();
    await expect(page.getByRole('heading', { level: 2, name: admin.queue.title })).toBeVisible();
    expect(await headingTop(page)).toBe(heading);
    expect(await rowBelowHeading(page, '[role="tablist"]')).toBe(tabs);
  });
});

plainTest.describe('on the phone', screenOf('fr'), () => {
  plainTest(
    'Apply on a job the shell drew opens the application at once, and sends it before the app has come',
    async ({ page, request }) => {
      const { professional: p, msg } = textsFor('fr');
      const { jobId, title, professional } = await signedInProfessional(page, request, 'Arpenteur');
      const release = await holdTheCode(page);
      await page.goto('/recommended-jobs');
      const row = drawnByTheShell(page).locator('article.job-card');
      await row.getByRole('link', { name: p.jobs.card.apply }).click();

      // The shell's own dialog: the app's form, its words in the reader's language, on the same page.
      const dialog = page.getByRole('dialog', { name: fill(p.jobs.apply.title, { title }) });
      await expect(dialog).toBeVisible();
      await expect(page).toHaveURL(/\/recommended-jobs$/);
      await expect(dialog.getByText(p.jobs.safety.words)).toBeVisible();
      await dialog.getByLabel(p.jobs.apply.coverLetter).fill('Disponible dès lundi.');
      await expect(dialog.getByText(fill(p.jobs.apply.remaining_other, { count: 1000 - 21 }))).toBeVisible();
      await dialog.getByRole('button', { name: p.jobs.apply.submit }).click();
      await expect(dialog.getByText(msg('applicationSubmitted'))).toBeVisible();
      await expect(row.getByText(p.jobs.card.applied)).toBeVisible();
      const mine = await request.get('/hiring/applications/', { headers: bearer(professional.access) });
      expect(
        ((await mine.json()) as { job_id: number; cover_letter: string }[]).map((a) => [a.job_id, a.cover_letter]),
      ).toEqual([[jobId, 'Disponible dès lundi.']]);

      // The app, come meanwhile, draws the job as applied to (it asks anew for what the shell had read before).
      release();
      await expect(drawnByTheShell(page)).toHaveCount(0);
      await expect(page.locator('article.job-card').getByText(p.jobs.card.applied)).toBeVisible();
      await expect(page.locator('article.job-card').getByRole('button', { name: /^Postuler/ })).toHaveCount(0);
    },
  );

  plainTest(
    'Apply on a job applied to meanwhile (on another device) says so in the words the app says, from the server’s answer',
    async ({ page, request }) => {
      const { professional: p, msg } = textsFor('fr');
      const { jobId, title, professional } = await signedInProfessional(page, request, 'Arpenteur');
      await holdTheCode(page);
      await page.goto('/recommended-jobs');
      const row = drawnByTheShell(page).locator('article.job-card');
      await expect(row.getByRole('link', { name: p.jobs.card.apply })).toBeVisible();
      const elsewhere = await request.post('/hiring/applications/', {
        headers: bearer(professional.access),
        data: { job_id: jobId },
      });
      expect(elsewhere.status()).toBe(201);

      await row.getByRole('link', { name: p.jobs.card.apply }).click();
      const dialog = page.getByRole('dialog', { name: fill(p.jobs.apply.title, { title }) });
      await dialog.getByRole('button', { name: p.jobs.apply.submit }).click();
      await expect(dialog.getByRole('alert')).toHaveText(msg('alreadyApplied'));
      await expect(dialog.getByRole('button', { name: p.jobs.apply.submit })).toBeEnabled();
    },
  );

  plainTest(
    "Apply where the shell cannot send opens the job's page, which opens the application once the app is there",
    async ({ page, request }) => {
      const { professional: p } = textsFor('fr');
      const { jobId, title } = await signedInProfessional(page, request, 'Arpenteur');
      // The server refuses the session the shell sends with (the app renews it first).
      await page.route('**/hiring/applications/', (route) =>
        route.request().method() === 'POST'
          ? route.fulfill({ status: 401, json: { detail: 'Token expired.', code: 'token_not_valid' } })
          : route.fallback(),
      );
      const release = await holdTheCode(page);
      await page.goto('/recommended-jobs');
      await drawnByTheShell(page).locator('article.job-card').getByRole('link', { name: p.jobs.card.apply }).click();
      await page.getByRole('dialog').getByRole('button', { name: p.jobs.apply.submit }).click();
      await expect(page).toHaveURL(new RegExp(`/jobs/${jobId}\\?apply=1$`));
      await page.unroute('**/hiring/applications/');

      release();
      await expect(page.getByRole('dialog', { name: fill(p.jobs.apply.title, { title }) })).toBeVisible();
      // Asked once: the address forgets it, so that a reload does not open the application again.
      await expect(page).toHaveURL(new RegExp(`/jobs/${jobId}$`));
    },
  );

  plainTest('words typed into the search before the app came are kept and searched', async ({ page, request }) => {
    await signedInProfessional(page, request, 'Topographe');
    const release = await holdTheCode(page);
    await page.goto('/recommended-jobs');
    await expect(drawnByTheShell(page).locator('article.job-card')).toHaveCount(1);
    await page.getByRole('searchbox').fill('cuivre');

    release();
    await expect(drawnByTheShell(page)).toHaveCount(0);
    await expect(page.getByRole('searchbox')).toHaveValue('cuivre');
    await expect(page).toHaveURL(/[?&]q=cuivre/);
  });

  plainTest(
    'Enter in the search before the app searches the words in the tab the address holds',
    async ({ page, request }) => {
      await signedInProfessional(page, request, 'Cartographe');
      const release = await holdTheCode(page);
      // An address with a query of its own: the shell draws its frame, and no rows.
      await page.goto('/recommended-jobs?show_all=true');
      await page.getByRole('searchbox').fill('cuivre');
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/recommended-jobs\?show_all=true&q=cuivre$/);
      release();
      await expect(page.getByRole('searchbox')).toHaveValue('cuivre');
    },
  );

  plainTest(
    'a reader typing while the app takes over goes on typing in its box, and Enter searches',
    async ({ page, request }) => {
      await signedInProfessional(page, request, 'Arpenteur');
      const release = await holdTheCode(page);
      await page.goto('/recommended-jobs?show_all=true');
      await page.getByRole('searchbox').fill('cui');

      release();
      // The app's own list: its count is a number.
      await expect(page.locator('.jobs-count')).toHaveText(/\d/);
      // No tap between: the keys go wherever the focus is once the app has drawn its box in place of the shell's.
      await page.keyboard.type('vre');
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/recommended-jobs\?show_all=true&q=cuivre$/);
      await expect(page.getByRole('searchbox')).toBeFocused();
    },
  );

  plainTest(
    'the request to confirm the address is drawn by the shell where the app draws it',
    async ({ page, request }) => {
      await signedInProfessional(page, request, 'Métreur');
      // A first visit: the app keeps the user it was told of, whose address is not confirmed yet.
      await page.goto('/recommended-jobs');
      await expect(page.locator('.email-confirmation-notice')).toBeVisible();

      const release = await holdTheCode(page);
      // Its code is asked for by the shell's script, beside the app's (both held here), not once the app has run.
      const noticeCode = page.waitForRequest(/\/assets\/email-confirmation-notice-[\w-]+\.js$/);
      await page.reload();
      await expect(drawnByTheShell(page).locator('article.job-card')).toHaveCount(1);
      await expect(page.locator('[data-asks-confirmation] .email-confirmation-notice')).toBeVisible();
      await noticeCode;
      const headingInTheShell = await headingTop(page);

      release();
      await expect(drawnByTheShell(page)).toHaveCount(0);
      await expect(page.getByRole('search')).toBeVisible();
      await expect(page.getByRole('region', { name: textsFor('fr').account.confirmEmail.title })).toBeVisible();
      expect(await headingTop(page)).toBe(headingInTheShell);
    },
  );

  plainTest(
    'the way to an unfinished profile is drawn by the shell where the app draws it',
    async ({ page, request }) => {
      const { professional: p } = textsFor('fr');
      // Registered, onboarding not begun: step 1 of 3 is the way on, and the address is not confirmed either.
      const professional = await registerViaApi(request, 'professional');
      await signInBrowser(page, professional, 'fr');
      await useLanguage(page, 'fr');
      await page.goto('/recommended-jobs');
      await expect(page.locator('.unfinished-profile')).toBeVisible();

      const release = await holdTheCode(page);
      await page.reload();
      const line = page.locator('[data-unfinished-profile]');
      await expect(line).toBeVisible();
      const way = fill(p.onboarding.unfinished.link, { current: 1, total: 3, step: p.onboarding.steps.personal });
      await expect(line.getByRole('link', { name: way })).toHaveAttribute('href', '/onboarding?step=1');
      await expect(page.locator('[data-asks-confirmation]')).toBeVisible();
      const headingInTheShell = await headingTop(page);

      release();
      await expect(line).toHaveCount(0);
      await expect(page.getByRole('search')).toBeVisible();
      await expect(page.locator('.unfinished-profile').getByRole('link', { name: way })).toBeVisible();
      expect(await headingTop(page)).toBe(headingInTheShell);
    },
  );

  plainTest('the request to confirm the address closed before the app came stays closed', async ({ page, request }) => {
    const { common } = textsFor('fr');
    await signedInProfessional(page, request, 'Dessinateur');
    await page.goto('/recommended-jobs');
    await expect(page.locator('.email-confirmation-notice')).toBeVisible();

    const release = await holdTheCode(page);
    await page.reload();
    const confirmation = page.locator('[data-asks-confirmation]');
    await expect(confirmation).toBeVisible();
    await confirmation.getByRole('button', { name: common.dismiss }).click();
    await expect(confirmation).toBeHidden();

    release();
    await expect(drawnByTheShell(page)).toHaveCount(0);
    await expect(page.getByRole('search')).toBeVisible();
    await expect(page.locator('.email-confirmation-notice')).toHaveCount(0);
  });

  plainTest("the menu opened before the app came stays open in the app's header", async ({ page, request }) => {
    const { common } = textsFor('fr');
    await signedInProfessional(page, request, 'Géomètre');
    const release = await holdTheCode(page);
    await page.goto('/recommended-jobs');
    const toggle = page.getByRole('banner').getByRole('button', { name: common.nav.openMenu });
    await toggle.click();
    const menu = page.getByRole('banner').getByRole('navigation', { name: common.nav.mainMenu }).last();
    await expect(menu.getByRole('link', { name: common.nav.aboutUs })).toBeVisible();

    release();
    await expect(drawnByTheShell(page)).toHaveCount(0);
    // The app's own menu, open: it names the reader's pages, which the shell's could not know.
    await expect(menu.getByRole('link', { name: common.nav.myApplications.toUpperCase() })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: common.nav.closeMenu })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });
});
