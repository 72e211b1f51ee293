import { expect, test, type APIRequestContext, type Page } from './support/test';
import enPro from '../apps/web/src/i18n/locales/en/professional';
import frPro from '../apps/web/src/i18n/locales/fr/professional';
import { PASSWORD, registerViaApi, signInBrowser, type Account } from './support/accounts';
import { reloadUnderServiceWorker } from './support/service-worker';
import { fill, textsFor } from './support/texts';
import { openMyApplications } from './support/navigation';
import { PHONE_LANGUAGES, screenOf } from './support/screens';

/**
 * The professional's last loaded job list and applications, kept on the device: read offline with their date,
 * nothing sent from them, refreshed once the network is back, and never shown to the next person on the device.
 */

/**
 * A professional whose skills match some jobs, with one application sent; returns the job applied to, its title
 * in `language` (the demo market's jobs are written in both).
 */
async function professionalWithAnApplication(
  request: APIRequestContext,
  language: 'en' | 'fr',
): Promise<{ account: Account; applied: string }> {
  const account = await registerViaApi(request, 'professional');
  const headers = { Authorization: `Bearer ${account.access}`, 'Accept-Language': language };
  const profile = await request.patch('/api/profile/', {
    headers,
    data: { skills: ['Accounting', 'Microsoft Excel', 'Logistics'] },
  });
  expect(profile.ok(), await profile.text()).toBe(true);
  const jobs = (await (await request.get('/hiring/jobs/?show_all=true', { headers })).json()) as {
    id: number;
    job_title: string;
  }[];
  const job = jobs[0]!;
  const sent = await request.post('/hiring/applications/', { headers, data: { job_id: job.id } });
  expect(sent.ok(), await sent.text()).toBe(true);
  return { account, applied: job.job_title };
}

/** What the device keeps of the lists, by key (saves land about a second after a list loads). */
const savedLists = (page: Page) =>
  page.evaluate(() =>
    Object.fromEntries(
      Object.keys(localStorage)
        .filter((key) => key.startsWith('saved-lists:'))
        .map((key) => [
          key,
          (
            JSON.parse(localStorage.getItem(key)!) as { clientState: { queries: { queryKey: unknown[] }[] } }
          ).clientState.queries.map((q) => JSON.stringify(q.queryKey)),
        ]),
    ),
  );

/** "Saved on <a date with its year and a time>, you are offline", in the reader's language. */
const savedLine = (template: string) =>
  new RegExp(
    `^${template.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace('\\{\\{date\\}\\}', '.*\\d{4}.*\\d{1,2}:\\d{2}.*')}$`,
  );

