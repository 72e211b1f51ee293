import { randomUUID } from 'node:crypto';
import { expect, test } from './support/test';
import { registerViaApi, signInBrowser } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { approvedJob } from './support/jobs';
import { fill, textsFor } from './support/texts';

/**
 * A job seeker saves a job with the star of a list's card, finds it on the saved jobs page through the header (its
 * menu on the phone), and unsaves it there: in French on the 360 px phone, in English on the desktop.
 */
const languageOf = (project: string) => (project === 'phone' ? 'fr' : 'en');

test('a professional saves a job from its card, finds it on the saved jobs page and unsaves it', async ({
  page,
  request,
}, info) => {
  const language = languageOf(info.project.name);
  const { professional: p, common: c } = textsFor(language);
  const title = `Géomètre ${randomUUID().slice(0, 6)}`;
  await approvedJob(request, title, { job_location: 'Likasi, RD Congo' });
  const professional = await registerViaApi(request, 'professional');
  await signInBrowser(page, professional, language);

  await page.goto(`/recommended-jobs?show_all=true&q=${encodeURIComponent(title)}`);
  const card = page.getByRole('article', { name: title });
  // One name whatever its state ("Save: <title>"), which aria-pressed tells.
  const star = card.getByRole('button', { name: fill(p.jobs.card.saveJob, { title }), exact: true });
  await expect(star).toHaveAttribute('aria-pressed', 'false');
  // A finger's target, though it makes its row no taller.
  const target = (await star.boundingBox())!;
  expect(target.width).toBeGreaterThanOrEqual(44);
  expect(target.height).toBeGreaterThanOrEqual(44);
  await star.click();
  await expect(star).toHaveAttribute('aria-pressed', 'true');

  const phone = (page.viewportSize()?.width ?? 1280) < 768;
  if (phone) await page.getByRole('button', { name: c.nav.openMenu }).click();
  await page
    .getByRole('navigation', { name: c.nav.mainMenu })
    .filter({ visible: true })
    .getByRole('link', { name: new RegExp(c.nav.savedJobs, 'i') })
    .click();
  await expect(page).toHaveURL(/\/saved-jobs$/);
  await expect(page.getByRole('heading', { level: 1, name: p.savedJobs.title })).toBeVisible();
  const saved = page.getByRole('article', { name: title });
  await expect(saved.getByRole('link', { name: title })).toBeVisible();
  await expect(saved.getByText('Likasi, RD Congo')).toBeVisible();
  await expect(saved.getByText(p.jobs.card.deadline)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: info.outputPath(`saved-jobs-${language}.png`), fullPage: true });
  // Nothing is wider than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

  const savedStar = saved.getByRole('button', { name: fill(p.jobs.card.saveJob, { title }), exact: true });
  await expect(savedStar).toHaveAttribute('aria-pressed', 'true');
  await savedStar.click();
  await expect(savedStar).toHaveAttribute('aria-pressed', 'false');
  await page.reload();
  await expect(page.getByRole('heading', { name: p.savedJobs.emptyTitle })).toBeVisible();
});
