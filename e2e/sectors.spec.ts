import { randomUUID } from 'node:crypto';
import { expect, test } from './support/test';
import { registerViaApi, signInBrowser } from './support/accounts';
import { approvedJob } from './support/jobs';
import { textsFor } from './support/texts';

/**
 * Employers type their industry freely ("Logistique", a half-typed "Logis"): the industry filter finds the jobs
 * without a sector of their own under the known sector it names. A job's card shows the job's own sector, which its
 * employer chose, never the employer's industry. In French on the phone, in English on the desktop.
 */
test('a sector typed in French, or half-typed, is found under its known sector and read in the reader’s language', async ({
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
