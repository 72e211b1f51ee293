import { expect, plainTest as test, type Page } from './support/test';
import enHome from '../apps/web/src/i18n/locales/en/home';
import frHome from '../apps/web/src/i18n/locales/fr/home';
import enPages from '../apps/web/src/i18n/locales/en/pages';
import frPages from '../apps/web/src/i18n/locales/fr/pages';
import { registerViaApi, signInBrowser } from './support/accounts';
import { approvedJob } from './support/jobs';
import { textsFor } from './support/texts';

const words = {
  en: { home: enHome, pages: enPages, ...textsFor('en') },
  fr: { home: frHome, pages: frPages, ...textsFor('fr') },
};
const locales = { en: 'en-US', fr: 'fr-FR' } as const;

/** The Open Graph tags of a page as the server sends it, by property. */
function previewOf(html: string): Record<string, string[]> {
  const tags: Record<string, string[]> = {};
  for (const [, property, content] of html.matchAll(/<meta property="(og:[a-z_:]+)" content="([^"]*)">/g)) {
    (tags[property!] ??= []).push(
      content!
        .replace(/&quot;/g, '"')
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&amp;/g, '&'),
    );
  }
  return tags;
}

for (const language of ['en', 'fr'] as const) {
  const { home, pages, common, auth, professional } = words[language];

  test.describe(`with JavaScript off, a ${locales[language]} browser`, () => {
    test.use({ javaScriptEnabled: false, locale: locales[language] });

    test('reads the public pages in its language and follows their links', async ({ page }) => {
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(home.hero.title);
      // Written for a visitor: the two ways in open the registration, each with its role.
      await expect(page.getByRole('link', { name: home.hero.findJobs })).toHaveAttribute(
        'href',
        '/auth?tab=register&role=professional',
      );
      await expect(page.getByRole('link', { name: home.hero.findProfessionals })).toHaveAttribute(
        'href',
        '/auth?tab=register&role=employer',
      );

      await page.getByRole('contentinfo').getByRole('link', { name: common.footer.about }).click();
      await expect(page).toHaveURL(/\/about-us$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(pages.about.title);
      await expect(page.getByText(pages.about.intro)).toBeVisible();

      await page.getByRole('contentinfo').getByRole('link', { name: common.footer.howItWorks }).click();
      await expect(page).toHaveURL(/\/how-it-works$/);
      await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(pages.about.title);
    });

    test('cannot send the written log-in form itself, which would put the password in the address', async ({
      page,
    }) => {
      await page.goto('/auth');
      const submit = page.getByRole('button', { name: auth.login.submit, exact: true });
      await expect(submit).toBeDisabled();
      await page.getByLabel(auth.email).first().fill('someone@example.cd');
      const password = page.getByRole('textbox', { name: auth.password, exact: true });
      await password.fill('a-secret-password');
      await password.press('Enter');
      await expect(page).toHaveURL(/\/auth$/);
      expect(page.url()).not.toContain('a-secret-password');
      // A tab tapped before the app arrives is not lost: it opens the page with that tab chosen.
      await page.getByRole('tab', { name: auth.tabs.register }).click();
      await expect(page).toHaveURL(/\/auth\?tab=register$/);
    });

    test("previews a shared link in its language: the site's pages, and a job without any of the job's details", async ({
      request,
    }) => {
      const other = language === 'en' ? 'fr' : 'en';
      const site = {
        'og:site_name': [common.brand],
        'og:type': ['website'],
        'og:locale': [locales[language].replace('-', '_')],
        'og:locale:alternate': [locales[other].replace('-', '_')],
      };
      const read = async (path: string) =>
        (await request.get(path, { headers: { 'accept-language': `${locales[language]},${language};q=0.9` } })).text();

      expect(previewOf(await read('/'))).toEqual({
        ...site,
        'og:title': [common.brand],
        'og:description': [common.footer.tagline],
      });
      expect(previewOf(await read('/about-us'))).toEqual({
        ...site,
        'og:title': [`${pages.about.title} · ${common.brand}`],
        'og:description': [common.footer.tagline],
      });

      const { jobId } = await approvedJob(request, 'Géomètre du chantier Tenke', {}, { company_name: 'Tenke Mining' });
      const job = await read(`/jobs/${jobId}`);
      expect(previewOf(job)).toEqual({
        ...site,
        'og:title': [`${professional.job.title} · ${common.brand}`],
        'og:description': [auth.forJob.register],
      });
      expect(job).toContain(`<title>${professional.job.title} · ${common.brand}</title>`);
      // Jobs are for signed-in people: the preview, seen by anyone, names neither the job nor its company.
      for (const secret of ['Géomètre', 'Tenke']) expect(job).not.toContain(secret);
    });

    test("sees a signed-in page's frame in its language: the header, the page's heading and its skeleton", async ({
      page,
      isMobile,
    }) => {
      for (const [path, head] of [
        ['/recommended-jobs', common.pageHeads.recommendedJobs],
        ['/hiring-center', common.pageHeads.hiringCenter],
      ] as const) {
        await page.goto(path);
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        await expect(page.getByRole('banner').getByRole('link', { name: common.brand })).toBeVisible();
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(head.title);
        // Recommended Jobs' frame is the page's own, which leaves its introduction to wider screens.
        if (path === '/recommended-jobs' && isMobile) await expect(page.getByText(head.intro)).toBeHidden();
        else await expect(page.getByText(head.intro)).toBeVisible();
        await expect(page.locator('main .job-skeleton').first()).toBeVisible();
      }
      // The page's tabs and search, before the app: plain forms of the address.
      await page.goto('/recommended-jobs');
      await expect(page.getByRole('tab', { name: professional.jobs.all })).toBeVisible();
      await expect(page.getByRole('search')).toBeVisible();
    });
  });
}

/** Whether React has taken over the element: it keeps its own fields on the nodes it drew or hydrated. */
const hydrated = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$')));

for (const language of ['en', 'fr'] as const) {
  const { common } = words[language];
  test.describe(`a ${locales[language]} browser with JavaScript`, () => {
    // Pages come written from the server on a first visit; once the service worker is in charge, it opens the
    // app's own shell from the device instead (the app then draws the page).
    test.use({ locale: locales[language], serviceWorkers: 'block' });

    test('the app takes over the written page without drawing it again', async ({ page }) => {
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(message.text());
      });
      page.on('pageerror', (error) => problems.push(error.message));
      // The heading as the server wrote it carries a mark that the app itself never draws: if the app drew the
      // page again instead of taking it over, the mark would be gone.
      await page.route(/\/(about-us)?$/, async (route) => {
        const response = await route.fetch();
        const headers = { ...response.headers() };
        delete headers['content-encoding'];
        delete headers['content-length'];
        await route.fulfill({
          response,
          headers,
          body: (await response.text()).replace('<h1', '<h1 data-from-server'),
        });
      });

      for (const path of ['/', '/about-us']) {
        await page.goto(path);
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        await expect(page.locator('h1[data-from-server]')).toHaveCount(1);
        await expect.poll(() => hydrated(page, 'h1[data-from-server]')).toBe(true);
      }
      // React reports a page that did not match what it would draw (and then draws it again) as an error.
      expect(problems).toEqual([]);
    });

    test("the app draws a signed-in page over the frame the server wrote, in the reader's language", async ({
      page,
      request,
    }) => {
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(message.text());
      });
      page.on('pageerror', (error) => problems.push(error.message));
      await signInBrowser(page, await registerViaApi(request, 'professional'), language);
      // The frame's heading as the server wrote it carries a mark that the app never draws.
      let marked = 0;
      await page.route(/\/recommended-jobs$/, async (route) => {
        const response = await route.fetch();
        const headers = { ...response.headers() };
        delete headers['content-encoding'];
        delete headers['content-length'];
        const body = await response.text();
        if (body.includes('<h1')) marked += 1;
        await route.fulfill({ response, headers, body: body.replace('<h1', '<h1 data-from-server') });
      });
      const sheetsAskedFor: string[] = [];
      page.on(
        'request',
        (r) => void (r.resourceType() === 'stylesheet' && sheetsAskedFor.push(new URL(r.url()).pathname)),
      );
      await page.goto('/recommended-jobs');
      expect(marked).toBe(1);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      // One heading, the app's own, and the reader's list where the skeleton was.
      await expect(page.getByRole('heading', { level: 1, name: common.pageHeads.recommendedJobs.title })).toHaveCount(
        1,
      );
      await expect(page.locator('h1[data-from-server]')).toHaveCount(0);
      await expect(page.getByRole('tab').first()).toBeVisible();
      await expect(page.locator('.page-skeleton')).toHaveCount(0);
      // The styles the server wrote into the page are not downloaded again when the page's code arrives.
      const written = await page
        .locator('link[rel="stylesheet"][disabled]')
        .evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
      expect(written).toContainEqual(expect.stringMatching(/^\/assets\/recommended-jobs-page-[\w-]+\.css$/));
      expect(sheetsAskedFor.filter((sheet) => written.includes(sheet))).toEqual([]);
      expect(problems).toEqual([]);
    });
  });
}
