import { randomUUID } from 'node:crypto';
import { addDaysIso, todayIso } from '@talent/shared';
import { expect, test, waitingForTheApp, type APIRequestContext, type Locator, type Page } from './support/test';
import {
  loginViaApi,
  PASSWORD,
  registerViaApi,
  signInBrowser,
  staffLoginViaApi,
  type Account,
} from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { approvedJob, bearer } from './support/jobs';
import { DESKTOP_LANGUAGES, screenOf } from './support/screens';
import { serverURL } from './support/servers';
import { fill, textsFor } from './support/texts';

/** The staff console's trust tools: what a request's checks found, the reports of professionals, and accounts. */

const FEE_LINE = 'Frais de dossier : 20 $ à payer par M-Pesa avant l’entretien.';
const DESCRIPTION = [
  'Nous recrutons des chauffeurs poids lourd pour notre dépôt de Limete.',
  'Permis C exigé, trois ans d’expérience au moins.',
  'Vous livrerez nos clients de Kinshasa et du Kongo-Central.',
  'Horaires : du lundi au samedi, de 7 h à 16 h.',
  'Tenue de travail fournie.',
  'Entretien au dépôt de Limete.',
  FEE_LINE,
  'Merci de venir avec une copie du permis.',
].join('\n');

/** A job request of an employer, through the API, left waiting for review. */
async function submittedJob(request: APIRequestContext, employer: Account, title: string, description: string) {
  const today = todayIso();
  const created = await request.post('/hiring/create/', {
    headers: bearer(employer.access),
    data: {
      job_title: title,
      job_description: description,
      experience_level: 'mid',
      type_of_contract: 'full-time',
      start_date: addDaysIso(today, 30),
      salary: 700,
      job_location: 'Kinshasa, DR Congo',
      work_model: 'on-site',
      application_deadline: addDaysIso(today, 15),
      required_skills: 'Conduite poids lourd',
    },
  });
  expect(created.status()).toBe(201);
  return (await created.json()).id as number;
}

/** Turns the pages of a console list until `item` shows (other journeys may have filled the first pages). */
async function findOnPages(page: Page, item: Locator, language: 'en' | 'fr') {
  const { common } = textsFor(language);
  const next = page.getByRole('navigation', { name: common.ui.pagination }).getByRole('button', {
    name: common.ui.next,
  });
  await expect(async () => {
    if (await item.isVisible()) return;
    if ((await next.isVisible()) && (await next.isEnabled())) await next.click();
    throw new Error('not on this page yet');
  }).toPass({ timeout: 20_000 });
}

/** The signed-in person's profile: the header's link to it, or on a phone (or a narrow desktop) the menu's. */
async function openProfile(page: Page, language: 'en' | 'fr', name: string) {
  const { common } = textsFor(language);
  const menu = page.getByRole('button', { name: common.nav.openMenu });
  if (await menu.isVisible()) await menu.click();
  await page
    .getByRole('link', { name: new RegExp(name) })
    .filter({ visible: true })
    .first()
    .click();
}

