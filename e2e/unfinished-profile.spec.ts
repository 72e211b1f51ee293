import { expect, test } from './support/test';
import { registerViaApi, signInBrowser } from './support/accounts';
import { bearer } from './support/jobs';
import { screenOf } from './support/screens';
import { fill, textsFor } from './support/texts';

/**
 * Someone who stopped after registering and comes back: the page they land on says at its top that the profile is
 * unfinished, and leads to the first step whose required data is missing, where /onboarding also opens by itself.
 * French on the 360 px phone, English on the desktop.
 */
for (const language of ['en', 'fr'] as const) {
  const { professional: p, employer: e } = textsFor(language);

  test.describe(`an unfinished profile (${language})`, screenOf(language), () => {
    test('a professional is led from Recommended Jobs to the step they stopped at', async ({ page, request }, info) => {
      const professional = await registerViaApi(request, 'professional');
      // The personal details are saved; the professional information is not.
      const saved = await request.patch('/api/profile/', {
        headers: bearer(professional.access),
        data: { date_of_birth: '1990-05-14' },
      });
      expect(saved.ok()).toBe(true);
      await signInBrowser(page, professional, language);

      await page.goto('/recommended-jobs');
      const way = fill(p.onboarding.unfinished.link, { current: 2, total: 3, step: p.onboarding.steps.professional });
      const line = page.locator('.unfinished-profile');
      await expect(line).toContainText(p.onboarding.unfinished.text);
      // At the top: above the page's heading, on the first screen.
      const lineBox = (await line.boundingBox())!;
      const headingBox = (await page.getByRole('heading', { level: 1 }).boundingBox())!;
      expect(lineBox.y).toBeLessThan(headingBox.y);
      expect(lineBox.x + lineBox.width).toBeLessThanOrEqual(page.viewportSize()!.width);
      await expect(page.getByText(p.jobs.unfinishedProfile)).toBeVisible();
      await page.screenshot({ path: info.outputPath(`recommended-jobs-${language}.png`), fullPage: true });

      // By keyboard, as by touch.
      await line.getByRole('link', { name: way }).focus();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/onboarding\?step=2$/);
      await expect(
        page.getByRole('heading', { level: 2, name: new RegExp(p.onboarding.steps.professional) }),
      ).toBeVisible();

      // Opened without a step, onboarding starts there too, not at step 1.
      await page.goto('/onboarding');
      await expect(page).toHaveURL(/\/onboarding\?step=2$/);
      await expect(
        page.getByRole('heading', { level: 2, name: new RegExp(p.onboarding.steps.professional) }),
      ).toBeVisible();
    });

    test('an employer is led from the Hiring Center to the step they stopped at', async ({ page, request }, info) => {
      // Registered with the company's details but its office, which the first step requires.
      const employer = await registerViaApi(request, 'employer');
      await signInBrowser(page, employer, language);

      await page.goto('/hiring-center');
      const line = page.locator('.unfinished-profile');
      await expect(line).toContainText(e.onboarding.unfinished.text);
      const way = fill(e.onboarding.unfinished.link, { current: 1, total: 3, step: e.onboarding.steps.company });
      await page.screenshot({ path: info.outputPath(`hiring-center-${language}.png`) });
      await line.getByRole('link', { name: way }).click();
      await expect(page).toHaveURL(/\/onboarding\?step=1$/);

      // With the office saved, the next unfinished step is the hiring team's... whose fields registering filled: the
      // last step, where onboarding is finished, is what is left.
      const saved = await request.patch('/api/profile/', {
        headers: bearer(employer.access),
        data: { office_location: 'Kinshasa, Gombe' },
      });
      expect(saved.ok()).toBe(true);
      await page.goto('/onboarding');
      await expect(page.getByRole('heading', { level: 2, name: e.onboarding.steps.profile })).toBeVisible();
      await page.goto('/hiring-center');
      await expect(
        page.getByRole('link', {
          name: fill(e.onboarding.unfinished.link, { current: 3, total: 3, step: e.onboarding.steps.profile }),
        }),
      ).toBeVisible();
    });
  });
}
