import { expect, test, type Page } from './support/test';
import { API_PATH_PREFIXES } from '@talent/shared';
import { registerViaApi, signInBrowser, useLanguage } from './support/accounts';
import { claimedByServiceWorker, reloadUnderServiceWorker } from './support/service-worker';
import { textsFor } from './support/texts';
import { screenOf } from './support/screens';

/** Every address the service worker's caches hold. */
const cachedPaths = (page: Page) =>
  page.evaluate(async () => {
    const paths: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) paths.push(new URL(request.url).pathname);
    }
    return paths;
  });

for (const language of ['en', 'fr'] as const) {
  const { common } = textsFor(language);

  test(
    `a second visit comes from the device, and offline the app opens and says so (${language})`,
    screenOf(language),
    async ({ page, context }) => {
      await useLanguage(page, language);
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await claimedByServiceWorker(page);

      const fromDevice = new Map<string, boolean>();
      page.on('response', (response) => fromDevice.set(new URL(response.url()).pathname, response.fromServiceWorker()));
      await page.reload();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const entry = [...fromDevice.keys()].find((path) => /^\/assets\/index-[\w-]+\.js$/.test(path));
      expect(entry, [...fromDevice.keys()].join('\n')).toBeDefined();
      expect(fromDevice.get('/')).toBe(true);
      expect(fromDevice.get(entry!)).toBe(true);
      await expect(page.getByText(common.offline.notice)).toHaveCount(0);

      await context.setOffline(true);
      await page.reload();
      // The page seen before, whole, with the notice above it.
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: common.offline.notice })).toBeVisible();

      // A page never opened here: the layout stays and says why the page is missing.
      await page.getByRole('contentinfo').getByRole('link', { name: common.footer.about }).click();
      await expect(page.getByRole('alert').filter({ hasText: common.offline.pageNotSaved })).toBeVisible();
      await expect(page.getByRole('banner')).toBeVisible();

      // Back online, the notice goes and the missing page can be fetched again.
      await context.setOffline(false);
      await expect(page.getByText(common.offline.notice)).toHaveCount(0);
      await page.getByRole('button', { name: common.errorPage.retry }).click();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByText(common.offline.pageNotLoaded)).toHaveCount(0);
    },
  );
}

for (const language of ['en', 'fr'] as const) {
  const { common } = textsFor(language);

  test(
    `offline, data never loaded on the device says it will come with the connection, and it does (${language})`,
    screenOf(language),
    async ({ page, context, request }) => {
      await signInBrowser(page, await registerViaApi(request, 'employer'), language);
      await page.goto('/onboarding');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await reloadUnderServiceWorker(page);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

      // The page's code is on the device, its data (an employer's profile is never kept) is not.
      await context.setOffline(true);
      await page.reload();
      const waiting = page.getByRole('status').filter({ hasText: common.offline.dataNotSaved });
      await expect(waiting).toBeVisible();
      await context.setOffline(false);
      await expect(waiting).toHaveCount(0);
      await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
    },
  );
}

test('answers of the API are never kept by the service worker: what is read or sent always reaches the server', async ({
  page,
}) => {
  await page.goto('/auth');
  await claimedByServiceWorker(page);
  await page.reload();
  const apiAnswers: { path: string; fromDevice: boolean }[] = [];
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    if (API_PATH_PREFIXES.some((prefix) => path.startsWith(prefix))) {
      apiAnswers.push({ path, fromDevice: response.fromServiceWorker() });
    }
  });
  const form = page.locator('form:visible');
  await form.getByLabel('E-mail').fill('nobody@example.cd');
  await form.getByLabel(/^Password/).fill('not-the-password');
  await form.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid email or password.' })).toBeVisible();

  expect(apiAnswers.map((a) => a.path)).toContain('/api/token/');
  expect(apiAnswers.filter((a) => a.fromDevice)).toEqual([]);
  const cached = await cachedPaths(page);
  expect(cached.length).toBeGreaterThan(0);
  expect(cached.filter((path) => API_PATH_PREFIXES.some((prefix) => path.startsWith(prefix)))).toEqual([]);
});
