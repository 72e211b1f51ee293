import { expect, test } from './support/test';
import { signInBrowser, staffLoginViaApi } from './support/accounts';
import { textsFor } from './support/texts';

/**
 * A staff member is called staff beside their name, and is not asked to confirm an address no link was sent to
 * (the operator gave it when creating the account). In French on the 360 px phone, in English on the desktop.
 */
test('staff are named as staff and see no e-mail confirmation banner', async ({ page, request }, info) => {
  const language = info.project.name === 'phone' ? 'fr' : 'en';
  const { common: c, account } = textsFor(language);
  await signInBrowser(page, await staffLoginViaApi(request), language);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Beside the name: in the header bar on a desktop, in the menu on a phone.
  if (info.project.name === 'phone') {
    await page.getByRole('button', { name: c.nav.openMenu }).click();
    await expect(page.locator('.mobile-menu__who')).toHaveText(new RegExp(` · ${c.staff}$`));
  } else await expect(page.locator('.site-header__type')).toHaveText(c.staff);
  await expect(page.getByRole('region', { name: account.confirmEmail.title })).toHaveCount(0);
});
