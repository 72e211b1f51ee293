import { expect, test } from './support/test';
import { signInBrowser } from './support/accounts';
import { applicationToShortlist, bearer as auth } from './support/jobs';
import { latestMail } from './support/outbox';
import { fill, textsFor } from './support/texts';
import { PHONE_LANGUAGES, screenOf } from './support/screens';

for (const language of PHONE_LANGUAGES) {
  test(
    `an application's receipt, then its shortlisting, are seen in the bell and in the mailbox (${language})`,
    screenOf(language),
    async ({ page, request }) => {
      const texts = textsFor(language);
      const { professional, staff, applicationId } = await applicationToShortlist(request);
      await signInBrowser(page, professional, language);
      await page.goto('/about-us');
      // Applying left its receipt: the job, and what happens next.
      const receipt = fill(texts.account.notifications.applicationSent, { job: 'Mine Surveyor' });
      const withReceipt = page.getByRole('button', {
        name: `${texts.account.notifications.label}: ${fill(texts.account.notifications.unread_one, { count: 1 })}`,
      });
      await withReceipt.click();
      const receiptLine = page.getByRole('region', { name: texts.account.notifications.title }).getByText(receipt);
      await expect(receiptLine).toBeVisible();
      await expect(receiptLine).toHaveAttribute('href', '/my-applications');
      const receiptMail = await latestMail(request, professional.email, 'application_sent');
      // In the language the account had when it applied (registered through the API: English).
      expect(receiptMail.subject).toBe('Application sent: "Mine Surveyor" - Congo Talent');
      expect(receiptMail.text_body).toContain('our team reviews it before the employer sees it');
      await page.reload();
      const bell = page.getByRole('button', { name: texts.account.notifications.label, exact: true });
      await expect(bell).toBeVisible();

      const shortlisted = await request.post(`/api/admin/applications/${applicationId}/status/`, {
        headers: auth(staff.access),
        data: { status: 'shortlisted' },
      });
      expect(shortlisted.ok()).toBe(true);

      await page.reload();
      const unread = page.getByRole('button', {
        name: `${texts.account.notifications.label}: ${fill(texts.account.notifications.unread_one, { count: 1 })}`,
      });
      await expect(unread).toBeVisible();
      await unread.click();
      const panel = page.getByRole('region', { name: texts.account.notifications.title });
      const notice = panel.getByText(
        fill(texts.account.notifications.shortlistedCompany, { job: 'Mine Surveyor', company: 'Bralima Logistique' }),
      );
      await expect(notice).toBeVisible();
      // The panel is read whole on every phone: inside the screen from 320 to 412 px wide, as on the desktop.
      const screen = page.viewportSize()!;
      for (const width of screen.width < 768 ? [320, 360, 412] : [screen.width]) {
        await page.setViewportSize({ width, height: screen.height });
        for (const box of [await panel.boundingBox(), await notice.boundingBox()]) {
          expect(box!.x, `at ${width} px`).toBeGreaterThanOrEqual(0);
          expect(box!.x + box!.width, `at ${width} px`).toBeLessThanOrEqual(width);
        }
      }
      // Seen, so read: the count is gone once the page is loaded again.
      await page.reload();
      await expect(page.getByRole('button', { name: texts.account.notifications.label, exact: true })).toBeVisible();

      // The mail, in the language the person used on the site last, with the company revealed.
      const mail = await latestMail(request, professional.email, 'application_status');
      expect(mail.subject).toBe(
        language === 'fr'
          ? 'Votre candidature est présélectionnée - Congo Talent'
          : 'You have been shortlisted - Congo Talent',
      );
      expect(mail.text_body).toContain('Bralima Logistique');
    },
  );
}
