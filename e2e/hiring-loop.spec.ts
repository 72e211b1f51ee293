import { randomUUID } from 'node:crypto';
import { REJECTION_REASON_WORDS, addDaysIso, todayIso } from '@talent/shared';
import { expect, test, type APIRequestContext, type Page } from './support/test';
import { registerViaApi, signInBrowser, staffAccessToken, type Account } from './support/accounts';
import { bearer } from './support/jobs';
import { fill, textsFor } from './support/texts';
import { screenOf } from './support/screens';

/** A request of the employer's, approved by staff, and an application to it from each professional. */
async function requestWithApplicants(request: APIRequestContext, employer: Account, title: string, people: Account[]) {
  const created = await request.post('/hiring/create/', {
    headers: bearer(employer.access),
    data: {
      job_title: title,
      job_description: 'Run the warehouse of a brewery in Kinshasa: stock, deliveries and a team of eight.',
      experience_level: 'mid',
      type_of_contract: 'full-time',
      start_date: addDaysIso(todayIso(), 40),
      salary: 1200,
      job_location: 'Kinshasa, DR Congo',
      work_model: 'on-site',
      application_deadline: addDaysIso(todayIso(), 20),
      required_skills: 'Stock management, Excel',
    },
  });
  expect(created.status()).toBe(201);
  const jobId = (await created.json()).id as number;
  const staff = await staffAccessToken(request);
  expect((await request.post(`/api/admin/jobs/${jobId}/approve/`, { headers: bearer(staff) })).ok()).toBe(true);
  const ids: number[] = [];
  for (const person of people) {
    const applied = await request.post('/hiring/applications/', {
      headers: bearer(person.access),
      data: { job_id: jobId, cover_letter: '' },
    });
    expect(applied.status()).toBe(201);
    ids.push((await applied.json()).id as number);
  }
  return { jobId, staff, ids };
}

const shot = (page: Page, name: string, project: string) =>
  page.screenshot({ path: `/tmp/hiring-loop-${project}-${name}.png`, fullPage: true });

