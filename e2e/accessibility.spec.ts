import { expect, test, type Page } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { useLanguage } from './support/accounts';
import { screenOf } from './support/screens';

/** Every public page, checked against WCAG 2.2 AA once it has settled, in English and in French. */
const pages: { name: string; path: string; heading: RegExp; prepare?: (page: Page) => Promise<void> }[] = [
  { name: 'home', path: '/', heading: /Skilled Congolese|Des professionnels congolais/ },
  { name: 'log in', path: '/auth', heading: /Welcome to Congo Talent|Bienvenue sur Congo Talent/ },
  {
    name: 'register (employer)',
    path: '/auth?tab=register&role=employer',
    heading: /Welcome to Congo Talent|Bienvenue sur Congo Talent/,
    // With the errors showing, which is when contrast and labelling matter most.
    prepare: (page) =>
      page
        .getByRole('tabpanel')
        .getByRole('button', { name: /Create my account|Créer mon compte/ })
        .click(),
  },
  { name: 'about us', path: '/about-us', heading: /About us|À propos/ },
  { name: 'how it works', path: '/how-it-works', heading: /How it works|Comment ça marche/ },
  { name: 'privacy policy', path: '/privacy-policy', heading: /Privacy policy|Politique de confidentialité/ },
  { name: 'stay safe', path: '/safety', heading: /Stay safe|Restez prudent/ },
  { name: 'welcome animation', path: '/demo', heading: /Welcome animation|Animation de bienvenue/ },
  { name: 'not found', path: '/nowhere', heading: /Page not found|Page introuvable/ },
  // A sign-in cancelled at the provider comes back to the auth screen with its message.
  {
    name: 'social sign-in cancelled',
    path: '/auth/callback?error=access_denied',
    heading: /Welcome to Congo Talent|Bienvenue sur Congo Talent/,
  },
];

/**
 * Lets the fading sections arrive, so that their colours are checked as they will be read. Each one is waited for
 * in view: scrolled past faster than a frame (a loaded machine), a section would never be seen by the observer
 * that reveals it.
 */
async function settle(page: Page) {
  for (const section of await page.locator('.reveal').all()) {
    await section.scrollIntoViewIfNeeded();
    await expect(section).toHaveCSS('opacity', '1');
  }
  await page.waitForLoadState('networkidle');
}

for (const language of ['en', 'fr'] as const) {
  for (const { name, path, heading, prepare } of pages) {
    test(`${name} has no accessibility violations (${language})`, screenOf(language), async ({ page }) => {
      await useLanguage(page, language);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await prepare?.(page);
      await settle(page);
      await expectNoAxeViolations(page);
    });
  }
}

test('the mobile menu, open, has no accessibility violations', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/');
  await settle(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expectNoAxeViolations(page);
});
