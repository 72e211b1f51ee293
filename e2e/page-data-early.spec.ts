import { expect, plainTest, test, type APIRequestContext } from './support/test';
import { registerViaApi, signInBrowser } from './support/accounts';
import { approvedJob } from './support/jobs';
import { textsFor } from './support/texts';

const { common, employer } = textsFor('en');
const { pageHeads } = common;

// The app's or the page's code is held back below; the service worker would fetch it out of the test's sight.
test.use({ serviceWorkers: 'block' });
plainTest.use({ serviceWorkers: 'block' });

const landings = [
  {
    name: 'Recommended Jobs',
    userType: 'professional',
    path: async () => '/recommended-jobs',
    data: (path: string) => path === '/hiring/jobs/',
    heading: pageHeads.recommendedJobs.title,
  },
  {
    name: 'My applications',
    userType: 'professional',
    path: async () => '/my-applications',
    data: (path: string) => path === '/hiring/applications/',
    heading: pageHeads.myApplications.title,
  },
  {
    name: "a job's page",
    userType: 'professional',
    path: async (request: APIRequestContext) => `/jobs/${(await approvedJob(request, 'Early Surveyor')).jobId}`,
    data: (path: string) => /^\/hiring\/jobs\/\d+\/$/.test(path),
    heading: 'Early Surveyor',
  },
  {
    name: 'the Hiring Centre',
    userType: 'employer',
    path: async () => '/hiring-center',
    data: (path: string) => path === '/hiring/employer-jobs/',
    heading: pageHeads.hiringCenter.title,
  },
] as const;

for (const { name, userType, path: pathOf, data, heading } of landings) {
  // The plain test: its goto does not wait for the app, which is held back here.
  plainTest(
    `${name} asks for the session and its data as its page is read, before the app's code has come`,
    async ({ page, request }) => {
      const path = await pathOf(request);
      await signInBrowser(page, await registerViaApi(request, userType));

      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
        await released;
        await route.continue();
      });
      const dataRequests: string[] = [];
      const sessionRequests: string[] = [];
      page.on('request', (r) => {
        const { pathname } = new URL(r.url());
        if (data(pathname)) dataRequests.push(r.url());
        if (pathname === '/api/user-status/') sessionRequests.push(r.url());
      });

      await page.goto(path);
      // The app's code has not arrived, yet the session and the page's data are on their way.
      await expect.poll(() => dataRequests.length).toBe(1);
      await expect.poll(() => sessionRequests.length).toBe(1);

      release();
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await page.waitForLoadState('networkidle');
      // The app used what the page asked for: neither was asked for twice.
      expect(dataRequests).toHaveLength(1);
      expect(sessionRequests).toHaveLength(1);
    },
  );
}

const dailyPageCode = [
  { userType: 'professional', path: '/recommended-jobs', code: /\/assets\/recommended-jobs-page-[\w-]+\.js$/ },
  { userType: 'employer', path: '/hiring-center', code: /\/assets\/hiring-center-page-[\w-]+\.js$/ },
] as const;

for (const { userType, path, code } of dailyPageCode) {
  test(`${path} shows its heading and a skeleton while its code is still on the way`, async ({ page, request }) => {
    await signInBrowser(page, await registerViaApi(request, userType));

    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(code, async (route) => {
      await released;
      await route.continue();
    });
    await page.goto(path);
    const skeleton = page.locator('.page-skeleton');
    await expect(skeleton).toBeVisible();
    await expect(skeleton.getByRole('heading', { level: 1 })).toBeVisible();

    release();
    await expect(skeleton).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
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
