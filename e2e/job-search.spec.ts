import { expect, test, type Locator, type Page, type TestInfo } from './support/test';
import enPro from '../apps/web/src/i18n/locales/en/professional';
import frPro from '../apps/web/src/i18n/locales/fr/professional';
import enCommon from '../apps/web/src/i18n/locales/en/common';
import frCommon from '../apps/web/src/i18n/locales/fr/common';
import { signInBrowser, type Account } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { fill } from './support/texts';
import { PHONE_LANGUAGES, screenOf } from './support/screens';

type Lang = 'en' | 'fr';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const startsWith = (text: string) => new RegExp(`^${escape(text)}`);

/** A fresh demo professional (the "Try as Professional" account), signed in the browser in `lang`. */
async function demoProfessional(page: Page, lang: Lang): Promise<Account> {
  const res = await page.request.post('/api/demo-login/', { data: { user_type: 'professional' } });
  expect(res.status(), await res.text()).toBe(201);
  const account = { password: '', ...(await res.json()) } as Account;
  await signInBrowser(page, account, lang);
  return account;
}

/** The screenshots of a run, looked at by hand: /tmp/job-search-<project>-<lang>-<name>.png. */
const shoot = (page: Page, info: TestInfo, lang: Lang, name: string) =>
  page.screenshot({ path: `/tmp/job-search-${info.project.name}-${lang}-${name}.png`, fullPage: false });

