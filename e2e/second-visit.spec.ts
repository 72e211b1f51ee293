import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from './support/test';
import { registerViaApi, signInBrowser } from './support/accounts';
import { approvedJob, bearer } from './support/jobs';
import { reloadUnderServiceWorker } from './support/service-worker';
import { screenOf } from './support/screens';
import { textsFor } from './support/texts';
import { drawnByTheShell } from './support/held-code';

/**
 * A professional coming back: the page is drawn from the device at once (the service worker's copy of the app, the
 * lists saved on the last visit), with the lists' age, while the session is checked and the lists are read again;
 * the fresh lists then take their place. Over 2G the network's answers take seconds: they are held back here until
 * the saved lists have been seen.
 */

/**
 * Makes the lists saved on this device an hour older, as on a visit an hour after the last. The app is left first (for
 * a page it does not draw): it saves its lists up to a second after each change of its cache, and a save after the
 * ageing would write them back as new.
 */
async function ageSavedLists(page: Page) {
  await page.goto('/healthz');
  await page.evaluate(() => {
    for (const key of Object.keys(localStorage).filter((k) => k.startsWith('saved-lists:'))) {
      const saved = JSON.parse(localStorage.getItem(key)!) as {
        timestamp: number;
        clientState: { queries: { state: { dataUpdatedAt: number } }[] };
      };
      saved.timestamp -= 3_600_000;
      for (const query of saved.clientState.queries) query.state.dataUpdatedAt -= 3_600_000;
      localStorage.setItem(key, JSON.stringify(saved));
    }
  });
}

/** Holds back the answers of the API (the session's check and the lists) until `release()`. */
async function holdTheNetwork(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/(api|hiring)\//, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test(
  'a second visit shows the jobs and applications saved on the last one at once, dated, then refreshed',
  screenOf('fr'),
  async ({ page, request }) => {
    const { professional: p } = textsFor('fr');
    const skill = `Topographie${randomUUID().slice(0, 6)}`;
    const { jobId } = await approvedJob(request, `Géomètre ${skill}`, { required_skills: skill });
    const professional = await registerViaApi(request, 'professional');
    const headers = bearer(professional.access);
    expect(
      (await request.patch('/api/profile/', { headers, data: { skills: [skill], onboarding_completed: true } })).ok(),
    ).toBe(true);
    expect((await request.post('/hiring/applications/', { headers, data: { job_id: jobId } })).ok()).toBe(true);
    await signInBrowser(page, professional, 'fr');

    const savedQueries = () =>
      page.evaluate(() =>
        Object.keys(localStorage)
          .filter((k) => k.startsWith('saved-lists:'))
          .flatMap(
            (k) =>
              (JSON.parse(localStorage.getItem(k)!) as { clientState: { queries: unknown[] } }).clientState.queries,
          ),
      );

    // The first visit, under the service worker: the lists are saved on the device. A list is written up to a second
    // after it arrives, and the shell may draw the application before the app has even read it: the applications are
    // on the device before the next page is loaded, which would drop a write still waiting.
    await page.goto('/my-applications');
    await expect(page.locator('article.application-card')).toHaveCount(1);
    await expect.poll(async () => (await savedQueries()).length).toBe(1);
    await page.goto('/recommended-jobs');
    await reloadUnderServiceWorker(page);
    await expect(page.locator('article.job-card')).toHaveCount(1);
    await expect.poll(async () => (await savedQueries()).length).toBe(2);
    await ageSavedLists(page);

    // An hour later, the network slow: the jobs are there before any answer, with their age.
    const release = await holdTheNetwork(page);
    await page.goto('/recommended-jobs');
    await expect(page.locator('article.job-card h3')).toHaveText(`Géomètre ${skill}`);
    const updating = new RegExp(`^${p.saved.updating.replace('{{date}}', '.*\\d{4}.*').replace('…', '…$')}`);
    await expect(page.getByRole('status').filter({ hasText: updating })).toBeVisible();

    // The answers come: the line goes, the list is the server's.
    release();
    await expect(page.getByText(updating)).toHaveCount(0);
    await expect(page.locator('article.job-card h3')).toHaveText(`Géomètre ${skill}`);

    // The applications too.
    await ageSavedLists(page);
    const releaseAgain = await holdTheNetwork(page);
    await page.goto('/my-applications');
    await expect(page.locator('article.application-card h2')).toHaveText(`Géomètre ${skill}`);
    await expect(page.getByText(updating)).toBeVisible();
    releaseAgain();
    await expect(page.getByText(updating)).toHaveCount(0);
  },
);

test(
  'a second visit draws the kept jobs from the device before the app has run: the shell is the worker’s, the list is only its last confirmed user’s',
  screenOf('fr'),
  async ({ page, request, context }) => {
    const skill = `Cartographie${randomUUID().slice(0, 6)}`;
    await approvedJob(request, `Cartographe ${skill}`, { required_skills: skill });
    const professional = await registerViaApi(request, 'professional');
    const headers = bearer(professional.access);
    expect(
      (await request.patch('/api/profile/', { headers, data: { skills: [skill], onboarding_completed: true } })).ok(),
    ).toBe(true);
    await signInBrowser(page, professional, 'fr');

    // The first visit: the list is kept on the device, and the page's shell by the service worker.
    await page.goto('/recommended-jobs');
    await expect(page.locator('article.job-card h3')).toHaveText(`Cartographe ${skill}`);
    await expect
      .poll(() =>
        page.evaluate(() =>
          Object.keys(localStorage).some(
            (key) => key.startsWith('saved-lists:') && localStorage[key].includes('Carto'),
          ),
        ),
      )
      .toBe(true);
    // The shell is kept as the server last sent it: in French once the app has said so (its language cookie), which a
    // visit under the worker then fetches again behind the page.
    await reloadUnderServiceWorker(page);
    await expect(page.locator('article.job-card h3')).toHaveText(`Cartographe ${skill}`);
    await expect
      .poll(() =>
        page.evaluate(async () => {
          const kept = await caches.match('/recommended-jobs', { cacheName: 'shells', ignoreVary: true });
          return kept ? /<html lang="(\w+)"/.exec(await kept.text())?.[1] : undefined;
        }),
      )
      .toBe('fr');

    // The next visits: no network at all, and the app's code never asked for (the loader waits for the page's load
    // event, which is kept from it). What is drawn is the shell's own doing, from what the device holds.
    await page.addInitScript(() =>
      window.addEventListener('load', (event) => event.stopImmediatePropagation(), { capture: true }),
    );
    await context.setOffline(true);
    // A reload, not goto, which would wait for the app.
    await page.reload();
    // The box is the shell's: the app, had it drawn, would have drawn its own list in its place.
    await expect(drawnByTheShell(page).locator('.job-card__heading')).toContainText(`Cartographe ${skill}`);

    // Another person's user on the device (the tokens' subject is not the user last confirmed): nothing is drawn.
    await page.evaluate(() => {
      const user = JSON.parse(localStorage.getItem('session-user')!) as { id: string };
      localStorage.setItem('session-user', JSON.stringify({ ...user, id: `${user.id}-someone-else` }));
    });
    await page.reload();
    await expect(page.locator('[data-first-rows]').first()).toBeAttached();
    await expect(drawnByTheShell(page)).toHaveCount(0);
    await context.setOffline(false);
  },
);
