import { expect, test } from './support/test';
import { registerViaApi, signInBrowser } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { approvedJob, bearer as auth } from './support/jobs';
import { fill, textsFor } from './support/texts';
import { PHONE_LANGUAGES, screenOf } from './support/screens';

for (const language of PHONE_LANGUAGES) {
  test(
    `a professional saves a search as an alert, pauses it and deletes it (${language})`,
    screenOf(language),
    async ({ page, request }, testInfo) => {
      const texts = textsFor(language);
      const t = texts.professional;
      const professional = await registerViaApi(request, 'professional');
      await signInBrowser(page, professional, language);

      // The search of All Available Jobs, with words and a place.
      await page.goto('/recommended-jobs?show_all=true&q=surveyor&location=Kolwezi');
      // A new account's e-mail notice arrives after the page and moves it down: the click waits until it is there.
      await expect(page.getByRole('button', { name: texts.account.confirmEmail.sendAgain })).toBeVisible();
      await page.getByRole('button', { name: t.alerts.save }).click();
      const dialog = page.getByRole('dialog', { name: t.alerts.dialogTitle });
      await expect(dialog).toBeVisible();
      const name = dialog.getByLabel(new RegExp(`^${t.alerts.name}`));
      await expect(name).toHaveValue('surveyor, Kolwezi');
      await expectNoAxeViolations(page);
      await expect(
        dialog.getByText(
          fill(t.alerts.searchIs, {
            summary: fill(t.alerts.summaryWith, {
              base: t.alerts.allSearch,
              filters: `${fill(t.search.words, { q: 'surveyor' })}, Kolwezi`,
            }),
          }),
        ),
      ).toBeVisible();
      await name.fill('Surveyors in Kolwezi');
      await dialog.getByRole('radio', { name: t.alerts.weekly }).check();
      await dialog.getByRole('button', { name: t.alerts.submit }).click();
      await expect(dialog.getByRole('status')).toHaveText(fill(t.alerts.saved, { name: 'Surveyors in Kolwezi' }));
      await dialog.getByRole('link', { name: t.alerts.manage }).click();

      await expect(page).toHaveURL(/\/job-alerts$/);
      await expect(page.getByRole('heading', { level: 1, name: t.alerts.title })).toBeVisible();
      const alert = page.getByRole('article', { name: 'Surveyors in Kolwezi' });
      await expect(alert.getByText(t.alerts.every.weekly)).toBeVisible();
      await expect(
        alert.getByText(
          fill(t.alerts.summaryWith, {
            base: t.alerts.allSearch,
            filters: `${fill(t.search.words, { q: 'surveyor' })}, Kolwezi`,
          }),
        ),
      ).toBeVisible();

      // Paused, then on again; each change said in the status banner.
      await alert.getByRole('button', { name: t.alerts.pause }).click();
      await expect(alert.getByText(t.alerts.paused, { exact: true })).toBeVisible();
      await expect(page.getByText(fill(t.alerts.pausedNotice, { name: 'Surveyors in Kolwezi' }))).toBeVisible();
      await expectNoAxeViolations(page);
      await testInfo.attach('alerts', { body: await page.screenshot({ fullPage: true }), contentType: 'image/png' });
      await page.screenshot({ path: testInfo.outputPath(`job-alerts-${language}.png`), fullPage: true });
      await alert.getByRole('button', { name: t.alerts.resume }).click();
      await expect(alert.getByText(t.alerts.paused, { exact: true })).toBeHidden();

      // The link of the search opens it on the jobs page.
      await expect(alert.getByRole('link', { name: t.alerts.openSearch })).toHaveAttribute(
        'href',
        '/recommended-jobs?show_all=true&q=surveyor&location=Kolwezi',
      );

      // Deleted after asking; Cancel first leaves it.
      await alert.getByRole('button', { name: t.alerts.delete }).click();
      const confirm = page.getByRole('dialog', { name: t.alerts.deleteTitle });
      await confirm.getByRole('button', { name: texts.common.ui.cancel }).click();
      await expect(alert).toBeVisible();
      await alert.getByRole('button', { name: t.alerts.delete }).click();
      await confirm.getByRole('button', { name: t.alerts.deleteConfirm }).click();
      await expect(page.getByRole('heading', { name: t.alerts.emptyTitle })).toBeVisible();
      await expect(page.getByText(fill(t.alerts.deletedNotice, { name: 'Surveyors in Kolwezi' }))).toBeVisible();
      await page.screenshot({ path: testInfo.outputPath(`job-alerts-empty-${language}.png`), fullPage: true });
    },
  );

  test(
    `a job alert mail's link opens the job, and the skill-matched tab can be saved too (${language})`,
    screenOf(language),
    async ({ page, request }) => {
      const t = textsFor(language).professional;
      const { jobId } = await approvedJob(request, 'Mine Surveyor');
      const professional = await registerViaApi(request, 'professional');
      await signInBrowser(page, professional, language);
      await page.goto(`/jobs/${jobId}`);
      await expect(page.getByRole('heading', { name: 'Mine Surveyor' })).toBeVisible();
      await expect(
        page.getByRole('button', { name: fill(t.jobs.card.applyFor, { title: 'Mine Surveyor' }) }),
      ).toBeVisible();
      await page.goto('/jobs/999999999');
      await expect(page.getByRole('alert')).toHaveText(t.job.notOpen);

      await page.goto('/recommended-jobs');
      await page.getByRole('button', { name: t.alerts.save }).click();
      const dialog = page.getByRole('dialog', { name: t.alerts.dialogTitle });
      await expect(dialog.getByLabel(new RegExp(`^${t.alerts.name}`))).toHaveValue(t.alerts.matchedSearch);
      await dialog.getByRole('button', { name: t.alerts.submit }).click();
      await expect(dialog.getByRole('status')).toHaveText(fill(t.alerts.saved, { name: t.alerts.matchedSearch }));
      await dialog
        .getByRole('button', { name: textsFor(language).common.ui.close })
        .first()
        .click();
      // The header (or the phone's menu) leads to the alerts.
      await page.goto('/job-alerts');
      await expect(
        page.getByRole('article', { name: t.alerts.matchedSearch }).getByText(t.alerts.every.daily),
      ).toBeVisible();

      // Job alert mail can be turned off on the e-mail settings page, like every other category.
      const account = textsFor(language).account;
      await page.goto('/settings/email');
      const jobAlertsMail = page.getByRole('checkbox', {
        name: fill(account.emailSettings.receive, { category: account.categories.job_alerts }),
      });
      await expect(jobAlertsMail).toBeChecked();
      // Saved as it is clicked: the box shows the server's answer.
      await jobAlertsMail.click();
      await expect(page.getByRole('status').filter({ hasText: account.emailSettings.saved })).toBeVisible();
      await expect(jobAlertsMail).not.toBeChecked();
      const settings = await request.get('/api/email-settings/', { headers: auth(professional.access) });
      expect((await settings.json()).job_alerts).toBe(false);
    },
  );
}
