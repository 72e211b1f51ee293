import { randomUUID } from 'node:crypto';
import { expect, test } from './support/test';
import { registerViaApi, signInBrowser } from './support/accounts';
import { applicationToShortlist, approvedJob, bearer } from './support/jobs';
import { fill, textsFor } from './support/texts';

/**
 * Jobs as a newcomer meets them, in French on the 360x740 phone and in English on the 1280x800 desktop: two jobs
 * on the first screen of Recommended Jobs, their details one tap away, and every job title a way to the job's own
 * page, which shows its description.
 */
const languageOf = (project: string) => (project === 'phone' ? 'fr' : 'en');
const DESCRIPTION = 'Survey the open pits of a copper mine near Kolwezi.';

test("the first screen shows two jobs' titles, towns, salaries and match; details are one tap away", async ({
  page,
  request,
}, info) => {
  const language = languageOf(info.project.name);
  const { professional: p, account: a } = textsFor(language);
  const skill = `Topographie${randomUUID().slice(0, 6)}`;
  const first = `Géomètre ${skill}`;
  const second = `Arpenteur ${skill}`;
  await approvedJob(request, first, { required_skills: skill, salary: 1500, job_location: 'Likasi, RD Congo' });
  const { jobId, employer } = await approvedJob(request, second, { required_skills: skill, salary: 1800 });
  // How many people its employer reads saw the job: a person opening its details anywhere, once a day.
  const seenBy = async () => {
    const res = await request.get(`/hiring/employer-jobs/${jobId}/`, { headers: bearer(employer.access) });
    return ((await res.json()) as { figures: { views: number } }).figures.views;
  };
  const professional = await registerViaApi(request, 'professional');
  const profile = await request.patch('/api/profile/', {
    headers: bearer(professional.access),
    data: { skills: [skill], onboarding_completed: true },
  });
  expect(profile.ok()).toBe(true);
  await signInBrowser(page, professional, language);

  await page.goto('/recommended-jobs');
  // Just registered, the address is not confirmed: its notice shares the first screen with the jobs.
  await expect(page.getByRole('region', { name: a.confirmEmail.title })).toBeVisible();
  const cards = page.locator('article.job-card');
  await expect(cards).toHaveCount(2);
  const screen = page.viewportSize()!;
  for (const [i, town, salary] of [
    [0, 'Kolwezi, DR Congo', 1800],
    [1, 'Likasi, RD Congo', 1500],
  ] as const) {
    const card = cards.nth(i);
    const summary = card.locator('.job-summary li');
    await expect(summary.nth(0)).toHaveText(town);
    await expect(summary.nth(1)).toHaveText(
      new RegExp(`^\\$?${String(salary).slice(0, 1)}.${String(salary).slice(1)}`),
    );
    for (const part of [
      card.getByRole('heading', { level: 3 }),
      card.locator('.match-badge'),
      summary.nth(0),
      summary.nth(1),
    ]) {
      const box = (await part.boundingBox())!;
      expect(box.y + box.height, `job ${i + 1}`).toBeLessThanOrEqual(screen.height);
    }
  }
  await expect(cards.nth(0).locator('.match-badge')).toHaveText(fill(p.jobs.match.badge, { percent: 100 }));

  // The details, one tap away in the list.
  const description = cards.nth(0).getByText(DESCRIPTION);
  await expect(description).toBeHidden();
  await cards.nth(0).getByText(p.jobs.card.details, { exact: true }).click();
  await expect(description).toBeVisible();
  // Reading them there is seeing the job, as opening its page is.
  await expect.poll(seenBy).toBe(1);

  // The title opens the job's own page, which shows its description without a tap.
  await cards.nth(0).getByRole('link', { name: second }).click();
  await expect(page).toHaveURL(new RegExp(`/jobs/${jobId}$`));
  await expect(page.getByRole('heading', { level: 1, name: second })).toBeVisible();
  await expect(page.getByText(DESCRIPTION)).toBeVisible();
  await expect(page.getByRole('button', { name: fill(p.jobs.card.applyFor, { title: second }) })).toBeVisible();
  // The same person the same day: still one.
  expect(await seenBy()).toBe(1);
});

test('a job title leads to its page from the list, the applications and the bell', async ({ page, request }, info) => {
  const language = languageOf(info.project.name);
  const { professional: p, account: a } = textsFor(language);
  const title = `Géomètre ${randomUUID().slice(0, 6)}`;
  const { jobId, professional, staff, applicationId } = await applicationToShortlist(request, title);
  const shortlisted = await request.post(`/api/admin/applications/${applicationId}/status/`, {
    headers: bearer(staff.access),
    data: { status: 'shortlisted' },
  });
  expect(shortlisted.ok()).toBe(true);
  await signInBrowser(page, professional, language);
  const onJobPage = async () => {
    await expect(page).toHaveURL(new RegExp(`/jobs/${jobId}$`));
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText(p.jobs.card.applied)).toBeVisible();
  };

  await page.goto(`/recommended-jobs?show_all=true&q=${encodeURIComponent(title)}`);
  await page.locator('article.job-card').getByRole('link', { name: title }).click();
  await onJobPage();

  await page.goto('/my-applications');
  await page.getByRole('link', { name: title }).click();
  await onJobPage();

  await page.goto('/about-us');
  await page.getByRole('button', { name: new RegExp(`^${a.notifications.label}`) }).click();
  await page
    .getByRole('region', { name: a.notifications.title })
    .getByRole('link', {
      name: fill(a.notifications.shortlistedCompany, { job: title, company: 'Bralima Logistique' }),
    })
    .click();
  await onJobPage();
  await expect(page.getByRole('region', { name: a.notifications.title })).toBeHidden();
});
