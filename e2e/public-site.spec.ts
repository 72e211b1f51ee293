import { expect, test, waitingForTheApp } from './support/test';
import { useLanguage } from './support/accounts';

test.describe('the public site', () => {
  test('the home page shows the hero, the steps, six sectors and three testimonials', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Skilled Congolese professionals, and the employers who need them',
    );
    const hero = page.locator('.hero img');
    await expect(hero).toHaveAttribute('fetchpriority', 'high');
    await expect.poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    // The browser picked a modern format from the <picture>.
    expect(await hero.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\/images\/hero-\d+\.(avif|webp)$/);

    await expect(page.getByRole('heading', { name: 'Hiring is Easy' })).toBeVisible();
    const sectors = page.getByRole('region', { name: 'Sectors we hire for' }).getByRole('listitem');
    await expect(sectors).toHaveCount(6);
    await expect(sectors.getByRole('heading')).toHaveText([
      'Banking',
      'Hospitality and tourism',
      'Construction',
      'IT',
      'Logistics',
      'Mining',
    ]);
    await expect(page.getByRole('region', { name: 'What our users say' }).getByRole('listitem')).toHaveCount(3);
  });

  test('sections fade in as they scroll into view', async ({ page }) => {
    await page.goto('/');
    const testimonials = page.getByRole('region', { name: 'What our users say' });
    await expect(testimonials).toHaveClass(/reveal--waiting/);
    await testimonials.scrollIntoViewIfNeeded();
    await expect(testimonials).toHaveClass(/reveal--shown/);
    await expect(testimonials).toHaveCSS('opacity', '1');
  });

  test('sections stay still for readers who ask for reduced motion', async ({ browser }) => {
    const context = await browser.newContext({ reducedMotion: 'reduce' });
    const page = waitingForTheApp(await context.newPage());
    await page.goto('/');
    await expect(page.getByRole('region', { name: 'What our users say' })).toHaveClass(/reveal--static/);
    await expect(page.getByRole('region', { name: 'What our users say' })).toHaveCSS('opacity', '1');
    await context.close();
  });

  test('step 1 offers a visitor the employer registration', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Register as an employer' }).click();
    await expect(page).toHaveURL(/\/auth\?tab=register&role=employer$/);
    await expect(page.getByRole('tab', { name: 'Register' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel', { name: 'Register' }).getByLabel('Employer')).toBeChecked();
  });

  test('the static pages have their content, and each route change starts at the top', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy policy' }).click();
    await expect(page).toHaveURL(/\/privacy-policy$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy policy');
    await expect(page).toHaveTitle('Privacy policy · Congo Talent');
    await expect(page.getByText('Your data can be deleted on request after 3 years.', { exact: false })).toBeVisible();
    await expect(page.getByText('All personal data is automatically deleted after 5 years.')).toBeVisible();
    await expect(page.getByText(/^References are mandatory/)).toBeVisible();
    // Focus moves to the new page for keyboard and screen reader users.
    await expect(page.locator('main')).toBeFocused();

    await page.getByRole('contentinfo').getByRole('link', { name: 'About us' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About us');
    await page.getByRole('contentinfo').getByRole('link', { name: 'How it works' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('How it works');
    await expect(page.getByRole('heading', { name: 'For professionals' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'For employers' })).toBeVisible();

    await page.getByRole('contentinfo').getByRole('link', { name: 'Stay safe' }).click();
    await expect(page).toHaveURL(/\/safety$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Stay safe');
    await expect(page).toHaveTitle('Stay safe · Congo Talent');
    await expect(
      page.getByText(
        'Congo Talent and real employers never ask you to pay to apply, to be trained or to get an interview. If someone does, report this job.',
      ),
    ).toBeVisible();
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([
      'How the scams look',
      'What to do',
    ]);
    await expect(page.getByText(/M-Pesa, Airtel Money or Orange Money/)).toBeVisible();
    await expect(page.getByText(/only on WhatsApp/)).toBeVisible();
  });

  test('the footer has the contact e-mail and the city', async ({ page }) => {
    await page.goto('/about-us');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'contact@congotalent.cd' })).toHaveAttribute(
      'href',
      'mailto:contact@congotalent.cd',
    );
    await expect(footer.getByText('Kinshasa, DR Congo')).toBeVisible();
  });

  test('an unknown address shows the not-found page', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    await page.getByRole('link', { name: 'Back to the home page' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('the language follows the browser, can be switched and is remembered', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'fr-CD' });
    const page = waitingForTheApp(await context.newPage());
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('link', { name: 'TROUVER UN EMPLOI' })).toBeVisible();
    await page.getByLabel('Langue').selectOption('en');
    await expect(page.getByRole('link', { name: 'FIND JOBS' })).toBeVisible();
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('link', { name: 'FIND JOBS' })).toBeVisible();
    await context.close();
  });

  test('the mobile menu opens, closes with Escape and leads to its pages', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    const menu = page.locator('.mobile-menu');
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByRole('link')).toHaveText(['HOME', 'ABOUT US', 'HOW IT WORKS', 'Log In / Register']);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await menu.getByRole('link', { name: 'HOW IT WORKS' }).click();
    await expect(page).toHaveURL(/\/how-it-works$/);
    await expect(menu).toBeHidden();
  });

  test('/demo writes the welcome letter by letter at the set timings, in the chosen language', async ({ page }) => {
    await page.clock.install();
    await page.goto('/demo');
    await page.getByLabel('Name to greet').fill('Grâce');
    await page.getByLabel('Language of the welcome').selectOption('fr');
    await page.getByLabel('Play sound').uncheck();
    // An installed clock still runs at the real pace: paused, each letter waits for the test to move it on, however
    // slow the machine.
    await page.clock.pauseAt(Date.now() + 1_000);
    await page.getByRole('button', { name: 'Play the welcome' }).click();
    const first = page.locator('.welcome-stage__line--first');
    const second = page.locator('.welcome-stage__line--second');
    await expect(first).toHaveText('');
    await page.clock.runFor(200);
    await expect(first).toHaveText('B');
    await page.clock.runFor(8 * 200);
    await expect(first).toHaveText('Bienvenue');
    await page.clock.runFor(1500);
    await expect(second).toHaveText('');
    await page.clock.runFor(200);
    await expect(second).toHaveText('G');
    await page.clock.runFor(4 * 200);
    await expect(second).toHaveText('Grâce');
    await expect(page.getByText('The welcome has ended.')).toBeHidden();
    await page.clock.runFor(2000);
    await expect(page.getByText('The welcome has ended.')).toBeVisible();
  });

  test('/demo shows the welcome at once when less motion is asked for', async ({ browser }) => {
    const context = await browser.newContext({ reducedMotion: 'reduce' });
    const page = waitingForTheApp(await context.newPage());
    await page.clock.install();
    await page.goto('/demo');
    await expect(page.getByText('Your device asks for reduced motion, so the text appears at once.')).toBeVisible();
    await page.getByLabel('Name to greet').fill('Amani');
    await page.getByRole('button', { name: 'Play the welcome' }).click();
    await expect(page.locator('.welcome-stage__line--first')).toHaveText('Welcome');
    await expect(page.locator('.welcome-stage__line--second')).toHaveText('Amani');
    await context.close();
  });
});

test('the French home page', async ({ page }) => {
  await useLanguage(page, 'fr');
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'TROUVER DES PROFESSIONNELS QUALIFIÉS' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Recruter, c’est simple' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Les secteurs qui recrutent' }).getByRole('heading', { level: 3 }),
  ).toHaveText(['Banque', 'Hôtellerie et tourisme', 'Construction', 'Informatique', 'Logistique', 'Mines']);
});
