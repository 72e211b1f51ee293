import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { registerViaApi, signInBrowser } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { textsFor } from './support/texts';
import { PHONE_LANGUAGES, screenOf } from './support/screens';

/** The header's account actions: in its bar on a desktop, in its menu (opened first) on a phone. */
async function accountMenu(page: Page, language: 'en' | 'fr') {
  const { common } = textsFor(language);
  if (page.viewportSize()!.width < 768) await page.getByRole('button', { name: common.nav.openMenu }).click();
  // The other one (the phone's menu closed, or the bar a phone leaves to the menu) is hidden.
  return page.getByRole('banner').getByRole('navigation', { name: common.nav.mainMenu });
}

for (const language of PHONE_LANGUAGES) {
  test(
    `a professional downloads their data from the account menu (${language})`,
    screenOf(language),
    async ({ page, request }) => {
      const { common, account } = textsFor(language);
      const professional = await registerViaApi(request, 'professional');
      await signInBrowser(page, professional, language);
      await page.goto('/settings/email');
      // The settings page says what the file holds, beside its own button.
      const section = page.getByRole('region', { name: account.dataExport.title });
      await expect(section.getByText(account.dataExport.about)).toBeVisible();
      await expect(section.getByRole('button', { name: common.dataExport.action })).toBeVisible();

      const menu = await accountMenu(page, language);
      const action = menu.getByRole('button', { name: common.dataExport.action });
      await expect(action).toBeVisible();
      const [scroll, width] = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
      expect(scroll).toBeLessThanOrEqual(width);
      await expectNoAxeViolations(page);

      const downloading = page.waitForEvent('download');
      await action.click();
      const download = await downloading;
      expect(download.suggestedFilename()).toMatch(/^congo-talent-data-\d{4}-\d{2}-\d{2}\.zip$/);
      const bytes = await readFile(await download.path());
      expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');
      // A ZIP names its entries in the clear: the data is there, with the page that explains it in the reader's language.
      expect(bytes.includes('data.json')).toBe(true);
      expect(bytes.includes(language === 'fr' ? 'lisez-moi.html' : 'read-me.html')).toBe(true);

      // Done: the button is back, and the outcome was put where a screen reader hears it.
      await expect(action).not.toHaveAttribute('aria-busy');
      await expect(menu.getByRole('status')).toHaveText(common.dataExport.saved);
      await expect(menu.getByRole('alert')).toHaveCount(0);
    },
  );
}

test('a signed-out request for the data is refused', async ({ request }) => {
  const res = await request.get('/api/me/export/');
  expect(res.status()).toBe(401);
});
