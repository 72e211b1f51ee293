import type { Page } from '@playwright/test';
import { textsFor } from './texts';

/**
 * My applications, opened within the app (its lists stay in memory): the page's link, or on a phone, where the page
 * leaves it to the menu, the menu's.
 */
export async function openMyApplications(page: Page, language: 'en' | 'fr') {
  const { common, professional: p } = textsFor(language);
  if (page.viewportSize()!.width >= 640) {
    await page.getByRole('main').getByRole('link', { name: p.jobs.myApplications }).click();
    return;
  }
  await page.getByRole('button', { name: common.nav.openMenu }).click();
  await page
    .getByRole('navigation', { name: common.nav.mainMenu })
    .getByRole('link', { name: common.nav.myApplications })
    .click();
}
