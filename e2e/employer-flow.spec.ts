import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from './support/test';
import { registerViaApi, signInBrowser, staffLoginViaApi, type Account } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { makePdf, makePng } from './support/files';
import { field, fill, textsFor } from './support/texts';
import { bearer } from './support/jobs';
import { DESKTOP_LANGUAGES, screenOf } from './support/screens';

const COMPANY = 'Bralima Logistique';
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A professional with the skills and the CV an employer will look at, made through the API. */
async function professionalWithCv(request: APIRequestContext): Promise<Account> {
  const pro = await registerViaApi(request, 'professional');
  const skills = await request.patch('/api/profile/', {
    headers: bearer(pro.access),
    data: { skills: ['AutoCAD', 'Project management'], current_job_title: 'Civil engineer', years_of_experience: 6 },
  });
  expect(skills.ok(), await skills.text()).toBe(true);
  const cv = await request.patch('/api/profile/', {
    headers: bearer(pro.access),
    multipart: {
      cv: { name: 'cv.pdf', mimeType: 'application/pdf', buffer: makePdf('Amani Kasongo, civil engineer') },
    },
  });
  expect(cv.ok(), await cv.text()).toBe(true);
  return pro;
}

for (const language of DESKTOP_LANGUAGES) {
  test.describe(`the employer's journey, in ${language === 'en' ? 'English' : 'French'}`, screenOf(language), () => {
    const { employer: e, admin: a, common: c, msg } = textsFor(language);

    test('onboarding, a request approved by staff, an applicant shortlisted and forwarded', async ({
      page,
      request,
    }) => {
      test.setTimeout(180_000);
      const jobTitle = `${language === 'en' ? 'Site engineer' : 'Ingénieur de chantier'} ${randomUUID().slice(0, 6)}`;
      const employer = await registerViaApi(request, 'employer');
      const pro = await professionalWithCv(request);

      await test.step('the employer onboards, with a logo', async () => {
        await signInBrowser(page, employer, language);
        await page.goto('/onboarding');
        await expect(page.getByRole('heading', { level: 1, name: e.onboarding.title })).toBeVisible();
        await expect(field(page, e.company.company_name)).toHaveValue(COMPANY);
        await expect(field(page, e.company.company_website)).toHaveValue('https://bralima-logistique.cd');
        await field(page, e.company.office_location).fill('Kinshasa, DR Congo');
        await expectNoAxeViolations(page);
        await page.getByRole('button', { name: e.onboarding.next }).click();
        await expect(page.getByText(msg('companyDetailsSaved'))).toBeVisible();
        await expect(page.getByRole('heading', { level: 2, name: e.onboarding.steps.team })).toBeFocused();

        await field(page, e.team.email).fill('not-an-email');
        await page.getByRole('button', { name: e.onboarding.next }).click();
        await expect(field(page, e.team.email)).toHaveAttribute('aria-invalid', 'true');
        await expect(page.getByText(msg('invalidEmail'))).toBeVisible();
        await field(page, e.team.email).fill('rh@bralima-logistique.cd');
        await expectNoAxeViolations(page);
        await page.getByRole('button', { name: e.onboarding.next }).click();
        await expect(page.getByText(msg('hiringTeamSaved'))).toBeVisible();

        await field(page, e.profile.company_logo).setInputFiles({
          name: 'logo.png',
          mimeType: 'image/png',
          buffer: makePng(),
        });
        await expect(page.getByRole('img', { name: e.profile.logoAlt })).toBeVisible();
        await expect(page.getByText(fill(c.ui.selectedFile, { name: 'logo.png' }))).toBeVisible();
        await field(page, e.profile.description).fill('Transport et logistique depuis Kinshasa.');
        await expectNoAxeViolations(page);
        await page.getByRole('button', { name: e.onboarding.finish }).click();
        await expect(page).toHaveURL(/\/hiring-center$/);
        await expect(page.getByText(msg('companyProfileSaved'))).toBeVisible();
      });

      const history = page.getByRole('region', { name: e.history.title });
      await test.step('the employer requests a worker, once with a field missing, and sees it pending', async () => {
        await expect(page.getByRole('heading', { level: 1, name: c.pageHeads.hiringCenter.title })).toBeVisible();
        await expectNoAxeViolations(page);
        const f = e.hiring.form;
        await field(page, f.job_title).fill(jobTitle);
        await field(page, f.job_description).fill('Supervise the construction of a warehouse in Kinshasa.');
        await field(page, f.experience_level).selectOption('mid');
        await field(page, f.type_of_contract).selectOption('full-time');
        await field(page, f.work_model).selectOption('on-site');
        await field(page, f.required_skills).fill('AutoCAD, Project management, Excel');
        await field(page, f.start_date).fill(inDays(30));
        await field(page, f.application_deadline).fill(inDays(20));
        await field(page, f.salary).fill('1800');
        await page.getByLabel(c.job.perks.housing).check();
        await page.getByRole('button', { name: f.submit }).click();
        await expect(page.getByText(msg('requiredFieldsMissing'))).toBeVisible();
        await expect(field(page, f.job_location)).toHaveAttribute('aria-invalid', 'true');
        await expect(field(page, f.job_location)).toBeFocused();
        await expectNoAxeViolations(page);

        await field(page, f.job_location).fill('Kinshasa, DR Congo');
        await page.getByRole('button', { name: f.submit }).click();
        await expect(page.getByText(msg('jobRequestSubmitted'))).toBeVisible();
        await expect(field(page, f.job_title)).toHaveValue('');
        const mine = history.locator('tr, li').filter({ hasText: jobTitle });
        await expect(mine.getByText(c.jobStatus.pending)).toBeVisible();
      });

      await test.step('staff see the company behind the request, and approve it', async () => {
        const staff = await staffLoginViaApi(request);
        await signInBrowser(page, staff, language);
        await page.goto('/admin');
        const card = page.getByRole('article', { name: jobTitle });
        await expect(card.getByRole('heading', { name: COMPANY })).toBeVisible();
        await expect(card.getByText('Kinshasa, DR Congo').first()).toBeVisible();
        await expectNoAxeViolations(page);

        await card.getByRole('button', { name: a.queue.reject }).click();
        const dialog = page.getByRole('dialog', { name: fill(a.reject.title, { title: jobTitle }) });
        await expect(dialog).toBeVisible();
        await dialog.getByRole('button', { name: a.reject.submit }).click();
        await expect(dialog.getByText(msg('required'))).toBeVisible();
        await expectNoAxeViolations(page);
        await dialog.getByRole('button', { name: c.ui.cancel }).click();
        await expect(dialog).toBeHidden();

        await card.getByRole('button', { name: a.queue.approve }).click();
        await expect(page.getByText(fill(a.queue.approved, { title: jobTitle }))).toBeVisible();
        await expect(page.getByRole('article', { name: jobTitle })).toHaveCount(0);
      });

      let jobId = 0;
      await test.step('a professional sees the job without the company, and applies', async () => {
        const jobs = await request.get('/hiring/jobs/?show_all=true&page_size=100', { headers: bearer(pro.access) });
        expect(jobs.ok()).toBe(true);
        const job = ((await jobs.json()) as { id: number; job_title: string; company: unknown }[]).find(
          (j) => j.job_title === jobTitle,
        );
        expect(job).toBeDefined();
        expect(job!.company).toBeNull();
        expect(JSON.stringify(job)).not.toContain(COMPANY);
        jobId = job!.id;
        const applied = await request.post('/hiring/applications/', {
          headers: bearer(pro.access),
          data: { job_id: jobId, cover_letter: 'Six years on building sites in Kinshasa.' },
        });
        expect(applied.status(), await applied.text()).toBe(201);
      });

      await test.step('staff rank the applications and shortlist the professional', async () => {
        await page.goto('/admin');
        await page.getByRole('tab', { name: a.tabs.jobs }).click();
        await page.getByRole('tab', { name: c.jobStatus.approved }).click();
        await page.getByRole('link', { name: jobTitle }).click();
        await expect(page.getByRole('heading', { level: 2, name: jobTitle })).toBeFocused();
        const application = page.getByRole('article', { name: 'Amani Kasongo' });
        await expect(application.getByText(fill(c.ui.match, { percent: 67 }))).toBeVisible();
        await expect(application.getByText(fill(c.ui.missingSkills, { skills: 'Excel' }))).toBeVisible();
        await expect(page.getByText(a.applications.shortlistNote)).toBeVisible();
        await expectNoAxeViolations(page);

        await application.getByRole('button', { name: a.applications.actions.shortlisted }).click();
        const dialog = page.getByRole('dialog', {
          name: fill(a.applications.confirm.shortlisted.title, { name: 'Amani Kasongo' }),
        });
        await expect(dialog).toBeVisible();
        await expectNoAxeViolations(page);
        await dialog.getByRole('button', { name: a.applications.actions.shortlisted }).click();
        await expect(
          page.getByText(
            fill(a.applications.changed, { name: 'Amani Kasongo', status: c.applicationStatus.shortlisted }),
          ),
        ).toBeVisible();
        await expect(application.getByText(c.applicationStatus.shortlisted, { exact: true })).toBeVisible();
        await expect(application.getByRole('button', { name: a.applications.actions.hired })).toBeVisible();
      });

      await test.step('the audit log and the users list show what happened', async () => {
        await page.getByRole('tab', { name: a.tabs.audit }).click();
        await expect(page.getByText(a.audit.actions.job_approve).first()).toBeVisible();
        await expect(page.getByText(a.audit.actions.application_status).first()).toBeVisible();
        await expectNoAxeViolations(page);
        await page.getByRole('tab', { name: a.tabs.users }).click();
        await page.getByLabel(a.users.query).fill(employer.email);
        await page.getByRole('button', { name: a.users.search }).click();
        // Exact: "1 user" is also part of "11 users", the count before the search.
        await expect(page.getByText(fill(a.users.results_one, { count: 1 }), { exact: true })).toBeVisible();
        await expect(page.getByText(COMPANY)).toBeVisible();
        await expectNoAxeViolations(page);
      });

      await test.step('the professional now sees the company', async () => {
        const mine = await request.get('/hiring/applications/', { headers: bearer(pro.access) });
        expect(mine.ok()).toBe(true);
        const application = (
          (await mine.json()) as { job_id: number; status: string; company: { company_name: string } | null }[]
        ).find((x) => x.job_id === jobId);
        expect(application?.status).toBe('shortlisted');
        expect(application?.company?.company_name).toBe(COMPANY);
      });

      await test.step('the employer sees the request approved and the applicant forwarded', async () => {
        await signInBrowser(page, employer, language);
        await page.goto('/hiring-center');
        const mine = history.locator('tr, li').filter({ hasText: jobTitle }).first();
        await expect(mine.getByText(c.jobStatus.approved)).toBeVisible();
        await mine.getByRole('button', { name: e.history.showDetails }).click();
        const applicant = page.getByRole('article').filter({ hasText: 'Amani Kasongo' });
        await expect(applicant.getByText('Civil engineer')).toBeVisible();
        await expect(applicant.getByText(fill(c.ui.match, { percent: 67 }))).toBeVisible();
        await expect(
          applicant.getByRole('link', { name: fill(e.applicants.viewCv, { name: 'Amani Kasongo' }) }),
        ).toBeVisible();
        await expectNoAxeViolations(page);
      });
    });
  });
}

