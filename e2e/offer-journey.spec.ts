import { randomUUID } from 'node:crypto';
import { REJECTION_REASON_WORDS, addDaysIso, todayIso } from '@talent/shared';
import { expect, test, waitingForTheApp, type Page } from './support/test';
import { signInBrowser } from './support/accounts';
import { approvedJob, forwardedApplicant } from './support/jobs';
import { latestMail } from './support/outbox';
import { fill, textsFor } from './support/texts';
import { phoneContext } from './support/phone';

const shot = (page: Page, name: string) => page.screenshot({ path: `/tmp/offer-${name}.png`, fullPage: true });
// A whole page's picture lays the page out again at its full height, for a moment: the Hiring Center's history, a
// table on a wide screen and cards on a narrow one, is drawn anew, and an open dialog with it. A dialog is taken as
// the screen shows it.
const dialogShot = (page: Page, name: string) => page.screenshot({ path: `/tmp/offer-${name}.png` });

test('an employer makes an offer with its terms; the applicant on a phone reads and accepts it; they write about the start; the applicant not selected reads why they cannot write', async ({
  page,
  request,
  browser,
}, info) => {
  test.setTimeout(180_000);
  const en = textsFor('en');
  const fr = textsFor('fr');
  const title = `Comptable ${randomUUID().slice(0, 6)}`;
  const start = addDaysIso(todayIso(), 21);
  const { jobId, staff, employer } = await approvedJob(request, title, { job_location: 'Kinshasa, DR Congo' });
  const { person: chantal } = await forwardedApplicant(request, jobId, staff, {
    first_name: 'Chantal',
    last_name: 'Mbuyi',
  });
  const { person: paul } = await forwardedApplicant(request, jobId, staff, {
    first_name: 'Paul',
    last_name: 'Tshibanda',
  });

  // The employer, in English on a desktop, makes Chantal an offer: its terms are asked for before anything is sent.
  await signInBrowser(page, employer, 'en');
  await page.goto(`/hiring-center?job=${jobId}`);
  const card = (name: string) => page.locator('article.applicant').filter({ has: page.getByRole('heading', { name }) });
  await card('Chantal Mbuyi').getByRole('button', { name: en.employer.stage.action.offer }).click();
  const dialog = page.getByRole('dialog', { name: fill(en.employer.stage.title.offer, { name: 'Chantal Mbuyi' }) });
  await dialog.getByRole('button', { name: en.employer.stage.confirm.offer }).click();
  await expect(dialog.getByText(en.msg('offerSalaryInvalid'))).toBeVisible();
  await dialog.getByLabel(new RegExp(`^${en.conversation.offer.salary}`)).fill('650');
  await dialog.getByLabel(new RegExp(`^${en.conversation.offer.currency}`)).selectOption('USD');
  await dialog.getByLabel(new RegExp(`^${en.conversation.offer.startDate}`)).fill(start);
  await dialog
    .getByLabel(en.conversation.offer.note)
    .fill('First day at 8:00 at our Gombe office. Bring your ID card.');
  await dialogShot(page, 'employer-desktop-en-dialog');
  await dialog.getByRole('button', { name: en.employer.stage.confirm.offer }).click();
  await expect(dialog).toBeHidden();
  const chantalCard = card('Chantal Mbuyi');
  await expect(chantalCard.getByText(/^650\sUSD a month, starting on /)).toBeVisible();
  await expect(chantalCard.getByText(/^Waiting for the applicant’s answer since /)).toBeVisible();

  // Paul is not selected.
  await card('Paul Tshibanda').getByRole('button', { name: en.employer.stage.action.rejected }).click();
  const refusal = page.getByRole('dialog', {
    name: fill(en.employer.stage.title.rejected, { name: 'Paul Tshibanda' }),
  });
  await refusal.getByLabel(en.employer.stage.reason).selectOption({ label: REJECTION_REASON_WORDS.en.experience });
  await refusal.getByRole('button', { name: en.employer.stage.confirm.rejected }).click();
  await expect(refusal).toBeHidden();
  await shot(page, 'employer-desktop-en-offered');

  // Chantal is told the terms by mail (in her account's language), and answers on a phone in French.
  const mail = await latestMail(request, chantal.email, 'application_status');
  expect(mail.text_body).toMatch(/650\sUSD (a month|par mois)/);
  const phone = await phoneContext(browser, info);
  const mobile = waitingForTheApp(await phone.newPage());
  await signInBrowser(mobile, chantal, 'fr');
  await mobile.goto('/my-applications');
  const application = mobile.locator('article.application-card').filter({ hasText: title });
  await expect(application.getByText(/^650\sUSD par mois, à partir du /)).toBeVisible();
  await expect(application.getByText(/First day at 8:00 at our Gombe office/)).toBeVisible();
  expect(await mobile.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await shot(mobile, 'applicant-phone-fr-offer');
  await application.getByRole('button', { name: fr.conversation.offer.accept }).click();
  const accept = mobile.getByRole('dialog', { name: fill(fr.conversation.offer.acceptTitle, { job: title }) });
  await accept.getByRole('button', { name: fr.conversation.offer.accept }).click();
  await expect(mobile.getByText(fr.msg('offerAccepted'))).toBeVisible();
  await expect(application.getByText(/^Vous avez accepté cette offre le /)).toBeVisible();

  // Hired, she writes to the employer about the start date.
  await application.getByText(fill(fr.conversation.conversation.heading, { name: 'Bralima Logistique' })).click();
  await application
    .getByLabel(fill(fr.conversation.conversation.write, { name: 'Bralima Logistique' }))
    .fill('Merci ! Je serai là le premier jour à 8 h.');
  await application.getByRole('button', { name: fr.conversation.conversation.send }).click();
  await expect(application.getByText('Merci ! Je serai là le premier jour à 8 h.')).toBeVisible();
  await shot(mobile, 'applicant-phone-fr-hired');

  // The employer reads the answer and the message, and replies.
  await page.reload();
  await expect(chantalCard.getByText(/^Accepted on /)).toBeVisible();
  await chantalCard.getByText(fill(en.conversation.conversation.heading, { name: 'Chantal Mbuyi' })).click();
  await expect(chantalCard.getByText('Merci ! Je serai là le premier jour à 8 h.')).toBeVisible();
  await chantalCard
    .getByLabel(fill(en.conversation.conversation.write, { name: 'Chantal Mbuyi' }))
    .fill('Welcome aboard. See you on the first day.');
  await chantalCard.getByRole('button', { name: en.conversation.conversation.send }).click();
  await expect(application.getByText('Welcome aboard. See you on the first day.')).toBeVisible({ timeout: 40_000 });
  await shot(page, 'employer-desktop-en-hired');
  await phone.close();

  // Paul, not selected, reads why the conversation is closed, with no box to type in.
  const paulPhone = await phoneContext(browser, info);
  const paulPage = waitingForTheApp(await paulPhone.newPage());
  await signInBrowser(paulPage, paul, 'fr');
  await paulPage.goto('/my-applications');
  const paulCard = paulPage.locator('article.application-card').filter({ hasText: title });
  await paulCard.getByText(fill(fr.conversation.conversation.heading, { name: 'Bralima Logistique' })).click();
  await expect(paulCard.getByText(fr.msg('threadClosedNotSelectedApplicant'))).toBeVisible();
  await expect(paulCard.getByRole('textbox')).toHaveCount(0);
  await shot(paulPage, 'not-selected-phone-fr');
  await paulPhone.close();
});
