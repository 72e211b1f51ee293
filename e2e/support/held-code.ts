import type { Page } from '@playwright/test';

/** Holds back every script file of the build until `release()`: only what the HTML carries runs, as over 2G. */
export async function holdTheCode(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** The box of first rows a signed-in page's shell has drawn (FIRST_ROWS of @talent/shared), until the app replaces it. */
export const drawnByTheShell = (page: Page) => page.locator('[data-first-rows-drawn]');
