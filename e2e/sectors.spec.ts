import { randomUUID } from 'node:crypto';
import { expect, test } from './support/test';
import { registerViaApi, signInBrowser } from './support/accounts';
import { approvedJob } from './support/jobs';
import { textsFor } from './support/texts';

/**
 * Employers type their sector freely ("Logistique", a half-typed "Logis"): the industry filter finds them under the
 * known sector, and cards name it in the reader's language. In French on the phone, in English on the desktop.
 */
test('a sector typed in French, or half-typed, is found under its known sector and read in the reader’s language', async ({
  page,
  request,
}, info) => {
  const language = info.project.name === 'phone' ? 'fr' : 'en';
  const { professional: p } = textsFor(language);
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
  await page.getByLabel(p.search.industry, { exact: true }).selectOption({ label: p.search.industries.logistics });
  await expect(page).toHaveURL(/[?&]industry=logistics(&|$)/);
  if (info.project.name === 'phone') await page.keyboard.press('Escape');
  await expect(cards).toHaveCount(2);
  await expect(cards.filter({ hasText: 'Agronome' })).toHaveCount(0);

  for (const title of ['Chauffeur', 'Dispatcher']) {
    const card = cards.filter({ hasText: title });
    await card.getByText(p.jobs.card.details, { exact: true }).click();
    await expect(card.locator('.job-facts__item').filter({ hasText: p.jobs.card.industry })).toContainText(
      p.search.industries.logistics,
    );
  }
});
