import { randomUUID } from 'node:crypto';
import type { Page, Request } from '@playwright/test';
import { expect, plainTest, type APIRequestContext } from './support/test';
import { registerViaApi, signInBrowser, useLanguage } from './support/accounts';
import { applicationToShortlist, approvedJob, bearer } from './support/jobs';
import { drawnByTheShell, holdTheCode } from './support/held-code';
import { screenOf } from './support/screens';
import { fill, textsFor } from './support/texts';

/**
 * Over 2G a page's code takes seconds to arrive (the app's alone is about 95 KB as sent). A signed-in page's shell
 * draws its first rows from its first answer without it: here no script but the shell's own ever arrives, and the
 * first rows are there, in the reader's language, after at most FIRST_ROW_BUDGET bytes over the wire. When the code
 * is let through, the app draws the same rows in their place.
 *
 * The budget: 20.6 KB measured on Recommended Jobs (the shell and its first answers; 13-15 KB before its frame, its
 * header and the application it opens before the app came into it), with room for longer words; a job seeker's first
 * job over 2G may cost 80 KB at most.
 */
const FIRST_ROW_BUDGET = 22 * 1024;

// The code is held back below; the service worker would fetch it out of the test's sight.
plainTest.use({ serviceWorkers: 'block' });

/**
 * Everything the page asks for from now on, with its bytes as they came over the wire once it has finished. The page
 * is emptied first: what the page before it was still fetching (the sign-in's page) is not counted.
 */
async function wire(page: Page) {
  await page.goto('about:blank');
  const finished: Promise<number>[] = [];
  page.on('requestfinished', (request: Request) => {
    finished.push(
      request.sizes().then(
        (sizes) => sizes.responseHeadersSize + sizes.responseBodySize,
        () => 0,
      ),
    );
  });
  return async () => (await Promise.all(finished)).reduce((sum, bytes) => sum + bytes, 0);
}

/** A professional with a skill of their own, and `titles` approved jobs asking for it: their Recommended Jobs. */
async function professionalWithJobs(request: APIRequestContext, titles: string[]) {
  const skill = `Topographie${randomUUID().slice(0, 6)}`;
  for (const title of titles) {
    await approvedJob(request, `${title} ${skill}`, { required_skills: skill, salary: 1500 });
  }
  const professional = await registerViaApi(request, 'professional');
  const profile = await request.patch('/api/profile/', {
    headers: bearer(professional.access),
    data: { skills: [skill], onboarding_completed: true },
  });
  expect(profile.ok()).toBe(true);
  return { professional, skill };
}

plainTest(
  "Recommended Jobs draws its first jobs from the shell, in French, before the app's code",
  screenOf('fr'),
  async ({ page, request }) => {
    const { professional: p, common } = textsFor('fr');
    const { professional, skill } = await professionalWithJobs(request, ['Géomètre', 'Arpenteur']);
    await signInBrowser(page, professional, 'fr');
    await useLanguage(page, 'fr');
    const release = await holdTheCode(page);
    const bytes = await wire(page);

    await page.goto('/recommended-jobs');
    const rows = drawnByTheShell(page).locator('article.job-card');
    await expect(rows).toHaveCount(2);
    // Newest first, as the app's list; each title a link to its page, which works without the app.
    await expect(rows.nth(0).getByRole('link', { name: `Arpenteur ${skill}` })).toHaveAttribute(
      'href',
      /^\/jobs\/\d+$/,
    );
    await expect(rows.nth(1).getByRole('heading', { level: 3 })).toHaveText(`Géomètre ${skill}`);
    await expect(rows.nth(0).locator('.match-badge')).toHaveText(fill(p.jobs.match.badge, { percent: 100 }));
    await expect(rows.nth(0).locator('.job-summary li').nth(2)).toHaveText(common.job.contract['full-time']);
    expect(await bytes()).toBeLessThanOrEqual(FIRST_ROW_BUDGET);

    release();
    // The app draws its own cards in their place: the same jobs, now with their buttons.
    await expect(drawnByTheShell(page)).toHaveCount(0);
    await expect(page.locator('article.job-card h3')).toHaveText([`Arpenteur ${skill}`, `Géomètre ${skill}`]);
    await expect(page.getByRole('button', { name: p.jobs.card.apply }).first()).toBeVisible();
  },
);

plainTest(
  "a job's page draws the job from the shell before the app's code",
  screenOf('fr'),
  async ({ page, request }) => {
    const { professional: p } = textsFor('fr');
    const { jobId } = await approvedJob(request, 'Géomètre du Katanga');
    await signInBrowser(page, await registerViaApi(request, 'professional'), 'fr');
    await useLanguage(page, 'fr');
    const release = await holdTheCode(page);
    const bytes = await wire(page);

    await page.goto(`/jobs/${jobId}`);
    const job = drawnByTheShell(page);
    await expect(job.getByRole('heading', { level: 1 })).toHaveText('Géomètre du Katanga');
    await expect(job.locator('.job-card__confidential')).toHaveText(p.jobs.card.confidential);
    await expect(job.getByText('Survey the open pits of a copper mine near Kolwezi.')).toBeVisible();
    expect(await bytes()).toBeLessThanOrEqual(FIRST_ROW_BUDGET);

    release();
    await expect(drawnByTheShell(page)).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: 'Géomètre du Katanga' })).toBeVisible();
    await expect(page.getByRole('button', { name: p.jobs.card.apply })).toBeVisible();
  },
);

plainTest('My applications draws its first application from the shell', screenOf('fr'), async ({ page, request }) => {
  const { professional: p } = textsFor('fr');
  const { professional } = await applicationToShortlist(request, 'Chauffeur de Kisangani');
  await signInBrowser(page, professional, 'fr');
  await useLanguage(page, 'fr');
  const release = await holdTheCode(page);
  const bytes = await wire(page);

  await page.goto('/my-applications');
  const row = drawnByTheShell(page).locator('article.application-card');
  await expect(row.getByRole('heading', { level: 2 })).toHaveText('Chauffeur de Kisangani');
  await expect(row.locator('.status')).toHaveText(p.status.submitted);
  expect(await bytes()).toBeLessThanOrEqual(FIRST_ROW_BUDGET);

  release();
  await expect(drawnByTheShell(page)).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 2, name: 'Chauffeur de Kisangani' })).toBeVisible();
});

plainTest(
  "the Hiring Centre draws its history's first request from the shell, in English",
  screenOf('en'),
  async ({ page, request }) => {
    const { common } = textsFor('en');
    const { employer } = await approvedJob(request, 'Warehouse Supervisor');
    await signInBrowser(page, employer, 'en');
    const release = await holdTheCode(page);
    const bytes = await wire(page);

    await page.goto('/hiring-center');
    const row = drawnByTheShell(page).locator('.history-card');
    await expect(row.locator('.history-card__title')).toHaveText('Warehouse Supervisor');
    await expect(row.locator('.status')).toHaveText(common.jobStatus.approved);
    expect(await bytes()).toBeLessThanOrEqual(FIRST_ROW_BUDGET);

    release();
    await expect(drawnByTheShell(page)).toHaveCount(0);
    // The app's own history (a table on this screen) names it alone; the bell's notice of the approval names the job
    // too, inside a sentence, hidden in its closed menu.
    await expect(page.getByText('Warehouse Supervisor', { exact: true })).toBeVisible();
  },
);
