import { randomUUID } from 'node:crypto';
import { expect, test } from './support/test';
import { registerViaApi, signInBrowser } from './support/accounts';
import { approvedJob } from './support/jobs';
import { fill, textsFor } from './support/texts';

/**
 * A job's experience level has one name in each language: the one the employer chose it by is the one the
 * professional reads on the card and filters by. In French on the 360 px phone, in English on the desktop.
 */
/** A filter's choice: its label, then its count. */
const byName = (label: string) => new RegExp(`^${label} \\d`);

test("a job's level reads the same in the employer's words, on its card and in the filters", async ({
  page,
  request,
}, info) => {
  const language = info.project.name === 'phone' ? 'fr' : 'en';
  const { professional: p, common: c } = textsFor(language);
  const word = `Niveau${randomUUID().slice(0, 6)}`;
  await approvedJob(request, `Comptable ${word}`, { experience_level: 'mid' });
  const professional = await registerViaApi(request, 'professional');
  await signInBrowser(page, professional, language);

  await page.goto(`/recommended-jobs?show_all=true&q=${word}&experience_level=mid`);
  const mid = c.job.experience.mid;
  const card = page.locator('article.job-card').filter({ hasText: word });
  await expect(card).toHaveCount(1);
  await card.getByText(p.jobs.card.details, { exact: true }).click();
  await expect(card.locator('.job-facts__item').filter({ hasText: p.jobs.card.experience })).toContainText(mid);
  await expect(page.getByRole('button', { name: fill(p.search.removeFilter, { filter: mid }) })).toBeVisible();

  // The filters offer each level by that name, once, with its count of jobs.
  if (info.project.name === 'phone')
    await page.getByRole('button', { name: new RegExp(`^${p.search.filters}`) }).click();
  const levels = page.getByRole('group', { name: p.search.experience });
  for (const level of ['entry', 'mid', 'senior'] as const)
    await expect(levels.getByRole('checkbox', { name: byName(c.job.experience[level]) })).toHaveCount(1);
  await expect(levels.getByRole('checkbox', { name: byName(mid) })).toBeChecked();
});
