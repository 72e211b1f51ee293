import { addDaysIso, todayIso } from '@talent/shared';
import { expect, test } from './support/test';
import { registerViaApi, signInBrowser } from './support/accounts';
import { field, textsFor } from './support/texts';

/**
 * What the employer typed is published as typed or refused with a reason, never changed without a word: a salary
 * with cents is refused, not rounded; a deadline after the start date is allowed, and said. In French on the 360 px
 * phone, in English on the desktop.
 */
test('a salary with cents is refused, and a deadline after the start date is pointed out', async ({
  page,
  request,
}, info) => {
  const language = info.project.name === 'phone' ? 'fr' : 'en';
  const { employer: e, msg } = textsFor(language);
  const f = e.hiring.form;
  await signInBrowser(page, await registerViaApi(request, 'employer'), language);
  await page.goto('/hiring-center');
  await expect(field(page, f.job_title)).toBeVisible();

  const warning = page.getByText(f.deadlineAfterStart);
  await field(page, f.start_date).fill(addDaysIso(todayIso(), 30));
  await field(page, f.application_deadline).fill(addDaysIso(todayIso(), 20));
  await expect(warning).toBeHidden();
  await field(page, f.application_deadline).fill(addDaysIso(todayIso(), 40));
  await expect(warning).toBeVisible();

  await field(page, f.salary).fill(language === 'fr' ? '900,50' : '900.50');
  await page.getByRole('button', { name: f.submit }).click();
  await expect(field(page, f.salary)).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(msg('invalidNumber'))).toBeVisible();
});
