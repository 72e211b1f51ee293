import { randomUUID } from 'node:crypto';
import { expect, test, waitingForTheApp, type Page } from './support/test';
import { registerViaApi, signInBrowser } from './support/accounts';
import { approvedJob, bearer } from './support/jobs';
import { fill, textsFor } from './support/texts';
import { phoneContext } from './support/phone';

const shot = (page: Page, name: string) => page.screenshot({ path: `/tmp/skills-${name}.png`, fullPage: true });

test('a driver who wrote "Conduite de camion" finds the truck-driving job on his phone, its match explained; the employer reads his French skills as theirs', async ({
  page,
  request,
  browser,
}, info) => {
  test.setTimeout(120_000);
  const en = textsFor('en');
  const fr = textsFor('fr');
  const title = `Truck Driver ${randomUUID().slice(0, 6)}`;
  const { jobId, staff, employer } = await approvedJob(request, title, {
    job_location: 'Kinshasa, DR Congo',
    required_skills: 'Driving, Logistics, Heavy vehicles',
  });
  const driver = await registerViaApi(request, 'professional', { first_name: 'Jean', last_name: 'Mukendi' });

  // The job seeker, in French on a phone, writes his skill in his own words; the field offers it as a concept.
  const phone = await phoneContext(browser, info);
  const mobile = waitingForTheApp(await phone.newPage());
  const p = fr.professional;
  await signInBrowser(mobile, driver, 'fr');
  await mobile.goto('/onboarding');
  await mobile
    .getByRole('navigation', { name: p.onboarding.stepsLabel })
    .getByRole('button', { name: new RegExp(p.onboarding.steps.professional) })
    .click();
  await mobile.getByLabel(p.onboarding.info.summary).fill('Chauffeur poids lourd depuis dix ans, Kinshasa et Matadi.');
  await mobile.getByLabel(p.onboarding.info.jobTitle).fill('Chauffeur');
  await mobile.getByLabel(p.onboarding.info.years).fill('10');
  const skills = mobile.getByRole('combobox', { name: p.onboarding.info.skills });
  await skills.pressSequentially('conduite de camions');
  await expect(mobile.getByRole('option', { name: 'Conduite de camion', exact: true })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await skills.press('Enter');
  await expect(mobile.getByRole('list', { name: p.onboarding.chips.list }).getByRole('listitem')).toHaveText([
    /^Conduite de camion/,
  ]);
  await mobile.getByRole('button', { name: p.onboarding.next, exact: true }).click();
  await expect(mobile.getByText(fr.msg('professionalInfoSaved'))).toBeVisible();

  // On Compatibles, the job is there, and its match says which of its skills are his, in the employer's words.
  await mobile.goto('/recommended-jobs');
  await expect(mobile.getByRole('tab', { name: p.jobs.matched })).toHaveAttribute('aria-selected', 'true');
  const card = mobile.locator('article.job-card').filter({ has: mobile.getByRole('heading', { name: title }) });
  await expect(card.getByText(fill(p.jobs.match.badge, { percent: 50 }))).toBeVisible();
  await card.getByText(p.jobs.card.details).click();
  await expect(card.getByRole('list', { name: p.jobs.match.have }).getByRole('listitem')).toHaveText([
    /Heavy vehicles/,
  ]);
  await expect(card.getByRole('list', { name: p.jobs.match.related }).getByRole('listitem')).toHaveText([
    /Driving, pour votre compétence Conduite de camion/,
  ]);
  await expect(card.getByRole('list', { name: p.jobs.match.missing }).getByRole('listitem')).toHaveText(['Logistics']);
  expect(await mobile.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await shot(mobile, 'driver-phone-fr-matched');

  // He applies; staff forward him; the employer, in English on a desktop, reads his skills matched as theirs.
  const applied = await request.post('/hiring/applications/', {
    headers: bearer(driver.access),
    data: { job_id: jobId, cover_letter: '' },
  });
  expect(applied.ok()).toBe(true);
  const applicationId = (await applied.json()).id as number;
  const forwarded = await request.post(`/api/admin/applications/${applicationId}/status/`, {
    headers: bearer(staff),
    data: { status: 'shortlisted' },
  });
  expect(forwarded.ok()).toBe(true);
  await signInBrowser(page, employer, 'en');
  await page.goto(`/hiring-center?job=${jobId}`);
  const applicant = page
    .locator('article.applicant')
    .filter({ has: page.getByRole('heading', { name: 'Jean Mukendi' }) });
  await expect(applicant.getByText(fill(en.common.ui.match, { percent: 50 }))).toBeVisible();
  await expect(applicant.getByText(fill(en.common.ui.matchedSkills, { skills: 'Heavy vehicles' }))).toBeVisible();
  await expect(
    applicant.getByText(
      fill(en.conversation.match.related, {
        skills: fill(en.conversation.match.relatedSkill, { skill: 'Driving', through: 'Conduite de camion' }),
      }),
    ),
  ).toBeVisible();
  await expect(applicant.getByText(fill(en.common.ui.missingSkills, { skills: 'Logistics' }))).toBeVisible();
  await shot(page, 'employer-desktop-en-applicant');
  await phone.close();
});
