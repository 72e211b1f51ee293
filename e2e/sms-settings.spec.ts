import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { registerViaApi, signInBrowser, staffAccessToken, staffLoginViaApi } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { bearer as auth } from './support/jobs';
import { field, fill, textsFor } from './support/texts';
import { PHONE_LANGUAGES, screenOf } from './support/screens';

/** A Congolese mobile number of this journey's own (0 81 and seven digits): codes are counted per number. */
const uniqueMobile = () => `081${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;

interface Sms {
  recipient: string;
  channel: string;
  text_body: string;
}

/**
 * The code of the newest SMS to a number, read as staff from the outbox (the journeys' server has no SMS_URL, so every
 * SMS waits there). Polls a little, as the SMS may be written just after the answer.
 */
async function latestCode(request: APIRequestContext, national: string, staffAccess?: string): Promise<string> {
  const digits = national.replace(/^0/, '');
  let access = staffAccess ?? (await staffAccessToken(request));
  for (let attempt = 0; attempt < 50; attempt++) {
    const res = await request.get('/api/admin/outbox/?page_size=100', { headers: auth(access) });
    if (res.status() === 401) {
      access = await staffAccessToken(request, true);
      continue;
    }
    const sms = ((await res.json()) as Sms[]).find(
      (m) => m.channel === 'sms' && m.recipient.replace(/\D/g, '').endsWith(digits),
    );
    const code = sms && /\b\d{6}\b/.exec(sms.text_body)?.[0];
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no code sent by SMS to ${national} in the outbox`);
}

/**
 * No accessibility violation, read from the page's top: further down, the sticky header covers part of a control
 * above the one in use, which axe counts as a touch target too small.
 */
async function expectAccessible(page: Page) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await expectNoAxeViolations(page);
}

/** Nothing of the page is wider than the screen (the phone's 360 px). */
async function expectNoSideScroll(page: Page) {
  const [scroll, width] = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  expect(scroll).toBeLessThanOrEqual(width);
}

for (const language of PHONE_LANGUAGES) {
  test(
    `a professional proves their number, then chooses their SMS (${language})`,
    screenOf(language),
    async ({ page, request }) => {
      const texts = textsFor(language);
      const a = texts.account;
      const mobile = uniqueMobile();
      const professional = await registerViaApi(request, 'professional', { phone_number: mobile });
      await signInBrowser(page, professional, language);

      // Before the number is proven the SMS switches wait, saying why, with the way to prove it.
      await page.goto('/settings/email');
      await expect(page.getByRole('heading', { level: 1, name: a.emailSettings.title })).toBeVisible();
      const sms = page.getByRole('region', { name: a.smsSettings.title });
      const jobAlerts = sms.getByRole('checkbox', {
        name: fill(a.smsSettings.receive, { category: a.categories.job_alerts }),
      });
      await expect(jobAlerts).toBeDisabled();
      await expect(jobAlerts).not.toBeChecked();
      await expect(sms.getByText(a.smsSettings.stop)).toBeVisible();
      await expectNoSideScroll(page);
      await expectAccessible(page);
      await sms.getByRole('link', { name: a.smsSettings.prove }).click();
      await expect(page).toHaveURL(/\/onboarding\?step=1$/);

      // On the profile: a code by SMS, a wrong one refused on its field, the right one proves the number.
      const proof = page.getByRole('region', { name: a.phoneProof.title });
      await expect(proof.getByText(a.phoneProof.notProven, { exact: true })).toBeVisible();
      await proof.getByRole('button', { name: a.phoneProof.send }).click();
      await expect(proof.getByRole('status')).toContainText(texts.msg('phoneCodeSent').split('{{phone}}')[0]!);
      const code = field(page, a.phoneProof.code);
      await expect(code).toBeFocused();
      await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
      await expect(code).toHaveAttribute('inputmode', 'numeric');

      const sent = await latestCode(request, mobile);
      await code.fill(sent === '000000' ? '111111' : '000000');
      await proof.getByRole('button', { name: a.phoneProof.confirm, exact: true }).click();
      await expect(code).toHaveAttribute('aria-invalid', 'true');
      await expect(proof.getByText(texts.msg('phoneCodeWrong'))).toBeVisible();
      await expectNoSideScroll(page);
      await expectAccessible(page);

      await code.fill(sent);
      await proof.getByRole('button', { name: a.phoneProof.confirm, exact: true }).click();
      await expect(proof.getByRole('status')).toHaveText(texts.msg('phoneVerified'));
      await expect(proof.getByText(a.phoneProof.proven, { exact: true })).toBeVisible();
      await expect(code).toBeHidden();
      const status = await request.get('/api/user-status/', { headers: auth(professional.access) });
      expect((await status.json()).phone_verified).toBe(true);

      // A reload still shows it proven (the session asked the API again).
      await page.reload();
      await expect(proof.getByText(a.phoneProof.proven, { exact: true })).toBeVisible();

      // The SMS switches now work; job alerts by SMS are off until turned on.
      await proof.getByRole('link', { name: a.phoneProof.settings }).click();
      await expect(page).toHaveURL(/\/settings\/email$/);
      await expect(jobAlerts).toBeEnabled();
      await expect(jobAlerts).not.toBeChecked();
      await expect(
        sms.getByRole('checkbox', { name: fill(a.smsSettings.receive, { category: a.categories.applications }) }),
      ).toBeChecked();
      await jobAlerts.click();
      await expect(sms.getByRole('status')).toHaveText(a.smsSettings.saved);
      await expect(jobAlerts).toBeChecked();
      const settings = await request.get('/api/sms-settings/', { headers: auth(professional.access) });
      expect(await settings.json()).toMatchObject({ job_alerts: true, applications: true, phone_verified: true });
      await expectNoSideScroll(page);
      await expectAccessible(page);
    },
  );
}