for (const language of ['fr', 'en'] as const) {
  test(
    `an employer answers each applicant, the job closes, and each applicant hears back (${language})`,
    screenOf(language),
    async ({ page, request }, info) => {
      test.setTimeout(180_000);
      const { employer: e, professional: p, account: a } = textsFor(language);
      const words = REJECTION_REASON_WORDS[language];
      const title = `${language === 'fr' ? 'Chef magasinier' : 'Warehouse lead'} ${randomUUID().slice(0, 6)}`;
      const employer = await registerViaApi(request, 'employer');
      const grace = await registerViaApi(request, 'professional', { first_name: 'Grace', last_name: 'Mbuyi' });
      const paul = await registerViaApi(request, 'professional', { first_name: 'Paul', last_name: 'Tshibanda' });
      const chantal = await registerViaApi(request, 'professional', { first_name: 'Chantal', last_name: 'Lukusa' });
      const { staff, ids } = await requestWithApplicants(request, employer, title, [grace, paul, chantal]);
      for (const id of ids.slice(0, 2)) {
        const forwarded = await request.post(`/api/admin/applications/${id}/status/`, {
          headers: bearer(staff),
          data: { status: 'shortlisted' },
        });
        expect(forwarded.ok()).toBe(true);
      }

      // The employer sees where the applications stand, then answers each forwarded applicant.
      await signInBrowser(page, employer, language);
      await page.goto('/hiring-center');
      await page
        .getByRole('button', { name: new RegExp(`${e.history.showDetails}.*${title}|^${e.history.showDetails}$`) })
        .first()
        .click();
      await expect(
        page.getByText(
          fill(e.pipeline.summary, {
            total: fill(e.pipeline.count_other, { count: 3 }),
            team: fill(e.pipeline.withTeam, { count: 1 }),
            forwarded: fill(e.pipeline.forwarded_other, { count: 2 }),
          }),
        ),
      ).toBeVisible();
      const card = (name: string) =>
        page.locator('article.applicant').filter({ has: page.getByRole('heading', { name }) });
      const act = async (
        name: string,
        stage: 'interview' | 'offer' | 'hired' | 'rejected',
        fillIn?: () => Promise<void>,
      ) => {
        await card(name).getByRole('button', { name: e.stage.action[stage] }).click();
        const dialog = page.getByRole('dialog', { name: fill(e.stage.title[stage], { name }) });
        await expect(dialog).toBeVisible();
        if (fillIn) await fillIn();
        await dialog.getByRole('button', { name: e.stage.confirm[stage] }).click();
        await expect(dialog).toBeHidden();
      };
      await act('Grace Mbuyi', 'interview');
      await expect(page.getByText(fill(e.stage.done.interview, { name: 'Grace Mbuyi' }))).toBeVisible();
      await act('Grace Mbuyi', 'hired');
      await expect(
        card('Grace Mbuyi').getByText(textsFor(language).common.applicationStatus.hired, { exact: true }),
      ).toBeVisible();
      // Not selected needs a reason: asked for before anything is sent.
      await card('Paul Tshibanda').getByRole('button', { name: e.stage.action.rejected }).click();
      const refusal = page.getByRole('dialog', { name: fill(e.stage.title.rejected, { name: 'Paul Tshibanda' }) });
      await refusal.getByRole('button', { name: e.stage.confirm.rejected }).click();
      await expect(refusal.getByText(textsFor(language).msg('rejectionReasonRequired'))).toBeVisible();
      await refusal.getByLabel(e.stage.reason).selectOption({ label: words.position_filled });
      await refusal
        .getByLabel(e.stage.note)
        .fill(language === 'fr' ? 'Merci, nous gardons votre CV.' : 'Thank you, we keep your CV.');
      await refusal.getByRole('button', { name: e.stage.confirm.rejected }).click();
      await expect(refusal).toBeHidden();
      // What the request brought: nobody opened its page here (they applied through the API), three applied.
      await expect(page.locator('.request-figures dd')).toHaveText(['0', '3', '2', '1', '1', /\d/]);
      await shot(page, 'employer', info.project.name);

      // The job closes: the application still with staff closes with it.
      await page.getByRole('button', { name: e.history.close, exact: true }).click();
      await page
        .getByRole('dialog', { name: e.history.closeTitle })
        .getByRole('button', { name: e.history.close })
        .click();
      await expect(page.getByText(fill(e.history.closed, { title }))).toBeVisible();
      // Closed, the sentence and the counts beside it still agree: two were forwarded, and stay so.
      await expect(
        page.getByText(
          fill(e.pipeline.summaryWithOthers, {
            total: fill(e.pipeline.count_other, { count: 3 }),
            team: fill(e.pipeline.withTeam, { count: 0 }),
            forwarded: fill(e.pipeline.forwarded_other, { count: 2 }),
            others: fill(e.pipeline.notForwarded_one, { count: 1 }),
          }),
        ),
      ).toBeVisible();
      await expect(page.locator('.request-figures dd')).toHaveText(['0', '3', '2', '1', '1', /\d/]);
      await shot(page, 'employer-closed', info.project.name);

      // Each applicant's timeline and bell say what happened.
      const timeline = async (person: Account) => {
        await signInBrowser(page, person, language);
        await page.goto('/my-applications');
        const article = page.locator('article.application-card').filter({ hasText: title });
        await expect(article).toBeVisible();
        return article;
      };
      const hired = await timeline(grace);
      const steps = hired.locator('.application-history__step');
      await expect(steps).toHaveCount(4);
      for (const [i, status] of (['submitted', 'shortlisted', 'interview', 'hired'] as const).entries())
        await expect(steps.nth(i)).toContainText(p.status[status]);
      // The job closed, but the hire is recent: Grace and the employer go on writing, to agree on a start.
      const { conversation: c } = textsFor(language);
      await hired.locator('.conversation__summary').click();
      const box = hired.getByRole('textbox');
      await expect(box).toBeVisible();
      await box.fill(language === 'fr' ? 'Je commence lundi ?' : 'Do I start on Monday?');
      await hired.getByRole('button', { name: c.conversation.send }).click();
      await expect(hired.locator('.thread__messages')).toContainText(
        language === 'fr' ? 'Je commence lundi ?' : 'Do I start on Monday?',
      );
      await expect(hired.getByText(textsFor(language).msg('threadClosed'))).toHaveCount(0);
      await shot(page, 'hired', info.project.name);

      const notSelected = await timeline(paul);
      await expect(
        notSelected.getByText(fill(p.applications.reason, { reason: words.position_filled.toLowerCase() })),
      ).toBeVisible();
      await expect(
        notSelected.getByText(language === 'fr' ? 'Merci, nous gardons votre CV.' : 'Thank you, we keep your CV.'),
      ).toBeVisible();
      // Paul's conversation says why it is closed before he types, with no box, and invites no interview.
      await notSelected.locator('.conversation__summary').click();
      await expect(notSelected.getByText(textsFor(language).msg('threadClosedNotSelectedApplicant'))).toBeVisible();
      await expect(notSelected.getByRole('textbox')).toHaveCount(0);
      await expect(notSelected.getByText(textsFor(language).conversation.interview.noneApplicant)).toHaveCount(0);
      await shot(page, 'not-selected', info.project.name);

      const closed = await timeline(chantal);
      await expect(closed.locator('.application-card__head').getByText(p.closedReason.job_closed)).toBeVisible();
      await page.getByRole('button', { name: new RegExp(`^${a.notifications.label}`) }).click();
      await expect(page.getByText(fill(a.notifications.jobClosed, { job: title }))).toBeVisible();
      await shot(page, 'closed', info.project.name);
      // Nothing here is wider than the screen, on the phone as on the desktop.
      const width = page.viewportSize()!.width;
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    },
  );
}
