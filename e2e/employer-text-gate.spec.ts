import { randomUUID } from 'node:crypto';
import { addDaysIso, todayIso } from '@talent/shared';
import { expect, test, waitingForTheApp, type Page } from './support/test';
import { signInBrowser } from './support/accounts';
import { approvedJob, bearer, forwardedApplicant } from './support/jobs';
import { fill, textsFor } from './support/texts';
import { phoneContext } from './support/phone';

const shot = (page: Page, name: string) => page.screenshot({ path: `/tmp/text-gate-${name}.png`, fullPage: true });
const FEE = "Envoyez 10 $ par M-Pesa au 0812345678 avant l'entretien pour confirmer votre place";

test('an employer’s fee request as an interview place and as a reworded message never reaches the applicant; staff refuse and suspend, and every applicant, the hired one included, is warned', async ({
  page,
  request,
  browser,
}, info) => {
  test.setTimeout(180_000);
  const en = textsFor('en');
  const fr = textsFor('fr');
  const title = `Magasinier ${randomUUID().slice(0, 6)}`;
  const { jobId, staff, employer } = await approvedJob(request, title, {
    job_description: 'Tenir le magasin d’une brasserie à Limete : stock, livraisons et inventaires.',
    job_location: 'Kinshasa, DR Congo',
  });
  const amani = await forwardedApplicant(request, jobId, staff, { first_name: 'Amani', last_name: 'Mbala' });
  const joel = await forwardedApplicant(request, jobId, staff, { first_name: 'Joël', last_name: 'Mbala' });

  // Joël was hired after an interview; the employer wrote to him first.
  const slot = `${addDaysIso(todayIso(), 3)}T10:00:00+01:00`;
  const employerAuth = bearer(employer.access);
  const proposed = await request.post(`/hiring/employer-jobs/${jobId}/applicants/${joel.applicationId}/interview/`, {
    headers: employerAuth,
    data: { slots: [slot], mode: 'in_person', place: 'Entrepôt D, Limete' },
  });
  expect(proposed.status()).toBe(201);
  expect(
    (
      await request.post(`/hiring/applications/${joel.applicationId}/interview/`, {
        headers: bearer(joel.person.access),
        data: { slot },
      })
    ).ok(),
  ).toBe(true);
  await request.post(`/hiring/applications/${joel.applicationId}/messages/`, {
    headers: employerAuth,
    data: { body: 'Bienvenue Joël, rendez-vous mercredi à l’entrepôt.' },
  });
  expect(
    (
      await request.post(`/hiring/employer-jobs/${jobId}/applicants/${joel.applicationId}/status/`, {
        headers: employerAuth,
        data: { status: 'hired' },
      })
    ).ok(),
  ).toBe(true);

  // Each person's phone is a browser context of its own (a context keeps one signed-in person).
  const newPhone = () => phoneContext(browser, info);

  // The employer, in English on a desktop, writes to Amani: a fee as the place of a phone interview, a reworded
  // request, and an ordinary word about the salary paid by M-Pesa.
  await signInBrowser(page, employer, 'en');
  await page.goto(`/hiring-center?job=${jobId}`);
  const card = page.locator('article.applicant').filter({ has: page.getByRole('heading', { name: 'Amani Mbala' }) });
  await card.getByText(fill(en.conversation.conversation.heading, { name: 'Amani Mbala' })).click();
  await card.getByLabel(fill(en.conversation.interview.timeLabel, { n: 1 })).fill(`${addDaysIso(todayIso(), 2)}T11:00`);
  await card.getByLabel(en.conversation.interview.mode, { exact: true }).selectOption('phone');
  await card.getByLabel(en.conversation.interview.placeLabel.phone).fill(`By phone: ${FEE}`);
  await card.getByRole('button', { name: en.conversation.interview.propose }).click();
  await expect(card.getByText(en.msg('interviewHeld'))).toBeVisible();
  const box = card.getByLabel(fill(en.conversation.conversation.write, { name: 'Amani Mbala' }));
  const thread = card.getByRole('list', {
    name: fill(en.conversation.conversation.messagesWith, { name: 'Amani Mbala' }),
  });
  await box.fill('Les frais sont de cinq mille francs, à envoyer sur mon Airtel Money.');
  await card.getByRole('button', { name: en.conversation.conversation.send }).click();
  await expect(thread.getByText(en.msg('messageHeld'))).toBeVisible();
  await box.fill('Your salary of 300 $ is paid by M-Pesa on the 25th of each month.');
  await card.getByRole('button', { name: en.conversation.conversation.send }).click();
  await expect(thread.getByText('Your salary of 300 $ is paid by M-Pesa')).toBeVisible();
  await shot(page, 'employer-desktop-en');

  // Amani, in French on a phone, reads only the ordinary message, and no interview.
  const phone = await newPhone();
  const mobile = waitingForTheApp(await phone.newPage());
  await signInBrowser(mobile, amani.person, 'fr');
  await mobile.goto(`/my-applications?thread=${amani.applicationId}`);
  const application = mobile.locator('article.application-card').filter({ hasText: title });
  await expect(application.getByText('Your salary of 300 $ is paid by M-Pesa')).toBeVisible();
  await expect(mobile.getByText(/Envoyez 10|cinq mille|Airtel/)).toHaveCount(0);
  await expect(application.getByText(fr.conversation.interview.line.proposedApplicant, { exact: true })).toHaveCount(0);
  await shot(mobile, 'applicant-phone-fr-before');

  // Staff refuse a held text, which suspends the employer.
  const held = (await (await request.get('/api/admin/held-messages/', { headers: bearer(staff) })).json()) as {
    id: number;
    application_id: number;
    kind: string;
  }[];
  const mine = held.filter((h) => h.application_id === amani.applicationId);
  expect(mine.map((h) => h.kind).sort()).toEqual(['interview_place', 'message']);
  const refused = await request.post(`/api/admin/held-messages/${mine[0]!.id}/refuse/`, {
    headers: bearer(staff),
    data: { reason: 'Asked applicants for a fee' },
  });
  expect(refused.ok()).toBe(true);

  // Joël, hired, reads the warning in the bell and in the thread, and his calendar removes the interview.
  const joelPhone = await newPhone();
  const joelPage = waitingForTheApp(await joelPhone.newPage());
  await signInBrowser(joelPage, joel.person, 'fr');
  await joelPage.goto(`/my-applications?thread=${joel.applicationId}`);
  const joelCard = joelPage.locator('article.application-card').filter({ hasText: title });
  // The card says so where it said "Congratulations", and the thread above the employer's messages.
  const warnings = joelCard.getByRole('alert').filter({ hasText: fr.msg('employerSuspendedWarning') });
  await expect(warnings).toHaveCount(2);
  await expect(joelCard.getByText(fr.professional.statusHelp.hired)).toHaveCount(0);
  await expect(joelCard.getByText(fr.conversation.conversation.writerSuspended)).toBeVisible();
  await expect(joelCard.getByText(fr.conversation.interview.cancelledBy.staff)).toBeVisible();
  await shot(joelPage, 'hired-phone-fr-thread');
  await joelPage.getByRole('button', { name: new RegExp(`^${fr.account.notifications.label}`) }).click();
  const panel = joelPage.getByRole('region', { name: fr.account.notifications.title });
  await expect(panel.getByText(fill(fr.account.notifications.jobWithdrawn, { job: title }))).toBeVisible();
  await shot(joelPage, 'hired-phone-fr-bell');
  const ics = await request.get(`/hiring/applications/${joel.applicationId}/interview.ics`, {
    headers: bearer(joel.person.access),
  });
  const calendar = await ics.text();
  expect(calendar).toContain('METHOD:CANCEL');
  expect(calendar).toContain('STATUS:CANCELLED');

  // Amani is told too, and her thread never shows the held texts.
  await mobile.reload();
  await expect(application.getByText('Your salary of 300 $ is paid by M-Pesa')).toBeVisible();
  await expect(application.getByText(/Envoyez 10|cinq mille|Airtel/)).toHaveCount(0);
  await expect(application.getByRole('alert').filter({ hasText: fr.msg('employerSuspendedWarning') })).toHaveCount(2);
  await expect(application.getByText(fr.conversation.conversation.employerSuspended, { exact: true })).toBeVisible();
  await shot(mobile, 'applicant-phone-fr-after');
  await phone.close();
  await joelPhone.close();
});
