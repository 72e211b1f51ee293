import { expect, test } from './support/test';
import { PASSWORD_RESET_TTL_MINUTES } from '@talent/shared';
import { loginViaApi, registerViaApi, useLanguage } from './support/accounts';
import { latestMail, linkIn } from './support/outbox';
import { fill, textsFor } from './support/texts';
import { PHONE_LANGUAGES, screenOf } from './support/screens';

const NEW_PASSWORD = 'a-fresh-passphrase-for-kinshasa';

for (const language of PHONE_LANGUAGES) {
  test(
    `forgot password, then a new password from the mailed link, then signed in (${language})`,
    screenOf(language),
    async ({ page, request }) => {
      const texts = textsFor(language);
      const account = await registerViaApi(request, 'professional');
      await useLanguage(page, language);

      await page.goto('/auth');
      await page.getByRole('link', { name: texts.auth.login.forgot }).click();
      await expect(page).toHaveURL(/\/forgot-password$/);
      await expect(page.getByRole('heading', { name: texts.auth.forgotPassword.title })).toBeVisible();
      await page.getByLabel(texts.auth.email).fill(account.email);
      await page.getByRole('button', { name: texts.auth.forgotPassword.submit }).click();
      await expect(
        page
          .getByRole('status')
          .filter({ hasText: fill(texts.msg('passwordResetSent'), { minutes: PASSWORD_RESET_TTL_MINUTES }) }),
      ).toBeVisible();

      // The mail, as the outbox keeps it (no SMTP server here): in the language the person used on the site.
      const mail = await latestMail(request, account.email, 'password_reset');
      expect(mail.subject).toContain(
        language === 'fr' ? 'Choisissez un nouveau mot de passe' : 'Choose a new password',
      );
      await page.goto(linkIn(mail, '/reset-password'));
      await expect(page.getByRole('heading', { name: texts.auth.resetPassword.title })).toBeVisible();
      const password = page.getByLabel(new RegExp(`^${texts.auth.password}`));
      await password.fill('short');
      await page.getByRole('button', { name: texts.auth.resetPassword.submit }).click();
      await expect(password).toHaveAccessibleDescription(
        new RegExp(texts.msg('passwordTooShort').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
      );
      await password.fill(NEW_PASSWORD);
      await page.getByRole('button', { name: texts.auth.resetPassword.submit }).click();

      // Signed in: the new session's page, and the new password opens the account while the old one does not.
      await expect(page).not.toHaveURL(/\/reset-password/);
      await expect(page).not.toHaveURL(/\/auth/);
      expect(await page.evaluate(() => localStorage.getItem('access'))).toBeTruthy();
      await loginViaApi(request, account.email, NEW_PASSWORD);
      expect(
        (await request.post('/api/token/', { data: { email: account.email, password: account.password } })).status(),
      ).toBe(401);

      // The link works once.
      await page.evaluate(() => localStorage.clear());
      await page.goto(linkIn(mail, '/reset-password'));
      await page.getByLabel(new RegExp(`^${texts.auth.password}`)).fill('another-passphrase-for-goma');
      await page.getByRole('button', { name: texts.auth.resetPassword.submit }).click();
      await expect(page.getByRole('alert').filter({ hasText: texts.msg('resetLinkInvalid') })).toBeVisible();
    },
  );
}
