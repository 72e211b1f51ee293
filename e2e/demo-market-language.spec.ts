import { expect, test } from './support/test';
import { useLanguage } from './support/accounts';
import { textsFor } from './support/texts';

/**
 * A visitor who tries the demo reads its market in the language of the app: in French on the phone, the truck
 * driver's ad is a "Chauffeur poids lourd" in "RD Congo" asking for "Français"; in English on the desktop, the same ad
 * is the "Truck Driver" it was written as.
 */
test('the demo market reads in the language of the app', async ({ page }, info) => {
  const language = info.project.name === 'phone' ? 'fr' : 'en';
  const { auth, common, professional: p } = textsFor(language);
  await useLanguage(page, language);
  await page.goto('/auth');
  await page.getByRole('tab', { name: auth.tabs.register }).click();
  await page.getByRole('button', { name: auth.demo.professional }).click();
  await expect(page).toHaveURL(/\/recommended-jobs$/);

  // A word the ad's title does not hold in either language: it is found through its description.
  await page.goto(`/recommended-jobs?show_all=true&q=${language === 'fr' ? 'camions' : 'trucks'}`);
  const title = language === 'fr' ? 'Chauffeur poids lourd' : 'Truck Driver';
  const card = page.locator('article.job-card').filter({ has: page.getByRole('heading', { name: title }) });
  await expect(card).toHaveCount(1);
  await expect(card).toContainText(language === 'fr' ? 'Lubumbashi, RD Congo' : 'Lubumbashi, DR Congo');
  await card.getByText(p.jobs.card.details, { exact: true }).click();
  await expect(card).toContainText(language === 'fr' ? 'Conduire des camions de 30 tonnes' : 'Drive 30-tonne trucks');
  await expect(page.locator('article.job-card').getByRole('heading', { name: 'Truck Driver' })).toHaveCount(
    language === 'fr' ? 0 : 1,
  );

  // Changing the language reads the list again, in the new one.
  const other = language === 'fr' ? 'en' : 'fr';
  await page.getByLabel(common.language.label).selectOption(other);
  const otherTitle = language === 'fr' ? 'Truck Driver' : 'Chauffeur poids lourd';
  await expect(page.locator('article.job-card').getByRole('heading', { name: otherTitle })).toHaveCount(1);
});
