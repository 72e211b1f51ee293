import { expect, test } from './support/test';
import { registerViaApi, signInBrowser } from './support/accounts';
import { textsFor } from './support/texts';

const { common, employer } = textsFor('en');
const { pageHeads } = common;

// The page's code is held back below; the service worker would fetch it out of the test's sight.
test.use({ serviceWorkers: 'block' });

const landings = [
  {
    userType: 'professional',
    path: '/recommended-jobs',
    data: '/hiring/jobs/',
    code: /\/assets\/recommended-jobs-page-[\w-]+\.js$/,
    heading: pageHeads.recommendedJobs.title,
  },
  {
    userType: 'employer',
    path: '/hiring-center',
    data: '/hiring/employer-jobs/',
    code: /\/assets\/hiring-center-page-[\w-]+\.js$/,
    heading: pageHeads.hiringCenter.title,
  },
] as const;

for (const { userType, path, data, code, heading } of landings) {
  test(`${path} asks for its data while its code is still on the way, and shows a skeleton meanwhile`, async ({
    page,
    request,
  }) => {
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

test("/hiring-center runs the request form's validation code only once the employer starts on the form", async ({
  page,
  request,
}) => {
  await signInBrowser(page, await registerViaApi(request, 'employer'));
  // The validation library, by a name its code carries whatever the bundle calls its file.
  const checks: Promise<string | null>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    checks.push(
      response.text().then(
        (code) => (code.includes('ZodError') ? new URL(response.url()).pathname : null),
        () => null,
      ),
    );
  });
  const validationCode = async () => (await Promise.all(checks)).filter((path) => path !== null);

  await page.goto('/hiring-center');
  await expect(page.getByRole('heading', { level: 2, name: employer.hiring.form.title })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await validationCode()).toEqual([]);

  await page.getByLabel(employer.hiring.form.job_title).focus();
  await expect.poll(validationCode).not.toEqual([]);
});