/** The page's search controls, wherever the screen puts the filters. */
function searchPage(page: Page, lang: Lang) {
  const p = lang === 'en' ? enPro : frPro;
  const s = p.search;
  /** The words of a job's values (contract, work model...), the same in the employer's form, the cards and filters. */
  const job = (lang === 'en' ? enCommon : frCommon).job;
  const isPhone = () => (page.viewportSize()?.width ?? 1280) < 768;
  const count = page.locator('.jobs-count');
  const cards = page.locator('article.job-card');
  const filtersButton = page.getByRole('button', { name: startsWith(s.filters) });
  const dialog = page.getByRole('dialog', { name: s.filters });
  return {
    p,
    s,
    job,
    count,
    cards,
    filtersButton,
    dialog,
    searchBox: page.getByRole('searchbox', { name: s.label }),
    chip: (label: string) => page.getByRole('button', { name: fill(s.removeFilter, { filter: label }) }),
    chips: page.getByRole('list', { name: s.activeFilters }).getByRole('button'),
    clearAll: page
      .getByRole('list', { name: s.activeFilters })
      .locator('xpath=..')
      .getByRole('button', { name: s.clearAll, exact: true }),
    /** The count once the search has settled: "12 jobs" / "12 offres". */
    settled: () => expect(count).toHaveText(/^\d[\d\s\u202f,]*\+? \p{L}+$/u),
    /** Opens the filters (the phone's panel) and gives where they are. */
    async filters(): Promise<Locator> {
      if (!isPhone()) return page.getByRole('region', { name: s.filters });
      await filtersButton.click();
      await expect(dialog).toBeVisible();
      // The panel is the screen: nothing of it is off to a side, and its button is in reach without scrolling.
      const viewport = page.viewportSize()!;
      const box = (await dialog.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
      expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
      await expect(dialog.getByRole('button', { name: /^(Show|Voir) / })).toBeInViewport();
      return dialog;
    },
    /** Closes the phone's panel with its "Show N jobs" button; the focus goes back to the Filters button. */
    async done() {
      if (!isPhone()) return;
      await dialog.getByRole('button', { name: /^(Show|Voir) / }).click();
      await expect(dialog).toBeHidden();
      await expect(filtersButton).toBeFocused();
    },
  };
}

/** The number in "12 jobs" / "1 000+ offres". */
const numberIn = async (locator: Locator) => Number((await locator.innerText()).replace(/\D+/g, ''));

for (const lang of PHONE_LANGUAGES) {
  test.describe(`job search (${lang})`, screenOf(lang), () => {
    test('searches words, filters, shares the search in its address, and undoes changes with Back', async ({
      page,
    }, info) => {
      test.setTimeout(120_000);
      const { p, job, s, count, cards, searchBox, chip, chips, clearAll, settled, filters, done, filtersButton } =
        searchPage(page, lang);
      const hybrid = job.workModel.hybrid;
      const fullTime = job.contract['full-time'];
      await page.clock.install();
      await demoProfessional(page, lang);

      // Both tabs have the search.
      await page.goto('/recommended-jobs');
      await expect(page.getByRole('tab', { name: p.jobs.matched })).toHaveAttribute('aria-selected', 'true');
      await expect(searchBox).toBeVisible();
      await settled();
      await page.getByRole('tab', { name: p.jobs.all }).click();
      await expect(page).toHaveURL(/\/recommended-jobs\?show_all=true$/);
      await settled();
      // Nothing is wider than the screen, on a phone either.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        page.viewportSize()!.width,
      );
      const everything = await numberIn(count);
      expect(everything).toBeGreaterThan(20);
      await shoot(page, info, lang, '1-all-jobs');

      // Words typed one key after the other make one request, once typing pauses.
      const listRequests: string[] = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (url.pathname === '/hiring/jobs/' && url.searchParams.has('q')) listRequests.push(url.search);
      });
      // The page's clock is paused while the keys go in, so that a slow machine cannot stretch the gap between two
      // keys past the pause that sends the search.
      await page.clock.pauseAt(Date.now() + 1_000);
      await searchBox.pressSequentially('engineer', { delay: 60 });
      await expect(page).toHaveURL(/\/recommended-jobs\?show_all=true$/);
      // A second of stillness: longer than the pause the search box waits for.
      await page.clock.runFor(1_000);
      await page.clock.resume();
      await expect(page).toHaveURL(/\/recommended-jobs\?show_all=true&q=engineer$/);
      await settled();
      const engineers = await numberIn(count);
      expect(engineers).toBeGreaterThan(0);
      expect(engineers).toBeLessThan(everything);
      expect(listRequests).toEqual(['?show_all=true&q=engineer']);
      await expect(chip(fill(s.words, { q: 'engineer' }))).toBeVisible();

      // A filter from the checkboxes, with their counts: a chip, and only hybrid jobs.
      let panel = await filters();
      const hybridBox = panel.getByRole('checkbox', { name: startsWith(hybrid) });
      await expect(hybridBox).toHaveAccessibleName(new RegExp(`^${escape(hybrid)} \\d+ \\p{L}+$`, 'u'));
      if (info.project.name === 'phone') await expectNoAxeViolations(page);
      await hybridBox.check();
      await expect(page).toHaveURL(/[?&]work_model=hybrid(&|$)/);
      await expect(count).toHaveText(/^\d/);
      await shoot(page, info, lang, '2-filters');
      await done();
      await settled();
      await expect(chip(hybrid)).toBeVisible();
      const hybrids = await numberIn(count);
      expect(hybrids).toBeLessThanOrEqual(engineers);
      for (const card of await cards.all()) {
        await expect(card.locator('.job-summary')).toContainText(hybrid);
        // Every card keeps its explanation one tap away, and its match badge once it shares a skill: All jobs has
        // no badge on a job sharing none.
        await card.getByText(p.jobs.card.details, { exact: true }).click();
        const explanation = card.locator('.match-explanation');
        await expect(explanation).toBeVisible();
        const shared = await explanation.locator('.skill--matched').count();
        await expect(card.locator('.match-badge')).toHaveCount(shared > 0 ? 1 : 0);
      }
      await expectNoAxeViolations(page);

      // Removing the chip removes the filter.
      await chip(hybrid).click();
      await expect(chip(hybrid)).toHaveCount(0);
      await expect(page).not.toHaveURL(/work_model/);
      await settled();
      expect(await numberIn(count)).toBe(engineers);

      // Back undoes a change: the filter returns, with its results.
      await page.goBack();
      await expect(page).toHaveURL(/[?&]work_model=hybrid(&|$)/);
      await expect(chip(hybrid)).toBeVisible();
      await settled();
      expect(await numberIn(count)).toBe(hybrids);

      // The address is the search: reloaded (or shared), it is the same search.
      panel = await filters();
      await panel.getByRole('checkbox', { name: startsWith(fullTime) }).check();
      await expect(page).toHaveURL(/[?&]type_of_contract=full-time(&|$)/);
      await done();
      await settled();
      const shared = page.url();
      const sharedCount = await count.innerText();
      const sharedChips = await chips.evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label')));
      expect(sharedChips).toHaveLength(3);
      await shoot(page, info, lang, '3-chips');
      await page.reload();
      await expect(page).toHaveURL(shared);
      await settled();
      await expect(count).toHaveText(sharedCount);
      await expect(searchBox).toHaveValue('engineer');
      expect(await chips.evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label')))).toEqual(
        sharedChips,
      );
      await expect(page.getByRole('tab', { name: p.jobs.all })).toHaveAttribute('aria-selected', 'true');

      // Back, after a reload too: the search before the contract filter.
      await page.goBack();
      await expect(page).not.toHaveURL(/type_of_contract/);
      await expect(chip(fullTime)).toHaveCount(0);
      await expect(chip(hybrid)).toBeVisible();

      // "Clear all" keeps the tab and empties the search, the words too.
      await clearAll.click();
      await expect(page).toHaveURL(/\/recommended-jobs\?show_all=true$/);
      await expect(chips).toHaveCount(0);
      await expect(searchBox).toHaveValue('');
      await expect(searchBox).toBeFocused();
      await settled();
      expect(await numberIn(count)).toBe(everything);
      await expect(filtersButton.or(page.getByRole('region', { name: s.filters }))).toBeVisible();
    });

    test('suggests locations, and says which filters to loosen when nothing matches', async ({ page }, info) => {
      const { s, count, searchBox, chip, settled, filters, done } = searchPage(page, lang);
      await demoProfessional(page, lang);
      await page.goto('/recommended-jobs?show_all=true&q=engineer');
      await settled();
      await expect(searchBox).toHaveValue('engineer');

      const panel = await filters();
      const location = panel.getByRole('combobox', { name: s.location });
      await location.fill('mata');
      const matadi = panel.getByRole('option', { name: /^Matadi/ });
      await expect(matadi).toBeVisible();
      await location.press('ArrowDown');
      await expect(location).toHaveAttribute('aria-activedescendant', /.+/);
      await location.press('Enter');
      await expect(page).toHaveURL(/[?&]location=Matadi(&|$)/);
      await expect(location).toHaveValue('Matadi');
      await done();

      // No engineer in Matadi: the page says so, with the filters to loosen.
      await expect(page.getByRole('heading', { name: s.empty.title })).toBeVisible();
      await expect(
        page.getByText(`${fill(s.empty.words, { q: 'engineer' })} ${fill(s.empty.place, { location: 'Matadi' })}.`),
      ).toBeVisible();
      await expect(count).toHaveText(/^0 /);
      await expect(chip('Matadi')).toBeVisible();
      await shoot(page, info, lang, '4-empty');
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: s.empty.clearAll }).click();
      await expect(page).toHaveURL(/\/recommended-jobs\?show_all=true$/);
      await settled();
    });

    test('explains a link it cannot read, and resets it', async ({ page }, info) => {
      const { job, s, settled } = searchPage(page, lang);
      await demoProfessional(page, lang);
      await page.goto('/recommended-jobs?show_all=true&work_model=office,remote&posted_within_days=999');
      const alert = page.getByRole('alert').filter({ hasText: s.invalid.title });
      await expect(alert).toBeVisible();
      await expect(alert).toContainText(s.fields.work_model);
      await expect(alert).toContainText(s.fields.posted_within_days);
      await shoot(page, info, lang, '5-bad-link');
      await expectNoAxeViolations(page);
      await alert.getByRole('button', { name: s.invalid.keepRest }).click();
      await expect(page).toHaveURL(/\/recommended-jobs\?show_all=true&work_model=remote$/);
      await settled();
      await expect(
        page.getByRole('button', { name: fill(s.removeFilter, { filter: job.workModel.remote }) }),
      ).toBeVisible();
    });
  });
}
