import { expect, test } from './support/test';
import { registerViaApi, signInBrowser } from './support/accounts';

// The page's code is held back below; the service worker would fetch it out of the test's sight.
test.use({ serviceWorkers: 'block' });

const landings = [
  { userType: 'professional', path: '/recommended-jobs', data: '/hiring/jobs/', code: /\/assets\/recommended-jobs-page-[\w-]+\.js$/ },
  { userType: 'employer', path: '/hiring-center', data: '/hiring/employer-jobs/', code: /\/assets\/hiring-center-page-[\w-]+\.js$/ },
] as const;

for (const { userType, path, data, code } of landings) {
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
    // The page's code has not arrived, yet its data is on its way, and the page's shape is on the screen.
    await expect.poll(() => dataRequests.length).toBeGreaterThan(0);
    await expect(page.locator('.page-skeleton')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0);

    release();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('.page-skeleton')).toHaveCount(0);
    // The page used what was fetched on the way in: the first page of data was asked for once.
    expect(dataRequests).toHaveLength(1);
  });
}
