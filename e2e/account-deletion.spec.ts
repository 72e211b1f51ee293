import { expect, test } from './support/test';
import { PASSWORD, registerViaApi, signInBrowser } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { field, textsFor } from './support/texts';
import { PHONE_LANGUAGES, screenOf } from './support/screens';

for (const language of PHONE_LANGUAGES) {
  test(
    `a professional deletes their account from the settings, and the address is free again (${language})`,
    screenOf(language),
    async ({ page, request }) => {
      const { account, auth, msg } = textsFor(language);
      const t = account.deleteAccount;
      const professional = await registerViaApi(request, 'professional');
      await signInBrowser(page, professional, language);
      await page.goto('/settings/email');

      const section = page.getByRole('region', { name: account.dataExport.title });
      const open = section.getByRole('button', { name: t.open });
      await expect(open).toBeVisible();
      await open.click();
      const dialog = page.getByRole('dialog', { name: t.title });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByText(t.applications)).toBeVisible();
      const password = field(page, t.password);
      await expect(password).toHaveAttribute('autocomplete', 'current-password');
      const [scroll, width] = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
      expect(scroll).toBeLessThanOrEqual(width);
      await expectNoAxeViolations(page);

      // A wrong password: said on the field, which keeps the focus; the account is still there.
      await password.fill('not-the-password');
      await dialog.getByRole('button', { name: t.submit }).click();
      await expect(password).toHaveAttribute('aria-invalid', 'true');
      await expect(password).toHaveAccessibleDescription(new RegExp(msg('currentPasswordWrong')));
      await expect(password).toBeFocused();

      // The right one: signed out, on the home page, which says so.
      await password.fill(PASSWORD);
      await dialog.getByRole('button', { name: t.submit }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('status').filter({ hasText: msg('accountDeleted') })).toBeVisible();
      expect(await page.evaluate(() => [localStorage.getItem('access'), localStorage.getItem('refresh')])).toEqual([
        null,
        null,
      ]);
      // The tokens it had are worth nothing now.
      const me = await request.get('/api/user-status/', {
        headers: { Authorization: `Bearer ${professional.access}` },
      });
      expect(me.status()).toBe(401);

      // The old credentials no longer sign in.
      await page.goto('/auth');
      const login = page.getByRole('tabpanel', { name: auth.tabs.login });
      await field(page, auth.email).first().fill(professional.email);
      await login.getByLabel(new RegExp(`^${auth.password}`)).fill(PASSWORD);
      await login.getByRole('button', { name: auth.login.submit }).click();
      await expect(login.getByRole('alert')).toHaveText(msg('invalidCredentials'));

      // The address can register again.
      const again = await request.post('/api/register/', {
        data: {
          email: professional.email,
          password: PASSWORD,
          user_type: 'professional',
          profile: { first_name: 'Amani', last_name: 'Kasongo', country: 'CD', phone_number: '0812345678' },
        },
      });
      expect(again.status()).toBe(201);
    },
  );
}

test('a signed-out request to delete an account is refused', async ({ request }) => {
  const res = await request.delete('/api/me/', { data: { password: PASSWORD } });
  expect(res.status()).toBe(401);
});