for (const language of PHONE_LANGUAGES) {
  const p = language === 'en' ? enPro : frPro;
  const { common, msg } = textsFor(language);

  test(
    `the last job list and applications are read offline with their date, nothing is sent, and they refresh online (${language})`,
    screenOf(language),
    async ({ page, context, request }) => {
      test.setTimeout(120_000);
      const { account, applied } = await professionalWithAnApplication(request, language);
      await signInBrowser(page, account, language);
      const cards = page.locator('article.job-card');
      const applicationCards = page.locator('article.application-card');

      // Online: both tabs of the jobs, then the applications, as the professional reads them.
      await page.goto('/recommended-jobs');
      await expect(cards.first()).toBeVisible();
      await reloadUnderServiceWorker(page);
      await expect(cards.first()).toBeVisible();
      const matchedTitle = await cards.first().getByRole('heading', { level: 3 }).innerText();
      await page.getByRole('tab', { name: p.jobs.all }).click();
      await expect(page).toHaveURL(/show_all=true/);
      await expect(cards.first()).toBeVisible();
      const allTitle = await cards.first().getByRole('heading', { level: 3 }).innerText();
      await openMyApplications(page, language);
      await expect(applicationCards.filter({ hasText: applied })).toBeVisible();
      await expect
        .poll(async () => Object.values(await savedLists(page)).flat())
        .toEqual(
          expect.arrayContaining([
            '["applications"]',
            expect.stringContaining('show_all=true'),
            expect.stringContaining('show_all=false'),
          ]),
        );
      // Small: a first page of each list (twenty jobs, not the pictures), whatever was loaded beyond it.
      const stored = await page.evaluate(() =>
        Object.keys(localStorage)
          .filter((k) => k.startsWith('saved-lists:'))
          .reduce((n, k) => n + localStorage.getItem(k)!.length, 0),
      );
      test.info().annotations.push({ type: 'saved lists (characters)', description: String(stored) });
      expect(stored).toBeLessThan(150_000);

      // Offline, the page reloaded: the applications are there, dated, under the offline notice.
      await context.setOffline(true);
      await page.reload();
      await expect(page.getByRole('status').filter({ hasText: common.offline.notice })).toBeVisible();
      await expect(applicationCards.filter({ hasText: applied })).toBeVisible();
      await expect(page.getByText(savedLine(p.saved.offline))).toBeVisible();

      // The jobs of both tabs as last loaded; Apply cannot be used from them.
      await page.getByRole('main').getByRole('link', { name: p.applications.backToJobs }).click();
      await expect(page.getByRole('heading', { level: 3, name: matchedTitle }).first()).toBeVisible();
      await expect(page.getByText(savedLine(p.saved.offline))).toBeVisible();
      // (Its accessible name is "Apply for <title>".)
      const applyButtons = cards.locator('.job-card__actions').getByRole('button');
      await expect(applyButtons.first()).toBeDisabled();
      await page.getByRole('tab', { name: p.jobs.all }).click();
      await expect(page.getByRole('heading', { level: 3, name: allTitle }).first()).toBeVisible();

      // A search never loaded here says so, and leads back to the one saved.
      await page.goto('/recommended-jobs?show_all=true&q=nothing-saved');
      await expect(page.getByRole('alert').filter({ hasText: common.offline.pageNotSaved })).toBeVisible();
      await page
        .getByRole('link', {
          name: new RegExp(fill(p.saved.showSaved, { date: '' }).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
        })
        .click();
      await expect(page.getByRole('heading', { level: 3, name: allTitle }).first()).toBeVisible();

      // Back online: the notice and the saved line go, and the lists are asked for again.
      const refreshed = page.waitForResponse((response) => response.url().includes('/hiring/jobs/?') && response.ok());
      await context.setOffline(false);
      await refreshed;
      await expect(page.getByText(common.offline.notice)).toHaveCount(0);
      await expect(page.getByText(savedLine(p.saved.offline))).toHaveCount(0);
      await expect(applyButtons.first()).toBeEnabled();

      // A form opened online and sent once the connection is gone is refused with the offline message, and nothing is
      // sent, then or later.
      const sent: string[] = [];
      page.on('request', (r) => {
        if (r.method() === 'POST' && r.url().includes('/hiring/applications/')) sent.push(r.url());
      });
      await applyButtons.first().click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      await context.setOffline(true);
      await dialog.getByRole('button', { name: p.jobs.apply.submit }).click();
      await expect(dialog.getByText(msg('offlineNotSent'))).toBeVisible();
      await context.setOffline(false);
      await expect(page.getByText(common.offline.notice)).toHaveCount(0);
      // Time for anything held back to leave once connected: nothing does.
      await page.waitForTimeout(1500);
      expect(sent).toEqual([]);
    },
  );
}

test("a second person signing in on the same browser after a log-out sees none of the first one's lists", async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  const { auth, common } = textsFor('fr');
  const first = await professionalWithAnApplication(request, 'fr');
  await signInBrowser(page, first.account, 'fr');
  await page.goto('/my-applications');
  await expect(page.locator('article.application-card').filter({ hasText: first.applied })).toBeVisible();
  await expect
    .poll(async () => Object.keys(await savedLists(page)))
    .toEqual([`saved-lists:${String(first.account.user.id)}`]);

  // Disconnect (in the menu on a phone): nothing of the first person's lists stays.
  if ((page.viewportSize()?.width ?? 1280) < 768) await page.getByRole('button', { name: common.nav.openMenu }).click();
  await page.getByRole('button', { name: common.nav.disconnect }).filter({ visible: true }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await savedLists(page)).toEqual({});

  // The second person logs in through the form, on the same browser.
  const second = await registerViaApi(request, 'professional');
  await page.goto('/auth');
  const form = page.getByRole('tabpanel', { name: auth.tabs.login });
  await form.getByLabel(new RegExp(`^${auth.email}`)).fill(second.email);
  await form.getByLabel(new RegExp(`^${auth.password}`)).fill(PASSWORD);
  await form.getByRole('button', { name: auth.login.submit }).click();
  await expect(page).toHaveURL(/\/recommended-jobs/);
  await openMyApplications(page, 'fr');
  await expect(page.getByRole('heading', { name: frPro.applications.emptyTitle })).toBeVisible();
  await expect(page.getByText(first.applied)).toHaveCount(0);
  await expect.poll(async () => Object.keys(await savedLists(page))).toEqual([`saved-lists:${String(second.user.id)}`]);
  // The lists are saved a moment after they change: the applications one too, before the connection goes.
  await expect.poll(async () => Object.values(await savedLists(page)).flat()).toContain('["applications"]');

  // Offline, their own saved list, empty: never the first person's.
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: frPro.applications.emptyTitle })).toBeVisible();
  await expect(page.getByText(first.applied)).toHaveCount(0);
  await context.setOffline(false);
});