for (const language of DESKTOP_LANGUAGES) {
  const { admin: a } = textsFor(language);

  test(
    `a request asking applicants for a fee shows in the queue with its flag and the words marked (${language})`,
    screenOf(language),
    async ({ page, request }) => {
      const employer = await registerViaApi(request, 'employer');
      const title = `Chauffeur poids lourd ${randomUUID().slice(0, 6)}`;
      await submittedJob(request, employer, title, DESCRIPTION);
      const plainTitle = `Magasinier ${randomUUID().slice(0, 6)}`;
      await submittedJob(request, employer, plainTitle, 'Gérer le stock du dépôt de Limete. Tenue fournie.');

      const staff = await staffLoginViaApi(request);
      await signInBrowser(page, staff, language);
      await page.goto('/admin');
      const card = page.getByRole('article', { name: title });
      await findOnPages(page, card, language);

      const flags = card.getByRole('region', { name: a.flags.title });
      await expect(flags.getByText(a.flags.codes.fee_request, { exact: true })).toBeVisible();
      await expect(flags.locator('mark').filter({ hasText: 'Frais de dossier' })).toBeVisible();
      // The seventh line of the description, its words marked where they are.
      const description = card.locator('.job-summary__description');
      await expect(description).toHaveText(DESCRIPTION);
      const marked = description.locator('mark');
      await expect(marked.filter({ hasText: /^Frais de dossier$/ })).toBeVisible();
      await expect(marked.filter({ hasText: /M-Pesa/ })).toBeVisible();
      expect((await marked.allTextContents()).join(' ')).toContain('20 $');
      await expect(card.getByText(a.trust.unverified)).toBeVisible();
      await expectNoAxeViolations(page);

      // A request without flags has nothing extra.
      const plain = page.getByRole('article', { name: plainTitle });
      await findOnPages(page, plain, language);
      await expect(plain.locator('mark')).toHaveCount(0);
      await expect(plain.getByRole('region', { name: a.flags.title })).toHaveCount(0);

      // Approving it anyway is staff's call; the job then keeps its flags in the jobs tab.
      await card.getByRole('button', { name: a.queue.approve }).click();
      await expect(page.getByText(fill(a.queue.approved, { title }))).toBeVisible();
    },
  );

  test(
    `a job professionals report is settled from the reports tab, and its reporters are told (${language})`,
    screenOf(language),
    async ({ page, request }) => {
      const suffix = randomUUID().slice(0, 6);
      const kept = `Comptable ${suffix}`;
      const closed = `Caissier ${suffix}`;
      const { jobId: keptId } = await approvedJob(request, kept);
      const { jobId: closedId } = await approvedJob(request, closed);
      const amani = await registerViaApi(request, 'professional');
      const grace = await registerViaApi(request, 'professional');
      const report = (who: Account, jobId: number, data: Record<string, unknown>) =>
        request.post(`/hiring/jobs/${jobId}/report/`, { headers: bearer(who.access), data });
      const first = await report(amani, closedId, {
        reason: 'fee_requested',
        details: 'On me demande 20 $ par M-Pesa.',
      });
      expect(first.status()).toBe(201);
      expect((await report(amani, closedId, { reason: 'fake_job' })).status()).toBe(200);
      expect((await report(grace, closedId, { reason: 'fake_job' })).status()).toBe(201);
      expect((await report(grace, keptId, { reason: 'misleading', details: 'Le lieu semble faux.' })).status()).toBe(
        201,
      );

      const staff = await staffLoginViaApi(request);
      await signInBrowser(page, staff, language);
      await page.goto('/admin?tab=reports');
      await expect(page.getByRole('tab', { name: a.tabs.reports })).toHaveAttribute('aria-selected', 'true');
      const closedCard = page.getByRole('article', { name: closed });
      await findOnPages(page, closedCard, language);
      await expect(closedCard.getByText(fill(a.reports.reporters_other, { count: 2 }))).toBeVisible();
      await expect(closedCard.getByText(a.reports.reasons.fee_requested)).toBeVisible();
      await expect(closedCard.getByText('On me demande 20 $ par M-Pesa.')).toBeVisible();
      await expect(closedCard.getByText(amani.email)).toBeVisible();
      await expectNoAxeViolations(page);

      // Close the job, after saying so in the dialog.
      await closedCard.getByRole('button', { name: fill(a.reports.actionsFor.job_closed, { title: closed }) }).click();
      const dialog = page.getByRole('dialog', { name: fill(a.reports.confirm.job_closed.title, { title: closed }) });
      await expect(dialog).toBeVisible();
      await expectNoAxeViolations(page);
      await dialog.getByRole('button', { name: a.reports.actions.job_closed }).click();
      await expect(page.getByText(fill(a.reports.done.job_closed, { title: closed }))).toBeVisible();
      await expect(dialog).toBeHidden();
      await expect(closedCard).toHaveCount(0);

      // Dismiss the other one.
      const keptCard = page.getByRole('article', { name: kept });
      await findOnPages(page, keptCard, language);
      await keptCard.getByRole('button', { name: fill(a.reports.actionsFor.dismissed, { title: kept }) }).click();
      await page
        .getByRole('dialog', { name: fill(a.reports.confirm.dismissed.title, { title: kept }) })
        .getByRole('button', { name: a.reports.actions.dismissed })
        .click();
      await expect(page.getByText(fill(a.reports.done.dismissed, { title: kept }))).toBeVisible();

      // Settled, with their outcome.
      await page.getByRole('tab', { name: a.reports.statuses.resolved }).click();
      const settled = page.getByRole('article', { name: closed });
      await findOnPages(page, settled, language);
      await expect(
        settled.getByText(new RegExp(fill(a.reports.outcome.job_closed, { date: '' }).trim())),
      ).toBeVisible();
      await expect(settled.getByRole('button')).toHaveCount(0);

      const staffHeaders = bearer(staff.access);
      const jobStatus = async (id: number) =>
        (await (await request.get(`/api/admin/jobs/${id}/`, { headers: staffHeaders })).json()).status;
      expect(await jobStatus(closedId)).toBe('closed');
      expect(await jobStatus(keptId)).toBe('approved');
      const outcomes = async (who: Account) =>
        (
          (await (await request.get('/api/notifications/', { headers: bearer(who.access) })).json()).items as {
            kind: string;
            data: { job_title: string; outcome: string };
          }[]
        )
          .filter((n) => n.kind === 'report_outcome')
          .map((n) => [n.data.job_title, n.data.outcome]);
      await expect.poll(() => outcomes(amani)).toEqual([[closed, 'job_closed']]);
      await expect
        .poll(async () => (await outcomes(grace)).sort())
        .toEqual(
          [
            [closed, 'job_closed'],
            [kept, 'dismissed'],
          ].sort(),
        );
    },
  );

  test(
    `staff verify an employer, then suspend it: signed out, jobs closed (${language})`,
    screenOf(language),
    async ({ page, request }) => {
      const { jobId } = await approvedJob(request, `Géomètre ${randomUUID().slice(0, 6)}`);
      const staff = await staffLoginViaApi(request);
      const jobOf = async () =>
        (await request.get(`/api/admin/jobs/${jobId}/`, { headers: bearer(staff.access) })).json();
      const email = (await jobOf()).employer.account_email as string;
      const employer = await loginViaApi(request, email, PASSWORD);

      await signInBrowser(page, staff, language);
      await page.goto('/admin?tab=users');
      await page.getByLabel(a.users.query).fill(email);
      await page.getByRole('button', { name: a.users.search }).click();
      await expect(page.getByText(fill(a.users.results_one, { count: 1 }), { exact: true })).toBeVisible();

      await page.getByRole('button', { name: fill(a.users.verifyWho, { name: 'Patrick Ilunga' }) }).click();
      const verify = page.getByRole('dialog', { name: fill(a.users.verifyDialog.title, { name: 'Patrick Ilunga' }) });
      await verify.getByRole('button', { name: a.users.verifyDialog.submit }).click();
      const note = verify.getByLabel(new RegExp(`^${a.users.verifyDialog.note}`));
      await expect(note).toHaveAttribute('aria-invalid', 'true');
      await note.fill('RCCM CD/KIN/RCCM/24-B-01234 checked at the registry, and a call to the office.');
      await verify.getByRole('button', { name: a.users.verifyDialog.submit }).click();
      await expect(page.getByText(fill(a.users.verified, { name: 'Patrick Ilunga' }))).toBeVisible();
      await expect(page.getByText(new RegExp(fill(a.trust.verifiedOn, { date: '' }).trim()))).toBeVisible();
      await expect(page.getByRole('button', { name: fill(a.users.verifyWho, { name: 'Patrick Ilunga' }) })).toHaveCount(
        0,
      );

      await page.getByRole('button', { name: fill(a.users.suspendWho, { name: 'Patrick Ilunga' }) }).click();
      const suspend = page.getByRole('dialog', { name: fill(a.users.suspendDialog.title, { name: 'Patrick Ilunga' }) });
      await expect(suspend.getByText(a.users.suspendDialog.warning)).toBeVisible();
      await expectNoAxeViolations(page);
      await suspend.getByLabel(new RegExp(`^${a.users.suspendDialog.reason}`)).fill('Asked applicants for money.');
      await suspend.getByRole('button', { name: a.users.suspendDialog.submit }).click();
      await expect(page.getByText(fill(a.users.suspended, { name: 'Patrick Ilunga' }))).toBeVisible();
      await expect(page.getByText(new RegExp(fill(a.trust.suspendedOn, { date: '' }).trim()))).toBeVisible();
      await expect(
        page.getByRole('button', { name: fill(a.users.suspendWho, { name: 'Patrick Ilunga' }) }),
      ).toHaveCount(0);

      // The account is out at once, cannot come back, and its job is closed.
      expect((await request.get('/api/user-status/', { headers: bearer(employer.access) })).status()).toBe(401);
      const signIn = await request.post('/api/token/', { data: { email, password: PASSWORD } });
      expect(signIn.status()).toBe(403);
      expect((await signIn.json()).code).toBe('account_suspended');
      const after = await jobOf();
      expect(after.status).toBe('closed');
      expect(after.employer.suspended_at).not.toBeNull();
    },
  );

  test(
    `an employer signed in when staff suspend it is sent to Log In with why; its applicant reads the job withdrawn (${language})`,
    screenOf(language),
    async ({ page, browser, request }, testInfo) => {
      const { auth, professional: p, msg } = textsFor(language);
      const title = `Agent de recouvrement ${randomUUID().slice(0, 6)}`;
      const { jobId } = await approvedJob(request, title);
      const staff = await staffLoginViaApi(request);
      const job = await (await request.get(`/api/admin/jobs/${jobId}/`, { headers: bearer(staff.access) })).json();
      const employer = await loginViaApi(request, job.employer.account_email as string, PASSWORD);
      const applicant = await registerViaApi(request, 'professional');
      const applied = await request.post('/hiring/applications/', {
        headers: bearer(applicant.access),
        data: { job_id: jobId, cover_letter: '' },
      });
      expect(applied.ok()).toBe(true);
      const reported = await request.post(`/hiring/jobs/${jobId}/report/`, {
        headers: bearer(applicant.access),
        data: { reason: 'fee_requested', details: 'On me demande 15 $ de frais de dossier.' },
      });
      expect(reported.status()).toBe(201);

      // The employer works in their hiring center, in this browser.
      await signInBrowser(page, employer, language);
      await page.goto('/hiring-center');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

      // Staff, in another browser, go from the report to the employer's account and suspend it.
      const staffContext = await browser.newContext({ baseURL: serverURL(testInfo.parallelIndex) });
      const staffPage = waitingForTheApp(await staffContext.newPage());
      await signInBrowser(staffPage, staff, language);
      await staffPage.goto('/admin?tab=reports');
      const reportCard = staffPage.getByRole('article', { name: title });
      await findOnPages(staffPage, reportCard, language);
      // Pictures looked at by hand: the report's links, the Log In screen, the withdrawn application.
      await reportCard.screenshot({ path: testInfo.outputPath(`report-links-${language}.png`) });
      await reportCard
        .getByRole('link', { name: fill(a.reports.employerAccountOf, { name: 'Bralima Logistique' }) })
        .click();
      await expect(staffPage.getByText(a.users.oneAccount)).toBeVisible();
      await staffPage.getByRole('button', { name: fill(a.users.suspendWho, { name: 'Patrick Ilunga' }) }).click();
      const suspend = staffPage.getByRole('dialog', {
        name: fill(a.users.suspendDialog.title, { name: 'Patrick Ilunga' }),
      });
      await suspend.getByLabel(new RegExp(`^${a.users.suspendDialog.reason}`)).fill('Frais demandés aux candidats.');
      await suspend.getByRole('button', { name: a.users.suspendDialog.submit }).click();
      await expect(staffPage.getByText(fill(a.users.suspended, { name: 'Patrick Ilunga' }))).toBeVisible();
      await expect(
        staffPage.getByRole('button', { name: fill(a.users.unsuspendWho, { name: 'Patrick Ilunga' }) }),
      ).toBeVisible();
      await staffContext.close();

      // The employer's next step ends on Log In, which says why, as signing in would.
      await openProfile(page, language, 'Patrick Ilunga');
      await expect(page).toHaveURL(/\/auth$/);
      await expect(page.getByRole('tab', { name: auth.tabs.login })).toHaveAttribute('aria-selected', 'true');
      const login = page.getByRole('tabpanel', { name: auth.tabs.login });
      const why = login.getByRole('alert').filter({ hasText: msg('accountSuspended') });
      await expect(why).toHaveText(msg('accountSuspended'));
      // At the top of the form, on the first screen of a phone too (this journey runs on the desktop).
      await expect(why).toBeInViewport({ ratio: 1 });
      const desktop = page.viewportSize();
      await page.setViewportSize({ width: 360, height: 740 });
      await expect(why).toBeInViewport({ ratio: 1 });
      if (desktop) await page.setViewportSize(desktop);
      expect(await page.evaluate(() => localStorage.getItem('refresh'))).toBeNull();
      await expectNoAxeViolations(page);
      await page.screenshot({ path: testInfo.outputPath(`suspended-log-in-${language}.png`) });

      // The applicant: the application is closed as the job withdrawn, and they are told never to pay.
      await signInBrowser(page, applicant, language);
      await page.goto('/my-applications');
      const card = page.getByRole('article', { name: title });
      await expect(card.getByText(p.closedReason.job_withdrawn, { exact: true })).toBeVisible();
      await expect(card.getByText(p.closedReasonHelp.job_withdrawn)).toBeVisible();
      await expectNoAxeViolations(page);
      await page.screenshot({ path: testInfo.outputPath(`withdrawn-application-${language}.png`) });
      // The job's own page, from the application: closed and why, first; no longer offered for sharing.
      await card.getByRole('link', { name: title }).click();
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: p.job.closed })).toContainText(
        p.closedReasonHelp.job_withdrawn,
      );
      await expect(page.getByRole('heading', { name: p.job.share.title })).toHaveCount(0);
      await page.screenshot({ path: testInfo.outputPath(`withdrawn-job-page-${language}.png`), fullPage: true });
      const notices = (await (await request.get('/api/notifications/', { headers: bearer(applicant.access) })).json())
        .items as { kind: string; data: { job_title: string } }[];
      expect(notices.filter((n) => n.kind === 'job_withdrawn').map((n) => n.data.job_title)).toEqual([title]);
    },
  );
}
