import { randomUUID } from 'node:crypto';
import { addDaysIso, todayIso } from '@talent/shared';
import { expect, test, waitingForTheApp, type APIRequestContext, type Locator } from './support/test';
import { registerViaApi, signInBrowser, staffAccessToken, type Account } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { bearer } from './support/jobs';
import { PHONE_LANGUAGES, screenOf } from './support/screens';
import { fill, textsFor } from './support/texts';

/**
 * What keeps a job seeker from paying a scammer, as they meet it: the words on every job's page and in the apply
 * dialog, an employer staff checked said to be verified (and still unnamed), a job reported once; and, for the
 * employer, a published job changed in the request form going back to staff before it is shown again. In French on
 * the 360 px phone, in English on the desktop.
 */

const COMPANY = 'Bralima Logistique';

/** A job of a new employer, approved by staff (all through the API), its employer verified by staff when asked. */
async function publishedJob(request: APIRequestContext, title: string, { verified }: { verified: boolean }) {
  const employer = await registerViaApi(request, 'employer');
  const today = todayIso();
  const created = await request.post('/hiring/create/', {
    headers: bearer(employer.access),
    data: {
      job_title: title,
      job_description: 'Tenir la caisse d’une agence de Kinshasa et servir sa clientèle.',
      experience_level: 'mid',
      type_of_contract: 'full-time',
      start_date: addDaysIso(today, 40),
      salary: 700,
      job_location: 'Kinshasa, DR Congo',
      work_model: 'on-site',
      application_deadline: addDaysIso(today, 20),
      required_skills: 'Caisse, Service client',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const jobId = (await created.json()).id as number;
  const staff = await staffAccessToken(request);
  const approved = await request.post(`/api/admin/jobs/${jobId}/approve/`, { headers: bearer(staff) });
  expect(approved.ok(), await approved.text()).toBe(true);
  if (verified) {
    const verify = await request.post(`/api/admin/users/${employer.user.id as string}/verify/`, {
      headers: bearer(staff),
      data: { note: 'RCCM CD/KIN/RCCM/24-B-01234 checked, and a call to the head office.' },
    });
    expect(verify.ok(), await verify.text()).toBe(true);
  }
  return { employer, jobId };
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A control of a dialog by the start of its label (required fields end with " *"). */
const control = (scope: Locator, label: string) => scope.getByLabel(new RegExp(`^${escape(label)}`));

for (const language of PHONE_LANGUAGES) {
  const { professional: p, employer: e, common: c, msg } = textsFor(language);

  test.describe(`trust, in ${language === 'en' ? 'English' : 'French'}`, screenOf(language), () => {
    test('a professional reads the safety words, sees the verified employer, and reports a job once', async ({
      page,
      context,
      request,
    }) => {
      test.setTimeout(120_000);
      const title = `${language === 'en' ? 'Bank cashier' : 'Caissier de banque'} ${randomUUID().slice(0, 6)}`;
      const { jobId } = await publishedJob(request, title, { verified: true });
      const professional: Account = await registerViaApi(request, 'professional');
      await signInBrowser(page, professional, language);

      await test.step('the job’s card in the list says the employer is verified, without naming it', async () => {
        await page.goto(`/recommended-jobs?show_all=true&q=${encodeURIComponent(title)}`);
        const card = page.locator('article.job-card').filter({ hasText: title });
        await expect(card.getByText(p.jobs.card.verified)).toBeVisible();
        await expect(card).not.toContainText(COMPANY);
        await card.getByRole('link', { name: title }).click();
        await expect(page).toHaveURL(new RegExp(`/jobs/${jobId}$`));
      });

      const job = page.getByRole('article', { name: title });
      await test.step('the job’s page has the words, the badge and the way to the safety page', async () => {
        await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
        await expect(job.getByText(p.jobs.safety.words)).toBeVisible();
        await expect(job.getByText(p.jobs.card.verified)).toBeVisible();
        await expect(job.getByText(p.jobs.card.confidential)).toBeVisible();
        await expect(page.locator('main')).not.toContainText(COMPANY);
        await expect(job.getByRole('link', { name: p.jobs.safety.more })).toHaveAttribute('href', '/safety');
        // Within a phone's width.
        const width = page.viewportSize()!.width;
        const box = (await job.getByText(p.jobs.safety.words).boundingBox())!;
        expect(box.x + box.width).toBeLessThanOrEqual(width);
        await expectNoAxeViolations(page);

        await job.getByRole('button', { name: fill(p.jobs.card.applyFor, { title }) }).click();
        const apply = page.getByRole('dialog', { name: fill(p.jobs.apply.title, { title }) });
        await expect(apply.getByText(p.jobs.safety.words)).toBeVisible();
        await apply.getByRole('button', { name: p.jobs.apply.cancel }).click();
        await expect(apply).toBeHidden();
      });

      // A second tab on the same job, opened before the report: its button is still there.
      const other = waitingForTheApp(await context.newPage());
      await other.goto(`/jobs/${jobId}`);
      await expect(other.getByRole('button', { name: p.job.report.open })).toBeVisible();

      await test.step('the professional reports the job, with a reason and what happened', async () => {
        await job.getByRole('button', { name: p.job.report.open }).click();
        const dialog = page.getByRole('dialog', { name: p.job.report.title });
        await expect(dialog.getByRole('radio')).toHaveCount(5);
        await dialog.getByRole('button', { name: p.job.report.submit }).click();
        await expect(dialog.getByText(msg('invalidChoice'))).toBeVisible();
        await expect(dialog.getByRole('radio').first()).toBeFocused();
        await expectNoAxeViolations(page);

        await dialog.getByRole('radio', { name: p.job.report.reasons.fee_requested }).check();
        await control(dialog, p.job.report.details).fill(
          'On m’a demandé 20 dollars par M-Pesa pour ouvrir mon dossier, au 0812345678.',
        );
        await dialog.getByRole('button', { name: p.job.report.submit }).click();
        await expect(dialog.getByText(msg('jobReported'))).toBeFocused();
        await expectNoAxeViolations(page);
        await dialog.getByRole('button', { name: p.job.report.close }).last().click();
        await expect(dialog).toBeHidden();
        await expect(job.getByText(p.job.report.done)).toBeFocused();
        await expect(job.getByRole('button', { name: p.job.report.open })).toHaveCount(0);

        await page.reload();
        await expect(page.getByRole('article', { name: title }).getByText(p.job.report.done)).toBeVisible();
      });

      await test.step('a second report of the same job is told it was already made', async () => {
        await other.getByRole('button', { name: p.job.report.open }).click();
        const dialog = other.getByRole('dialog', { name: p.job.report.title });
        await dialog.getByRole('radio', { name: p.job.report.reasons.other }).check();
        await dialog.getByRole('button', { name: p.job.report.submit }).click();
        await expect(dialog.getByText(msg('jobAlreadyReported'))).toBeVisible();
        await other.close();

        const again = await request.post(`/hiring/jobs/${jobId}/report/`, {
          headers: bearer(professional.access),
          data: { reason: 'fake_job' },
        });
        expect(again.status()).toBe(200);
        expect((await again.json()).detail_code).toEqual({ code: 'jobAlreadyReported' });
      });
    });

    test('an employer changes a published job, which goes back to staff before it shows again', async ({
      page,
      request,
    }) => {
      test.setTimeout(120_000);
      const title = `${language === 'en' ? 'Warehouse keeper' : 'Magasinier'} ${randomUUID().slice(0, 6)}`;
      const { employer, jobId } = await publishedJob(request, title, { verified: false });
      const professional = await registerViaApi(request, 'professional');
      expect((await request.get(`/hiring/jobs/${jobId}/`, { headers: bearer(professional.access) })).ok()).toBe(true);

      await signInBrowser(page, employer, language);
      await page.goto('/hiring-center');
      const history = page.getByRole('region', { name: e.history.title });
      const mine = history.locator('tr, li').filter({ hasText: title });
      await expect(mine.getByText(c.jobStatus.approved)).toBeVisible();
      await mine.getByRole('button', { name: new RegExp(`^${escape(e.history.showDetails)}`) }).click();

      const f = e.hiring.form;
      await test.step('the request form opens filled, and a changed description is saved', async () => {
        await history.getByRole('button', { name: e.history.edit }).click();
        const dialog = page.getByRole('dialog', { name: fill(e.history.editTitle, { title }) });
        await expect(dialog.getByText(e.history.editApprovedNote)).toBeVisible();
        await expect(control(dialog, f.job_title)).toHaveValue(title);
        await expect(control(dialog, f.salary)).toHaveValue('700');
        await expect(control(dialog, f.work_model)).toHaveValue('on-site');
        await expect(dialog.getByLabel(f.job_spec_document)).toHaveCount(0);
        await expectNoAxeViolations(page);

        await control(dialog, f.job_description).fill(
          'Tenir le magasin de Kinshasa. Les candidats retenus suivent une formation gratuite sur place.',
        );
        await dialog.getByRole('button', { name: e.history.save }).click();
        await expect(dialog).toBeHidden();
        await expect(history.getByText(msg('jobBackToModeration'))).toBeVisible();
        await expect(mine.getByText(c.jobStatus.pending)).toBeVisible();
        await expect(history.getByRole('button', { name: e.history.edit })).toBeFocused();
      });

      await test.step('the job is out of the lists until staff approve it again', async () => {
        const hidden = await request.get(`/hiring/jobs/${jobId}/`, { headers: bearer(professional.access) });
        expect(hidden.status()).toBe(404);
      });

      await test.step('a change to the pay of a waiting request is only saved', async () => {
        await history.getByRole('button', { name: e.history.edit }).click();
        const dialog = page.getByRole('dialog', { name: fill(e.history.editTitle, { title }) });
        await expect(dialog.getByText(e.history.editPendingNote)).toBeVisible();
        await control(dialog, f.salary).fill('750');
        await dialog.getByRole('button', { name: e.history.save }).click();
        await expect(dialog).toBeHidden();
        await expect(history.getByText(msg('jobSaved'))).toBeVisible();
        await expect(mine.getByText(c.jobStatus.pending)).toBeVisible();
      });
    });
  });
}
