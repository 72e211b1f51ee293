import { expect, test, type Locator } from './support/test';
import { MSG, skillMatchColour, type MessageKey } from '@talent/shared';
import enPro from '../apps/web/src/i18n/locales/en/professional';
import frPro from '../apps/web/src/i18n/locales/fr/professional';
import frMsg from '../apps/web/src/i18n/locales/fr/msg';
import { PASSWORD, registerViaApi, signInBrowser } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { openMyApplications } from './support/navigation';
import { sampleGif, samplePdfCv, samplePng } from './support/sample-files';
import { PHONE_LANGUAGES, screenOf } from './support/screens';

type Lang = 'en' | 'fr';

const fill = (text: string, values: Record<string, string | number> = {}) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key] ?? ''));

/** The page's words in one language: its namespace, and the shared messages (English ones are the catalogue's). */
function wordsOf(lang: Lang) {
  const p: typeof enPro = lang === 'en' ? enPro : frPro;
  const m = (key: MessageKey, values?: Record<string, string | number>) =>
    fill(lang === 'en' ? MSG[key] : frMsg[key], values);
  return { p, m };
}

const CV_LINES = [
  'Amani Kasongo - Senior Accountant',
  'Lubumbashi, DR Congo',
  'Eight years of accounting in banking and mining companies.',
  'Skills: Accounting, Payroll, Microsoft Excel, OHADA Accounting.',
];

/** The number in "34 jobs" / "34 offres". */
async function countIn(locator: Locator): Promise<number> {
  return Number((await locator.innerText()).replace(/\D+/g, ''));
}

