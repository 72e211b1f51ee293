import { PRIVACY_NOTICE_VERSION, type Consents } from '@talent/shared';
import type { Page } from '@playwright/test';
import { formatDate } from '../apps/web/src/lib/format';
import { expect, test } from './support/test';
import { registerViaApi, signInBrowser, useLanguage } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { bearer } from './support/jobs';
import { fill, textsFor } from './support/texts';
import { PHONE_LANGUAGES, screenOf } from './support/screens';

const ALERT = 'Chauffeurs à Kinshasa';

async function noSidewaysScroll(page: Page) {
  const [scroll, width] = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  expect(scroll).toBeLessThanOrEqual(width);
}

for (const language of PHONE_LANGUAGES) {
  test(
    `a professional sees what they agreed to, and it follows a switch changed (${language})`,
    screenOf(language),
    async ({ page, request }) => {
      const { account } = textsFor(language);
      const t = account.consents;
      const date = (value: string) => formatDate(value, language);
      const professional = await registerViaApi(request, 'professional');
      const saved = await request.post('/api/job-alerts/', {
        headers: bearer(professional.access),
        data: { name: ALERT, frequency: 'weekly', search: { q: 'chauffeur', location: 'Kinshasa' } },
      });
      expect(saved.status()).toBe(201);
      const record = (await (
        await request.get('/api/me/consents/', { headers: bearer(professional.access) })
      ).json()) as Consents;
      await signInBrowser(page, professional, language);
      await page.goto('/settings/email');

      // In the "Your data" section, after the data's download and the account's deletion.
      const part = page.getByRole('region', { name: account.dataExport.title }).getByRole('region', { name: t.title });
      const policy = part.getByText(
        fill(t.policy, {
          link: t.policyLink,
          version: date(PRIVACY_NOTICE_VERSION),
          registered: date(record.registered_at),
        }),
      );
      await expect(policy).toBeVisible();
      await expect(part.getByRole('link', { name: t.policyLink })).toHaveAttribute('href', '/privacy-policy');

      const choices = part.getByRole('list').first();
      const line = (receive: string, category: string, state: string) =>
        fill(t.choice, { what: fill(receive, { category }), state });
      const applications = account.categories.applications;
      const alerts = account.categories.job_alerts;
      await expect(choices.getByRole('listitem')).toHaveText([
        line(account.emailSettings.receive, applications, t.onDefault),
        line(account.emailSettings.receive, alerts, t.onDefault),
        line(account.smsSettings.receive, applications, t.onDefault),
        line(account.smsSettings.receive, alerts, t.offDefault),
      ]);
      await expect(part.getByText(t.alertsTitle)).toBeVisible();
      await expect(part.getByRole('list').nth(1).getByRole('listitem')).toHaveText([
        fill(t.alert, { name: ALERT, date: date(record.job_alerts[0]!.created_at) }),
      ]);
      await expect(part.getByRole('link', { name: t.alertsLink })).toHaveAttribute('href', '/job-alerts');
      await part.scrollIntoViewIfNeeded();
      await noSidewaysScroll(page);
      await expectNoAxeViolations(page);

      // An e-mail switch turned off above: once saved, the record says so, and since today.
      // (The box shows the server's answer: it changes once the choice is saved, not at the click.)
      const mail = page.getByRole('checkbox', {
        name: fill(account.emailSettings.receive, { category: applications }),
      });
      await mail.click();
      await expect(mail).not.toBeChecked();
      await expect(page.getByRole('status').filter({ hasText: account.emailSettings.saved })).toBeVisible();
      const after = (await (
        await request.get('/api/me/consents/', { headers: bearer(professional.access) })
      ).json()) as Consents;
      const since = after.choices.find((c) => c.channel === 'email' && c.category === 'applications')!.since!;
      await expect(choices.getByRole('listitem').first()).toHaveText(
        line(account.emailSettings.receive, applications, fill(t.offSince, { date: date(since) })),
      );
    },
  );

  test(
    `the registration form says which privacy policy creating an account accepts (${language})`,
    screenOf(language),
    async ({ page }) => {
      const { auth } = textsFor(language);
      await useLanguage(page, language);
      await page.goto('/auth?tab=register');
      const form = page.getByRole('tabpanel', { name: auth.tabs.register });
      const submit = form.getByRole('button', { name: auth.register.submit });
      const text = fill(auth.register.privacy, {
        link: `${auth.register.privacyLink} ${auth.register.newTab}`,
        date: formatDate(PRIVACY_NOTICE_VERSION, language),
      });
      // Tied to the button, and shown under it, above the providers' buttons that register too.
      await expect(submit).toHaveAccessibleDescription(text);
      const link = form.getByRole('link', { name: `${auth.register.privacyLink} ${auth.register.newTab}` });
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('href', '/privacy-policy');
      const google = form.getByRole('button', { name: auth.social.google });
      await expect(google).toBeVisible();
      const [submitBox, linkBox, googleBox] = await Promise.all([
        submit.boundingBox(),
        link.boundingBox(),
        google.boundingBox(),
      ]);
      expect(linkBox!.y).toBeGreaterThan(submitBox!.y + submitBox!.height);
      expect(linkBox!.y).toBeLessThan(googleBox!.y);
      await noSidewaysScroll(page);

      // The policy opens beside the form, which keeps what was typed.
      const [policy] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
      await expect(policy).toHaveURL(/\/privacy-policy$/);
      await policy.close();
      await expect(submit).toBeVisible();
    },
  );
}

test('a signed-out request for what was agreed to is refused', async ({ request }) => {
  const res = await request.get('/api/me/consents/');
  expect(res.status()).toBe(401);
});
