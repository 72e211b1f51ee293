import { expect, test, type APIRequestContext } from '@playwright/test';
import { addDaysIso, todayIso } from '@talent/shared';
import { registerViaApi, signInBrowser, staffAccessToken } from './support/accounts';
import { latestMail } from './support/outbox';
import { fill, textsFor } from './support/texts';

const auth = (access: string) => ({ authorization: `Bearer ${access}` });

/** An approved job of a new employer, and a new professional's application to it (through the API). */
async function applicationToShortlist(request: APIRequestContext) {
  const employer = await registerViaApi(request, 'employer');
  const today = todayIso();
  const created = await request.post('/hiring/create/', {
    headers: auth(employer.access),
    data: {
      job_title: 'Mine Surveyor',
      job_description: 'Survey the open pits of a copper mine near Kolwezi.',
      experience_level: 'senior',
      type_of_contract: 'full-time',
      start_date: addDaysIso(today, 40),
      salary: 2500,
      job_location: 'Kolwezi, DR Congo',
      work_model: 'on-site',
      application_deadline: addDaysIso(today, 20),
      required_skills: 'Surveying, AutoCAD',
    },
  });
  expect(created.status()).toBe(201);
  const jobId = (await created.json()).id as number;
  const staff = { access: await staffAccessToken(request) };
  expect((await request.post(`/api/admin/jobs/${jobId}/approve/`, { headers: auth(staff.access) })).ok()).toBe(true);
  const professional = await registerViaApi(request, 'professional');
  expect((await request.post('/hiring/applications/', { headers: auth(professional.access), data: { job_id: jobId, cover_letter: '' } })).ok()).toBe(true);
  const applications = await (await request.get(`/api/admin/jobs/${jobId}/applications/`, { headers: auth(staff.access) })).json();
  return { professional, staff, applicationId: applications[0].id as number };
}

for (const language of ['en', 'fr'] as const) {
  test(`a shortlisting is seen in the bell and in the mailbox (${language})`, async ({ page, request }) => {
    const texts = textsFor(language);
    const { professional, staff, applicationId } = await applicationToShortlist(request);
    await signInBrowser(page, professional, language);
    await page.goto('/about-us');
    const bell = page.getByRole('button', { name: texts.account.notifications.label, exact: true });
    await expect(bell).toBeVisible();

    const shortlisted = await request.post(`/api/admin/applications/${applicationId}/status/`, {
      headers: auth(staff.access),
      data: { status: 'shortlisted' },
    });
    expect(shortlisted.ok()).toBe(true);

    await page.reload();
    const unread = page.getByRole('button', { name: `${texts.account.notifications.label}: ${fill(texts.account.notifications.unread_one, { count: 1 })}` });
    await expect(unread).toBeVisible();
    await unread.click();
    const panel = page.getByRole('region', { name: texts.account.notifications.title });
    await expect(panel.getByText(fill(texts.account.notifications.shortlistedCompany, { job: 'Mine Surveyor', company: 'Bralima Logistique' }))).toBeVisible();
    // Seen, so read: the count is gone once the page is loaded again.
    await page.reload();
    await expect(page.getByRole('button', { name: texts.account.notifications.label, exact: true })).toBeVisible();

    // The mail, in the language the person used on the site last, with the company revealed.
    const mail = await latestMail(request, professional.email, 'application_status');
    expect(mail.subject).toBe(language === 'fr' ? 'Vous êtes présélectionné(e) - Congo Talent' : 'You have been shortlisted - Congo Talent');
    expect(mail.text_body).toContain('Bralima Logistique');
  });
}
