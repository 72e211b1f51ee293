import { expect, test } from './support/test';
import { registerViaApi, signInBrowser, useLanguage } from './support/accounts';
import { screenOf } from './support/screens';
import { textsFor } from './support/texts';
import enHome from '../apps/web/src/i18n/locales/en/home';
import frHome from '../apps/web/src/i18n/locales/fr/home';

/**
 * A newcomer's first minutes: the home page's two ways in, each opening the registration with its role chosen. In
 * French on the phone and English on the desktop.
 */
for (const language of ['en', 'fr'] as const) {
  const { auth, common } = textsFor(language);
  const home = language === 'fr' ? frHome : enHome;

  test.describe(`a visitor (${language})`, screenOf(language), () => {
    test("the home page's buttons open the registration with the role they are for", async ({ page }) => {
      await useLanguage(page, language);
      await page.goto('/');
      const ways = [
        [home.hero.findJobs, 'professional'],
        [home.hero.findProfessionals, 'employer'],
      ] as const;
      for (const [button, role] of ways) {
        await page.getByRole('link', { name: button }).click();
        await expect(page).toHaveURL(new RegExp(`/auth\\?tab=register&role=${role}$`));
        await expect(page.getByRole('tab', { name: auth.tabs.register })).toHaveAttribute('aria-selected', 'true');
        const form = page.getByRole('tabpanel', { name: auth.tabs.register });
        const toggle = form.getByRole('group', { name: auth.register.role.legend });
        // The toggle's radios say which role is chosen, as a screen reader reads them.
        await expect(toggle.getByRole('radio', { name: auth.register.role[role] })).toBeChecked();
        const other = role === 'professional' ? 'employer' : 'professional';
        await expect(toggle.getByRole('radio', { name: auth.register.role[other] })).not.toBeChecked();
        await page
          .getByRole('banner')
          .getByRole('link', { name: new RegExp(`^${common.brand}`) })
          .click();
        await expect(page).toHaveURL(/\/$/);
      }
    });
  });

  test.describe(`a signed-in reader (${language})`, screenOf(language), () => {
    test("the home page's buttons lead to the pages themselves", async ({ page, request }) => {
      await signInBrowser(page, await registerViaApi(request, 'employer'), language);
      await page.goto('/');
      await expect(page.getByRole('link', { name: home.hero.findJobs })).toHaveAttribute('href', '/recommended-jobs');
      await expect(page.getByRole('link', { name: home.hero.findProfessionals })).toHaveAttribute(
        'href',
        '/hiring-center',
      );
      await page.getByRole('link', { name: home.hero.findProfessionals }).click();
      await expect(page).toHaveURL(/\/hiring-center$/);
    });
  });
}
