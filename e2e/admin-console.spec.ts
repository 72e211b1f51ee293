import { expect, test } from './support/test';
import { registerViaApi, signInBrowser, staffLoginViaApi } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { textsFor } from './support/texts';

test('the staff console is for staff only', async ({ page, request }) => {
  const employer = await registerViaApi(request, 'employer');
  await signInBrowser(page, employer);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/$/);
  const refused = await request.get('/api/admin/jobs/', { headers: { Authorization: `Bearer ${employer.access}` } });
  expect(refused.status()).toBe(403);
});

test('staff move through the console with the keyboard, in French', async ({ page, request }) => {
  const { admin: a, common: c } = textsFor('fr');
  const staff = await staffLoginViaApi(request);
  await signInBrowser(page, staff, 'fr');
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: c.pageHeads.staffConsole.title })).toBeVisible();

  const queueTab = page.getByRole('tab', { name: a.tabs.queue });
  await expect(queueTab).toHaveAttribute('aria-selected', 'true');
  await queueTab.focus();
  await page.keyboard.press('ArrowRight');
  const jobsTab = page.getByRole('tab', { name: a.tabs.jobs });
  await expect(jobsTab).toBeFocused();
  await expect(jobsTab).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel', { name: a.tabs.jobs })).toBeVisible();
  await expect(page).toHaveURL(/tab=jobs/);

  const closedTab = page.getByRole('tab', { name: c.jobStatus.closed });
  await page.getByRole('tab', { name: a.jobs.all }).focus();
  await page.keyboard.press('End');
  await expect(closedTab).toBeFocused();
  await expect(closedTab).toHaveAttribute('aria-selected', 'true');
  await expectNoAxeViolations(page);

  await jobsTab.focus();
  await page.keyboard.press('End');
  await expect(page.getByRole('tab', { name: a.tabs.outbox })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { level: 2, name: a.outbox.title })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('tab', { name: a.tabs.audit })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { level: 2, name: a.audit.title })).toBeVisible();
  await expectNoAxeViolations(page);

  // The place in the console is in the address: a reload stays there.
  await page.reload();
  await expect(page.getByRole('tab', { name: a.tabs.audit })).toHaveAttribute('aria-selected', 'true');
});