/** Keeps the reject dialog's check honest: a reason is sent, and the employer reads it. */
test('a rejected request shows the employer the reason staff gave', async ({ page, request }) => {
  const { employer: e, common: c } = textsFor('en');
  const employer = await registerViaApi(request, 'employer');
  const jobTitle = `Warehouse clerk ${randomUUID().slice(0, 6)}`;
  const created = await request.post('/hiring/create/', {
    headers: bearer(employer.access),
    data: {
      job_title: jobTitle,
      job_description: 'Keep the stock records.',
      experience_level: 'entry',
      type_of_contract: 'contract',
      start_date: inDays(30),
      salary: 400,
      job_location: 'Matadi, DR Congo',
      work_model: 'on-site',
      application_deadline: inDays(15),
    },
  });
  expect(created.status(), await created.text()).toBe(201);

  const staff = await staffLoginViaApi(request);
  await rejectInConsole(page, staff, jobTitle, 'The salary is below the legal minimum.');

  await signInBrowser(page, employer, 'en');
  await page.goto('/hiring-center');
  const mine = page
    .getByRole('region', { name: e.history.title })
    .locator('tr, li')
    .filter({ hasText: jobTitle })
    .first();
  await expect(mine.getByText(c.jobStatus.rejected)).toBeVisible();
  await expect(mine.getByText('Reason: The salary is below the legal minimum.')).toBeVisible();
});

async function rejectInConsole(page: Page, staff: Account, jobTitle: string, reason: string) {
  const { admin: a } = textsFor('en');
  await signInBrowser(page, staff, 'en');
  await page.goto('/admin');
  await page.getByRole('article', { name: jobTitle }).getByRole('button', { name: a.queue.reject }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(a.reject.reason).fill(reason);
  await dialog.getByRole('button', { name: a.reject.submit }).click();
  await expect(page.getByText(fill(a.queue.rejected, { title: jobTitle }))).toBeVisible();
}
