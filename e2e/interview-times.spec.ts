import { randomUUID } from 'node:crypto';
import { addDaysIso, todayIso } from '@talent/shared';
import { expect, test, waitingForTheApp, type Page } from './support/test';
import { signInBrowser } from './support/accounts';
import { approvedJob, forwardedApplicant } from './support/jobs';
import { fill, textsFor } from './support/texts';
import { phoneContext } from './support/phone';

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `/tmp/interview-times-${name}.png`, fullPage: true });

test('none of the employer’s times suits the applicant on a phone, who offers one of their own; the employer accepts it', async ({
  page,
  request,
  browser,
}, info) => {
  test.setTimeout(180_000);
  const en = textsFor('en');
  const fr = textsFor('fr');
  const title = `Comptable ${randomUUID().slice(0, 6)}`;
  const { jobId, staff, employer } = await approvedJob(request, title, {
    job_description: 'Tenir la comptabilité d’une brasserie à Kinshasa : journaux, paie et déclarations.',
    job_location: 'Kinshasa, DR Congo',
  });
  const { person, applicationId } = await forwardedApplicant(request, jobId, staff, {
    first_name: 'Grace',
    last_name: 'Mbuyi',
  });

  // The employer proposes one time, by phone.
  await signInBrowser(page, employer, 'en');
  await page.goto(`/hiring-center?job=${jobId}`);
  const card = page.locator('article.applicant').filter({ has: page.getByRole('heading', { name: 'Grace Mbuyi' }) });
  await card.getByText(fill(en.conversation.conversation.heading, { name: 'Grace Mbuyi' })).click();
  const day = addDaysIso(todayIso(), 3);
  await card.getByLabel(fill(en.conversation.interview.timeLabel, { n: 1 })).fill(`${day}T10:00`);
  await card.getByLabel(en.conversation.interview.mode).selectOption('phone');
  await card.getByRole('button', { name: en.conversation.interview.propose }).click();
  await expect(card.getByText(en.conversation.interview.line.proposedEmployer, { exact: true }).first()).toBeVisible();

  // The applicant, in French on a phone, offers a time of their own, without a note.
  const phone = await phoneContext(browser, info);
  const mobile = waitingForTheApp(await phone.newPage());
  await signInBrowser(mobile, person, 'fr');
  await mobile.goto(`/my-applications?thread=${applicationId}`);
  const application = mobile.locator('article.application-card').filter({ hasText: title });
  await application.getByRole('button', { name: fr.conversation.interview.noneSuit }).click();
  const mine = addDaysIso(todayIso(), 4);
  await application.getByLabel(fill(fr.conversation.interview.timeLabel, { n: 1 })).fill(`${mine}T14:30`);
  expect(await mobile.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await shot(mobile, 'applicant-phone-fr-offering');
  await application.getByRole('button', { name: fr.conversation.interview.sendOtherTimes }).click();
  await expect(application.getByText(fr.conversation.interview.line.offeredApplicant).first()).toBeVisible();
  await expect(application.getByText(/14\sh\s30/).first()).toBeVisible();
  await shot(mobile, 'applicant-phone-fr-offered');

  // The employer reads the applicant's time and accepts it.
  // As the bell's link opens it: the applicant's conversation open.
  await page.goto(`/hiring-center?job=${jobId}&thread=${applicationId}`);
  await expect(card.getByText(en.conversation.interview.line.offeredEmployer).first()).toBeVisible();
  await card.screenshot({ path: '/tmp/interview-times-employer-card-offered.png' });
  await card.getByRole('button', { name: /^Accept .*14:30/ }).click();
  await expect(card.getByText(/^Interview on .*14:30/).first()).toBeVisible();
  await shot(page, 'employer-desktop-en-accepted');

  // The applicant reads the interview as fixed at their time.
  await mobile.reload();
  await expect(application.getByText(/^Entretien le .*14\sh\s30/).first()).toBeVisible();
  await phone.close();
});