for (const lang of PHONE_LANGUAGES) {
  test.describe(`a professional (${lang})`, screenOf(lang), () => {
    test('completes onboarding, finds skill-matched jobs, applies, and follows the application', async ({
      page,
      request,
    }) => {
      test.setTimeout(240_000);
      const { p, m } = wordsOf(lang);
      const account = await registerViaApi(request, 'professional');
      await signInBrowser(page, account, lang);
      await page.goto('/onboarding');
      const next = page.getByRole('button', { name: p.onboarding.next, exact: true });
      const stepTitle = page.locator('#onboarding-step-title');
      const steps = page.getByRole('navigation', { name: p.onboarding.stepsLabel });

      // Step 1: personal details, all required.
      await expect(page.getByRole('heading', { level: 1, name: p.onboarding.title })).toBeVisible();
      await expect(steps.getByRole('button', { name: p.onboarding.steps.personal })).toHaveAttribute(
        'aria-current',
        'step',
      );
      await expectNoAxeViolations(page);
      await page.getByLabel(p.onboarding.personal.dateOfBirth).fill('');
      await next.click();
      await expect(page.getByText(m('required'))).toBeVisible();
      await expect(page.getByLabel(p.onboarding.personal.dateOfBirth)).toBeFocused();
      await page.getByRole('textbox', { name: p.onboarding.personal.firstName, exact: true }).fill('Amani');
      await page.getByRole('textbox', { name: p.onboarding.personal.lastName, exact: true }).fill('Kasongo');
      await page.getByRole('combobox', { name: p.onboarding.personal.country }).selectOption('CD');
      await page.getByLabel(p.onboarding.personal.dateOfBirth).fill('1990-05-14');
      await next.click();
      await expect(page.getByText(m('personalDetailsSaved'))).toBeVisible();

      // Step 2: professional info, with its rules, and the skills as chips.
      await expect(stepTitle).toContainText(p.onboarding.steps.professional);
      await expect(stepTitle).toBeFocused();
      await expect(steps.getByRole('button', { name: p.onboarding.steps.personal })).toContainText(
        p.onboarding.completed,
      );
      await page
        .getByLabel(p.onboarding.info.summary)
        .fill('Accountant with eight years in banking and mining in Lubumbashi.');
      await page.getByLabel(p.onboarding.info.jobTitle).fill('Senior Accountant');
      const years = page.getByLabel(p.onboarding.info.years);
      const linkedin = page.getByLabel(p.onboarding.info.linkedin);
      await years.fill('-1');
      await linkedin.fill('not a web address');
      await next.click();
      await expect(page.getByText(m('yearsOfExperienceMin'))).toBeVisible();
      await expect(page.getByText(m('invalidUrl'))).toBeVisible();
      await years.fill('8');
      await linkedin.fill('https://www.linkedin.com/in/amani-kasongo');

      const skills = page.getByRole('combobox', { name: p.onboarding.info.skills });
      const chips = page.getByRole('list', { name: p.onboarding.chips.list }).getByRole('listitem');
      await skills.fill('accoun');
      const accounting = page.getByRole('option', { name: lang === 'en' ? 'Accounting' : 'Comptabilité', exact: true });
      await expect(accounting).toBeVisible();
      await accounting.click();
      await skills.fill('Microsoft Excel');
      await skills.press('Enter');
      await skills.pressSequentially('OHADA Accounting,Plumbing,');
      await expect(chips).toHaveCount(4);
      await page.getByRole('button', { name: fill(p.onboarding.chips.remove, { item: 'Plumbing' }) }).click();
      await expect(chips).toHaveCount(3);
      await expect(skills).toBeFocused();
      await expectNoAxeViolations(page);
      await next.click();
      await expect(page.getByText(m('professionalInfoSaved'))).toBeVisible();

      // Step 3: wrong types are refused by the browser, a text file named .pdf by the server.
      await expect(stepTitle).toContainText(p.onboarding.steps.files);
      const cv = page.getByLabel(p.onboarding.files.cv, { exact: false }).and(page.locator('input[type=file]'));
      const photo = page.getByLabel(p.onboarding.files.photo, { exact: false }).and(page.locator('input[type=file]'));
      const upload = page.getByRole('button', { name: p.onboarding.files.upload });
      await expect(cv).toHaveAttribute('accept', /application\/pdf/);
      await expect(photo).toHaveAttribute('accept', /image\/png/);
      await cv.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('Not a CV at all') });
      await expect(page.getByText(m('cvMustBePdf'))).toBeVisible();
      await expect(cv).toHaveAttribute('aria-invalid', 'true');
      await photo.setInputFiles({ name: 'photo.gif', mimeType: 'image/gif', buffer: sampleGif });
      await expect(page.getByText(m('imageMustBePngOrJpeg'))).toBeVisible();
      await upload.click();
      await expect(page.getByText(m('noNewFiles'))).toBeVisible();
      await cv.setInputFiles({
        name: 'cv.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from('Only text, named .pdf'),
      });
      await upload.click();
      await expect(
        page.getByText(m('profileSaveFailedWith', { detail: m('cvMustBePdf').replace(/\.$/, '') })),
      ).toBeVisible();

      await cv.setInputFiles({
        name: 'amani-kasongo-cv.pdf',
        mimeType: 'application/pdf',
        buffer: await samplePdfCv(CV_LINES),
      });
      await photo.setInputFiles({ name: 'amani.png', mimeType: 'image/png', buffer: samplePng });
      await expect(page.getByRole('img', { name: p.onboarding.files.photoAlt })).toBeVisible();
      await expectNoAxeViolations(page);
      await upload.click();
      await expect(page.getByText(m('profileSaved'))).toBeVisible();
      await expect(page.getByRole('link', { name: 'amani-kasongo-cv.pdf' })).toBeVisible();

      // Back on step 2, the CV suggests a skill the profile lacks.
      await steps.getByRole('button', { name: p.onboarding.steps.professional }).click();
      await expect(page.getByRole('heading', { name: p.onboarding.cvSkills.title })).toBeVisible();
      await page.getByRole('button', { name: fill(p.onboarding.cvSkills.add, { skill: 'Payroll' }) }).click();
      await expect(chips.filter({ hasText: 'Payroll' })).toHaveCount(1);
      await next.click();
      await expect(page.getByText(m('professionalInfoSaved'))).toBeVisible();
      await page.getByRole('button', { name: p.onboarding.finish }).click();

      // Recommended jobs: the skill-matched ones first, with badges in the match colours.
      await expect(page).toHaveURL(/\/recommended-jobs$/);
      await expect(page.getByText(m('profileSaved'))).toBeVisible();
      const saved = await request.get('/api/profile/', { headers: { Authorization: `Bearer ${account.access}` } });
      expect(await saved.json()).toMatchObject({
        onboarding_completed: true,
        years_of_experience: 8,
        cv_file: { name: 'amani-kasongo-cv.pdf' },
      });
      await expect(page.getByRole('tab', { name: p.jobs.matched })).toHaveAttribute('aria-selected', 'true');
      const cards = page.locator('article.job-card');
      await expect(cards.first()).toBeVisible();
      const matchedCount = await countIn(page.locator('.jobs-count'));
      expect(matchedCount).toBeGreaterThan(0);
      const badges = page.locator('.match-badge');
      for (let i = 0; i < Math.min(5, await badges.count()); i++) {
        const badge = badges.nth(i);
        const percent = Number((await badge.innerText()).replace(/\D+/g, ''));
        expect(percent).toBeGreaterThan(0);
        await expect(badge).toHaveClass(new RegExp(`match--${skillMatchColour(percent)}`));
      }

      await page.getByRole('tab', { name: p.jobs.all }).click();
      await expect(page).toHaveURL(/show_all=true/);
      await expect(page.getByRole('tab', { name: p.jobs.all })).toHaveAttribute('aria-selected', 'true');
      await expect(cards.first()).toBeVisible();
      expect(await countIn(page.locator('.jobs-count'))).toBeGreaterThanOrEqual(Math.max(matchedCount, 30));
      // Twenty jobs a page; the next ones on demand, the focus on the first of them.
      await expect(cards).toHaveCount(20);
      await page.getByRole('button', { name: p.jobs.loadMore }).click();
      await expect.poll(() => cards.count()).toBeGreaterThan(20);
      await expect(cards.nth(20).getByRole('heading', { level: 3 })).toBeFocused();

      // Apply to the best match with a cover letter.
      await page.getByRole('tab', { name: p.jobs.matched }).click();
      await expect(page.getByRole('tab', { name: p.jobs.matched })).toHaveAttribute('aria-selected', 'true');
      const target = cards.filter({ has: page.getByRole('button', { name: p.jobs.card.apply }) }).first();
      const cardId = await target.getAttribute('aria-labelledby');
      const title = await target.getByRole('heading', { level: 3 }).innerText();
      await target.getByRole('button', { name: p.jobs.card.apply }).click();
      const dialog = page.getByRole('dialog', { name: fill(p.jobs.apply.title, { title }) });
      await expect(dialog).toBeVisible();
      const letter = 'I have kept the books of two mining companies for eight years, under OHADA rules.';
      await dialog.getByLabel(p.jobs.apply.coverLetter).fill(letter);
      await expect(dialog.getByText(fill(p.jobs.apply.remaining_other, { count: 1000 - letter.length }))).toBeVisible();
      await expectNoAxeViolations(page);
      await dialog.getByRole('button', { name: p.jobs.apply.submit }).click();
      await expect(dialog.getByText(m('applicationSubmitted'))).toBeVisible();
      await expect(dialog).toBeHidden({ timeout: 15_000 });
      const applied = page.locator(`article[aria-labelledby="${cardId}"]`);
      await expect(applied.getByText(p.jobs.card.applied)).toBeVisible();
      // The Apply button is gone, so the focus lands on what replaced it.
      await expect(applied.locator('.job-card__applied')).toBeFocused();
      await expect(applied.getByText(p.status.submitted, { exact: true })).toBeVisible();
      await expect(applied.getByRole('button', { name: p.jobs.card.apply })).toHaveCount(0);

      // My applications lists it, with its status explained; the company stays confidential for now.
      await openMyApplications(page, lang);
      await expect(page).toHaveURL(/\/my-applications$/);
      const application = page.locator('article.application-card').filter({ hasText: title }).first();
      await expect(application.getByText(p.status.submitted, { exact: true })).toBeVisible();
      await expect(application.getByText(p.statusHelp.submitted)).toBeVisible();
      await expect(application.getByText(p.applications.confidential)).toBeVisible();
      await expectNoAxeViolations(page);
    });

    test('changes the password from the first step', async ({ page, request }) => {
      const { p, m } = wordsOf(lang);
      const account = await registerViaApi(request, 'professional');
      await signInBrowser(page, account, lang);
      await page.goto('/onboarding');
      const form = page.getByRole('region', { name: p.onboarding.password.title });
      const current = form.getByRole('textbox', { name: p.onboarding.password.current, exact: true });
      const fresh = form.getByRole('textbox', { name: p.onboarding.password.new, exact: true });
      const confirm = form.getByRole('textbox', { name: p.onboarding.password.confirm, exact: true });
      const submit = form.getByRole('button', { name: p.onboarding.password.submit });

      await current.fill(PASSWORD);
      await fresh.fill('short');
      await confirm.fill('short');
      await submit.click();
      await expect(form.getByText(m('newPasswordTooShort'))).toBeVisible();
      await fresh.fill('a-brand-new-password');
      await confirm.fill('another-new-password');
      await submit.click();
      await expect(form.getByText(m('passwordsDoNotMatch'))).toBeVisible();

      await current.fill('not-the-password');
      await confirm.fill('a-brand-new-password');
      await submit.click();
      await expect(form.getByRole('alert')).toHaveText(m('currentPasswordWrong'));

      await current.fill(PASSWORD);
      await submit.click();
      await expect(form.getByRole('status')).toHaveText(m('passwordChanged'));
      await expect(current).toHaveValue('');
      const login = await request.post('/api/token/', {
        data: { email: account.email, password: 'a-brand-new-password' },
      });
      expect(login.ok()).toBe(true);
    });
  });
}
