import { randomUUID } from 'node:crypto';
import { expect, test } from './support/test';
import { registerViaApi, signInBrowser, staffAccessToken } from './support/accounts';
import { approvedJob, bearer } from './support/jobs';
import { field, fill, textsFor } from './support/texts';

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * Employers type their industry freely ("Logistique", a half-typed "Logis"): the industry filter finds the jobs
 * without a sector of their own under the known sector it names. A job's card shows the job's own sector, which its
 * employer chose, never the employer's industry. In French on the phone, in English on the desktop.
 */
test('a sector typed in French, or half-typed, finds the jobs of employers of that industry, whose cards do not take it for the job’s', async ({
  page,
  request,
}, info) => {
  const language = info.project.name === 'phone' ? 'fr' : 'en';
  const { professional: p, common: c } = textsFor(language);
  const word = `Secteur${randomUUID().slice(0, 6)}`;
  await approvedJob(request, `Chauffeur ${word}`, {}, { industry: 'Logistique' });
  await approvedJob(request, `Dispatcher ${word}`, {}, { industry: 'Logis' });
  await approvedJob(request, `Agronome ${word}`, {}, { industry: 'Agriculture' });
  const professional = await registerViaApi(request, 'professional');
  await signInBrowser(page, professional, language);

  await page.goto(`/recommended-jobs?show_all=true&q=${word}`);
  // Only this test's jobs: another test's, on the same server, may share the search's words.
  const cards = page.locator('article.job-card').filter({ hasText: word });
  await expect(cards).toHaveCount(3);
  if (info.project.name === 'phone')
    await page.getByRole('button', { name: new RegExp(`^${p.search.filters}`) }).click();
  await page.getByLabel(p.search.industry, { exact: true }).selectOption({ label: c.job.sectors.logistics });
  await expect(page).toHaveURL(/[?&]industry=logistics(&|$)/);
  if (info.project.name === 'phone') await page.keyboard.press('Escape');
  await expect(cards).toHaveCount(2);
  await expect(cards.filter({ hasText: 'Agronome' })).toHaveCount(0);

  // Their employers chose no sector for them: the cards say none, and never the employer's industry as theirs.
  for (const title of ['Chauffeur', 'Dispatcher']) {
    const card = cards.filter({ hasText: title });
    await card.getByText(p.jobs.card.details, { exact: true }).click();
    await expect(card.locator('.job-facts')).toBeVisible();
    await expect(card.locator('.job-facts__item').filter({ hasText: p.jobs.card.sector })).toHaveCount(0);
  }
});

test('a bank files its guard under no sector and its mason under construction; All jobs shows each as its own, without a 0% badge', async ({
  page,
  request,
}, info) => {
  test.setTimeout(150_000);
  const language = info.project.name === 'phone' ? 'fr' : 'en';
  const { employer: e, professional: p, common: c, msg } = textsFor(language);
  const word = `Agence${randomUUID().slice(0, 6)}`;
  const guard = `Gardien ${word}`;
  const mason = `Maçon ${word}`;
  const bank = await registerViaApi(request, 'employer', { company_name: 'Banque du Kivu', industry: 'Banque' });

  await test.step('the employer’s form starts on the bank’s sector, which each request changes as it needs', async () => {
    await signInBrowser(page, bank, language);
    await page.goto('/hiring-center');
    const f = e.hiring.form;
    const sector = field(page, f.sector);
    await expect(sector).toHaveValue('banking');
    await expect(sector.locator('option:checked')).toHaveText(c.job.sectors.banking);
    await sector.scrollIntoViewIfNeeded();
    await page.screenshot({ path: info.outputPath(`hiring-form-${language}.png`) });
    for (const [title, skills, choice] of [
      [guard, 'Surveillance, Premiers secours', f.sectorNone],
      [mason, 'Maçonnerie, Coffrage', c.job.sectors.construction],
    ] as const) {
      await field(page, f.job_title).fill(title);
      await field(page, f.job_description).fill('Un poste à l’agence de Goma.');
      await field(page, f.experience_level).selectOption('entry');
      await field(page, f.type_of_contract).selectOption('full-time');
      await field(page, f.work_model).selectOption('on-site');
      await sector.selectOption({ label: choice });
      await field(page, f.required_skills).fill(skills);
      await field(page, f.start_date).fill(inDays(30));
      await field(page, f.application_deadline).fill(inDays(20));
      await field(page, f.salary).fill('400');
      await field(page, f.job_location).fill('Goma, RD Congo');
      await page.getByRole('button', { name: f.submit }).click();
      await expect(page.getByText(msg('jobRequestSubmitted'))).toBeVisible();
      // The next request starts on the bank's sector again.
      await expect(sector).toHaveValue('banking');
    }
  });

  const requests = await request.get('/hiring/employer-jobs/', { headers: bearer(bank.access) });
  const mine = (await requests.json()) as { id: number; job_title: string; sector: string | null }[];
  expect(Object.fromEntries(mine.map((job) => [job.job_title, job.sector]))).toEqual({
    [guard]: null,
    [mason]: 'construction',
  });
  const staff = await staffAccessToken(request);
  for (const { id } of mine)
    expect((await request.post(`/api/admin/jobs/${id}/approve/`, { headers: bearer(staff) })).ok()).toBe(true);

  const professional = await registerViaApi(request, 'professional');
  const profile = await request.patch('/api/profile/', {
    headers: bearer(professional.access),
    data: { skills: ['Maçonnerie'], onboarding_completed: true },
  });
  expect(profile.ok()).toBe(true);
  await signInBrowser(page, professional, language);
  await page.goto(`/recommended-jobs?show_all=true&q=${word}`);
  const cards = page.locator('article.job-card').filter({ hasText: word });
  await expect(cards).toHaveCount(2);
  const guardCard = cards.filter({ hasText: guard });
  const masonCard = cards.filter({ hasText: mason });

  // The mason's ad shares a skill: its badge. The guard's shares none: no badge, no red 0%.
  await expect(masonCard.locator('.match-badge')).toHaveText(fill(p.jobs.match.badge, { percent: 50 }));
  await expect(guardCard.locator('.match-badge')).toHaveCount(0);
  await expect(guardCard.locator('.match--red')).toHaveCount(0);
  await info.attach('all-jobs', { body: await page.screenshot(), contentType: 'image/png' });
  await page.screenshot({ path: info.outputPath(`all-jobs-${language}.png`) });

  // Each card's sector is its job's: the guard's says none (not the bank's), the mason's says construction.
  await guardCard.getByText(p.jobs.card.details, { exact: true }).click();
  await expect(guardCard.getByText(fill(p.jobs.match.summary_other, { matched: 0, count: 2 }))).toBeVisible();
  await expect(guardCard.locator('.job-facts')).toBeVisible();
  await expect(guardCard.locator('.job-facts__item').filter({ hasText: p.jobs.card.sector })).toHaveCount(0);
  await masonCard.getByText(p.jobs.card.details, { exact: true }).click();
  const masonSector = masonCard.locator('.job-facts__item').filter({ hasText: p.jobs.card.sector });
  await expect(masonSector.locator('dd')).toHaveText(c.job.sectors.construction);
  await masonSector.scrollIntoViewIfNeeded();
  await page.screenshot({ path: info.outputPath(`all-jobs-details-${language}.png`) });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  );

  // The industry filter agrees with the cards: construction finds the bank's mason.
  await page.goto(`/recommended-jobs?show_all=true&q=${word}&industry=construction`);
  await expect(cards).toHaveCount(1);
  await expect(cards).toContainText(mason);
});