test('an employer proves the number of the hiring team step', async ({ page, request }) => {
  const { account: a, msg } = textsFor('en');
  const mobile = uniqueMobile();
  const employer = await registerViaApi(request, 'employer', { phone_number: mobile });
  await signInBrowser(page, employer);
  await page.goto('/settings/email');
  await page
    .getByRole('region', { name: a.smsSettings.title })
    .getByRole('link', { name: a.smsSettings.prove })
    .click();
  await expect(page).toHaveURL(/\/onboarding\?step=2$/);
  const proof = page.getByRole('region', { name: a.phoneProof.title });
  await expect(proof).toBeVisible();
  await proof.getByRole('button', { name: a.phoneProof.send }).click();
  await field(page, a.phoneProof.code).fill(await latestCode(request, mobile));
  await proof.getByRole('button', { name: a.phoneProof.confirm, exact: true }).click();
  await expect(proof.getByRole('status')).toHaveText(msg('phoneVerified'));
  await expect(proof.getByText(a.phoneProof.proven, { exact: true })).toBeVisible();
});

test('a demo account is told it cannot receive SMS', async ({ page, request }) => {
  const { account: a } = textsFor('en');
  const res = await request.post('/api/demo-login/', { data: { user_type: 'professional' } });
  expect(res.status(), await res.text()).toBe(201);
  const demo = (await res.json()) as { access: string; refresh: string };
  await signInBrowser(page, demo);
  await page.goto('/onboarding?step=1');
  const proof = page.getByRole('region', { name: a.phoneProof.title });
  await expect(proof.getByText(a.phoneProof.demo)).toBeVisible();
  await expect(proof.getByRole('button', { name: a.phoneProof.send })).toHaveCount(0);
  const refused = await request.post('/api/phone-verification/', { headers: auth(demo.access) });
  expect(refused.status()).toBe(403);
});

test('staff read an SMS in the outbox, with its channel, and the SMS sent per day', async ({ page, request }) => {
  const { admin: t } = textsFor('en');
  const mobile = uniqueMobile();
  const professional = await registerViaApi(request, 'professional', { phone_number: mobile });
  const sent = await request.post('/api/phone-verification/', { headers: auth(professional.access) });
  expect(sent.status()).toBe(202);
  const staff = await staffLoginViaApi(request);
  const code = await latestCode(request, mobile, staff.access);

  await signInBrowser(page, staff);
  await page.goto('/admin?tab=outbox');
  await expect(page.getByRole('heading', { level: 2, name: t.outbox.title })).toBeVisible();
  // Its row (a card on a phone) names the channel; read, the SMS is named by its recipient and shows its code.
  const row = page
    .locator('tr, li')
    .filter({ hasText: mobile.slice(1) })
    .first();
  await expect(row.getByText(t.outbox.channels.sms, { exact: true })).toBeVisible();
  await row.getByRole('button', { name: t.outbox.read }).click();
  const opened = page.getByRole('article', { name: new RegExp(`^SMS to .*${mobile.slice(1)}$`) });
  await expect(opened).toContainText(code);

  // The journeys' server has no SMS centre (SMS_URL): its SMS wait in the outbox, and none counts as sent.
  const days = page.getByRole('region', { name: t.smsDays.title });
  await expect(days.getByText(t.smsDays.empty)).toBeVisible();
  await expect(row.getByText(t.outbox.statuses.pending, { exact: false })).toBeVisible();
  await expectNoSideScroll(page);
  await expectAccessible(page);
});
