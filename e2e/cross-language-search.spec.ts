import { randomUUID } from 'node:crypto';
import { expect, test } from './support/test';
import { registerViaApi, signInBrowser } from './support/accounts';
import { approvedJob } from './support/jobs';
import { textsFor } from './support/texts';

/**
 * Ads come in French and in English: a search finds a job whichever language its title is in, the ads in the
 * language of the search first. In French on the phone (`comptable` finds the Accountant), in English on the
 * desktop (`accountant` finds the Comptable).
 */
test('a search in one language finds the ads written in the other, its own language first', async ({
  page,
  request,
}, info) => {
  const language = info.project.name === 'phone' ? 'fr' : 'en';
  const { professional: p } = textsFor(language);
  // A word of this test's own, so that only its jobs answer on a server shared with other journeys.
  const marker = `q${randomUUID().replaceAll('-', '').slice(0, 10)}`;
  await approvedJob(request, `Comptable ${marker}`, { job_description: 'Tenir les livres de la société.' });
  await approvedJob(request, `Accountant ${marker}`, { job_description: 'Keep the company’s books.' });
  const professional = await registerViaApi(request, 'professional');
  await signInBrowser(page, professional, language);

  await page.goto('/recommended-jobs?show_all=true');
  const [typed, other] = language === 'fr' ? ['Comptable', 'Accountant'] : ['Accountant', 'Comptable'];
  await page.getByRole('searchbox', { name: p.search.label }).fill(`${typed.toLowerCase()} ${marker}`);
  await page.keyboard.press('Enter');
  const titles = page.locator('article.job-card').getByRole('heading', { level: 3 });
  await expect(titles).toHaveText([`${typed} ${marker}`, `${other} ${marker}`]);
  await expect(page.locator('.jobs-count')).toHaveText(language === 'fr' ? '2 offres' : '2 jobs');
});
