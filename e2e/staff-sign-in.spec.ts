import { expect, test } from './support/test';
import { freshStaffCode, staffAccount, useLanguage } from './support/accounts';
import { textsFor } from './support/texts';

const pattern = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

for (const language of ['en', 'fr'] as const) {
  test(`staff sign in with their password, then a one-time code, in ${language === 'en' ? 'English' : 'French'}`, async ({
    page,
  }) => {
    const { auth, admin, msg, common } = textsFor(language);
    const staff = staffAccount();
    await useLanguage(page, language);
    await page.goto('/auth');
    const form = page.getByRole('tabpanel', { name: auth.tabs.login });
    await form.getByLabel(auth.email).fill(staff.email);
    await form.getByLabel(new RegExp(`^${auth.password}`)).fill(staff.password);
    await form.getByRole('button', { name: auth.login.submit }).click();

    // The right password alone: the form asks for the code, in the reader's language.
    const code = form.getByLabel(new RegExp(`^${auth.login.otp}`));
    await expect(code).toBeVisible();
    await expect(code).toBeFocused();
    await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(code).toHaveAttribute('inputmode', 'numeric');
    await expect(code).toHaveAccessibleDescription(pattern(msg('otpRequired')));

    await code.fill('000000');
    await form.getByRole('button', { name: auth.login.submit }).click();
    await expect(code).toHaveAccessibleDescription(pattern(msg('otpInvalid')));

    // The right code. Each browser project runs in its own worker, which cannot know the last code step another
    // worker spent (a step is accepted once), and every journey's wrong code counts against this one account, so the
    // throttle may ask for a second or two first: a refused try is retried with the next step's code.
    await expect(async () => {
      if (new URL(page.url()).pathname === '/auth') {
        await code.fill(await freshStaffCode());
        await form.getByRole('button', { name: auth.login.submit }).click();
      }
      await expect(page).not.toHaveURL(/\/auth/, { timeout: 3_000 });
    }).toPass({ timeout: 45_000 });
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1, name: common.pageHeads.staffConsole.title })).toBeVisible();
    await expect(page.getByRole('tab', { name: admin.tabs.queue })).toBeVisible();
  });
}
