import { expect, test } from './support/test';
import { registerViaApi, signInBrowser } from './support/accounts';
import { textsFor } from './support/texts';

const { pageHeads } = textsFor('en').common;

// The page's code is held back below; the service worker would fetch it out of the test's sight.
test.use({ serviceWorkers: 'block' });

const landings = [
  { userType: 'professional', path: '/recommended-jobs', data: '/hiring/jobs/', code: /\/assets\/recommended-jobs-page-[\w-]+\.js$/, heading: pageHeads.recommendedJobs.title },
  { userType: 'employer', path: '/hiring-center', data: '/hiring/employer-jobs/', code: /\/assets\/hiring-center-page-[\w-]+\.js$/, heading: pageHeads.hiringCenter.title },
] as const;

for (const { userType, path, data, code, heading } of landings) {
  test(`${path} asks for its data while its code is still on the way, and shows a skeleton meanwhile`, async ({ page, request }) => {
    await signInBrowser(page, await registerViaApi(request, userType));

    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(code, async (route) => {
      await released;
      await route.continue();
    });
    const dataRequests: string[] = [];
    page.on('request', (r) => void (new URL(r.url()).pathname === data && dataRequests.push(r.url())));

    await page.goto(path);
    // The page's code has not arrived, yet its data is on its way, and the page's shape is on the screen, with
    // its heading already written.
    await expect.poll(() => dataRequests.length).toBeGreaterThan(0);
    const skeleton = page.locator('.page-skeleton');
    await expect(skeleton).toBeVisible();
    await expect(skeleton.getByRole('heading', { level: 1, name: heading })).toBeVisible();

    release();
    await expect(skeleton).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    // The page used what was fetched on the way in: the first page of data was asked for once.
    expect(dataRequests).toHaveLength(1);
  });
}
