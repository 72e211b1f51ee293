import { randomUUID } from 'node:crypto';
import { DELETION_CODE } from '@talent/shared';
import { expect, test, type Page } from './support/test';
import { useLanguage } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { bearer } from './support/jobs';
import { latestMail } from './support/outbox';
import { E2E_SOCIAL } from './support/social-providers';
import { field, fill, textsFor } from './support/texts';
import { ONBOARDING_START, PHONE_LANGUAGES, screenOf } from './support/screens';

/**
 * Plays the visitor at the Google stand-in (its own pages, in English): its sign-in form, which takes any password
 * for a login it vouches for (see claimsForLogin), then its consent screen.
 */
async function atGoogle(page: Page, login: string) {
  await page.waitForURL((url) => url.href.startsWith(`${E2E_SOCIAL.google.issuer}/interaction/`));
  await page.getByPlaceholder('Enter any login').fill(login);
  await page.getByPlaceholder('and password').fill('any password');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
}

for (const language of PHONE_LANGUAGES) {
  test(
    `an account made with Google, which has no password, is deleted with a code mailed to it (${language})`,
    screenOf(language),
    async ({ page, request }) => {
      test.setTimeout(120_000);
      const { account, auth, msg } = textsFor(language);
      const t = account.deleteAccount;
      const email = `amani.kasongo+${randomUUID().slice(0, 8)}@example.cd`;

      // A professional signs up with Google from the Register tab: an account without a password.
      await useLanguage(page, language);
      await page.goto('/auth');
      await page.getByRole('tab', { name: auth.tabs.register }).click();
      await page
        .getByRole('tabpanel', { name: auth.tabs.register })
        .getByRole('button', { name: auth.social.google })
        .click();
      await atGoogle(page, email);
      await expect(page).toHaveURL(ONBOARDING_START);
      const access = await page.evaluate(() => localStorage.getItem('access'));
      const refresh = await page.evaluate(() => localStorage.getItem('refresh'));
      const status = await request.get('/api/user-status/', { headers: bearer(access!) });
      expect(await status.json()).toMatchObject({ email, has_password: false });

      await page.goto('/settings/email');
      const section = page.getByRole('region', { name: account.dataExport.title });
      await section.getByRole('button', { name: t.open }).click();
      const dialog = page.getByRole('dialog', { name: t.title });
      await expect(dialog).toBeVisible();

      // No password to ask for: the code is, sent to the account's address; the danger button waits for it.
      await expect(dialog.getByLabel(new RegExp(`^${t.password}`))).toHaveCount(0);
      await expect(dialog.getByText(fill(t.codeAbout, { email }))).toBeVisible();
      const submit = dialog.getByRole('button', { name: t.submit });
      await expect(submit).toBeDisabled();
      await dialog.getByRole('button', { name: t.sendCode }).click();

      // The status says where it went and for how long; the code's field takes the focus.
      // (The download offered above has a status of its own.)
      await expect(
        dialog
          .getByRole('status')
          .filter({ hasText: fill(msg('deletionCodeSent'), { email, minutes: DELETION_CODE.ttlMinutes }) }),
      ).toBeVisible();
      await expect(dialog.getByRole('button', { name: t.sendAgain })).toBeVisible();
      const code = field(page, t.code);
      await expect(code).toBeFocused();
      await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
      await expect(code).toHaveAttribute('inputmode', 'numeric');
      await expect(submit).toBeEnabled();
      const [scroll, width] = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
      expect(scroll).toBeLessThanOrEqual(width);
      // Nor the dialog, which scrolls on its own: the address, a long word written twice, breaks within it.
      const [inner, outer] = await dialog.evaluate((d) => [d.scrollWidth, d.clientWidth]);
      expect(inner).toBeLessThanOrEqual(outer);
      await expectNoAxeViolations(page);

      // The mail, as the outbox keeps it (no SMTP server here), in the language of the site: the code in its
      // subject, in two groups of three digits (a narrow no-break space between them), as the person copies it.
      const mail = await latestMail(request, email, 'deletion_code');
      expect(mail.subject).toContain(language === 'fr' ? 'Votre code pour supprimer' : 'Your code to delete');
      const copied = /\d{3}\u202f\d{3}/.exec(mail.subject)?.[0];
      if (!copied) throw new Error(`no code in "${mail.subject}"`);
      expect(mail.text_body).toContain(copied);

      // A wrong code: said on the field, which keeps the focus; the account is still there.
      const digits = copied.replace(/\D/g, '');
      const wrong = digits.slice(0, 5) + String((Number(digits[5]) + 1) % 10);
      await code.fill(wrong);
      await submit.click();
      await expect(code).toHaveAttribute('aria-invalid', 'true');
      await expect(code).toHaveAccessibleDescription(msg('deletionCodeWrong'));
      await expect(code).toBeFocused();
      expect((await request.get('/api/user-status/', { headers: bearer(access!) })).status()).toBe(200);

      // The mailed one, space and all: signed out, on the home page, which says so.
      await code.fill(copied);
      await submit.click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('status').filter({ hasText: msg('accountDeleted') })).toBeVisible();
      expect(await page.evaluate(() => [localStorage.getItem('access'), localStorage.getItem('refresh')])).toEqual([
        null,
        null,
      ]);

      // The session it had is worth nothing now.
      expect((await request.get('/api/user-status/', { headers: bearer(access!) })).status()).toBe(401);
      expect((await request.post('/api/token/refresh/', { data: { refresh } })).status()).toBe(401);

      // Google no longer opens it: the same login, signing in afresh, is a new person to the site, asked for a role.
      await page.context().clearCookies({ name: /^google_/ });
      await page.goto('/auth');
      await page
        .getByRole('tabpanel', { name: auth.tabs.login })
        .getByRole('button', { name: auth.social.google })
        .click();
      await atGoogle(page, email);
      await expect(page.getByRole('heading', { level: 1, name: auth.callback.role.title })).toBeVisible();
      await expect(page.getByText(fill(auth.callback.role.email, { email }))).toBeVisible();
      await expect(page).toHaveURL(/\/auth\/callback$/);
      expect(await page.evaluate(() => localStorage.getItem('access'))).toBeNull();
    },
  );
}
