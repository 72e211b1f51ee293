import { readFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { addDaysIso, todayIso } from '@talent/shared';
import { expect, test, waitingForTheApp, type Page } from './support/test';
import { signInBrowser } from './support/accounts';
import { approvedJob, forwardedApplicant } from './support/jobs';
import { fill, textsFor } from './support/texts';
import { phoneContext } from './support/phone';

const shot = (page: Page, name: string) => page.screenshot({ path: `/tmp/conversations-${name}.png`, fullPage: true });

test('an employer writes and proposes two interview times; the applicant on a phone reads, picks one and saves it to a calendar; a message asking for money never reaches them', async ({
  page,
  request,
  browser,
}, info) => {
  test.setTimeout(180_000);
  const en = textsFor('en');
  const fr = textsFor('fr');
  const title = `Chef magasinier ${randomUUID().slice(0, 6)}`;
  const { jobId, staff, employer } = await approvedJob(request, title, {
    job_description: 'Tenir le magasin d’une brasserie à Kinshasa : stock, livraisons et une équipe de huit.',
    job_location: 'Kinshasa, DR Congo',
  });
  const { person: amelie, applicationId } = await forwardedApplicant(request, jobId, staff, {
    first_name: 'Amélie',
    last_name: 'Kabongo',
  });

  // The employer, in English on a desktop, opens the applicant's conversation from the hiring centre.
  await signInBrowser(page, employer, 'en');
  await page.goto(`/hiring-center?job=${jobId}`);
  const card = page.locator('article.applicant').filter({ has: page.getByRole('heading', { name: 'Amélie Kabongo' }) });
  await card.getByText(fill(en.conversation.conversation.heading, { name: 'Amélie Kabongo' })).click();
  const box = card.getByLabel(fill(en.conversation.conversation.write, { name: 'Amélie Kabongo' }));
  const employerThread = card.getByRole('list', {
    name: fill(en.conversation.conversation.messagesWith, { name: 'Amélie Kabongo' }),
  });
  // Nothing written: said beside the form, nothing sent.
  await card.getByRole('button', { name: en.conversation.conversation.send }).click();
  await expect(card.getByText(en.msg('messageEmpty'))).toBeVisible();
  await box.fill('Hello Amélie, thank you for applying. Can you come for an interview this week?');
  await card.getByRole('button', { name: en.conversation.conversation.send }).click();
  await expect(employerThread.getByText('Can you come for an interview this week?')).toBeVisible();
  await box.fill('To confirm your place, send 20 USD registration fee by M-Pesa before Monday.');
  await card.getByRole('button', { name: en.conversation.conversation.send }).click();
  await expect(employerThread.getByText(en.msg('messageHeld'))).toBeVisible();

  // Two times, three days ahead, on Kinshasa's clock.
  const day = addDaysIso(todayIso(), 3);
  await card.getByLabel(fill(en.conversation.interview.timeLabel, { n: 1 })).fill(`${day}T10:00`);
  await card.getByRole('button', { name: en.conversation.interview.addTime }).click();
  await card.getByLabel(fill(en.conversation.interview.timeLabel, { n: 2 })).fill(`${day}T15:30`);
  // In person without an address: the server's word for it, and no interview proposed.
  await card.getByRole('button', { name: en.conversation.interview.propose }).click();
  await expect(card.getByText(en.msg('interviewPlaceRequired'))).toBeVisible();
  await card.getByLabel(en.conversation.interview.placeLabel.in_person).fill('12, avenue du Commerce, Gombe');
  await card.getByRole('button', { name: en.conversation.interview.propose }).click();
  await expect(card.getByText(en.conversation.interview.line.proposedEmployer, { exact: true }).first()).toBeVisible();
  await shot(page, 'employer-desktop-en');

  // The applicant, in French on a phone.
  const phone = await phoneContext(browser, info, { acceptDownloads: true });
  const mobile = waitingForTheApp(await phone.newPage());
  await signInBrowser(mobile, amelie, 'fr');
  await mobile.goto(`/my-applications?thread=${applicationId}`);
  const application = mobile.locator('article.application-card').filter({ hasText: title });
  await expect(application.getByText('Can you come for an interview this week?')).toBeVisible();
  await expect(mobile.getByText('M-Pesa')).toHaveCount(0);
  expect(await mobile.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await shot(mobile, 'applicant-phone-fr-proposed');
  await application.getByRole('radio', { name: /15\sh\s30/ }).check();
  await application.getByRole('button', { name: fr.conversation.interview.confirm }).click();
  // Every line says the day it is on now, the card's status line too.
  const on = (texts: typeof en) => new RegExp(`^${fill(texts.conversation.interview.line.on, { time: '' })}`);
  await expect(application.getByText(on(fr)).first()).toBeVisible();
  await expect(application.getByText(/^Votre entretien est le /)).toBeVisible();

  const [download] = await Promise.all([
    mobile.waitForEvent('download'),
    application.getByRole('button', { name: fr.conversation.interview.calendar }).click(),
  ]);
  const ics = readFileSync((await download.path())!, 'utf8').replace(/\r\n[ \t]/g, '');
  expect(ics).toContain(`DTSTART;TZID=Africa/Kinshasa:${day.replaceAll('-', '')}T153000`);
  expect(ics).toContain('LOCATION:12\\, avenue du Commerce\\, Gombe');
  await shot(mobile, 'applicant-phone-fr-scheduled');

  // The applicant answers; the employer's open thread shows it without a reload.
  await application
    .getByLabel(fill(fr.conversation.conversation.write, { name: 'Bralima Logistique' }))
    .fill('Merci, je serai là.');
  await application.getByRole('button', { name: fr.conversation.conversation.send }).click();
  await expect(employerThread.getByText('Merci, je serai là.')).toBeVisible({ timeout: 15_000 });
  await expect(card.getByText(on(en)).first()).toBeVisible({ timeout: 40_000 });
  await phone.close();
});
