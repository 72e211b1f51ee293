// Playwright's own test, with one change for pages the server writes in advance (the public pages): such a page
// asks for the app's code only once it has been drawn, so page.goto would return while the page is still plain
// HTML, and a step taken then (a click on a link, a change of language) would be the browser's own, not the app's.
// Here goto waits until the app has taken the page over; the journeys of a reader who acts first are tested on
// their own, with JavaScript off.
import { test as base, type Page } from '@playwright/test';
import { APP_ENTRY_META } from '@talent/shared';
import { serverURL } from './servers';

export * from '@playwright/test';

/**
 * Waits until the app has taken over a page the server wrote in advance (at once for a page made by hand). For
 * pages with JavaScript on.
 */
export async function appTookOver(page: Page): Promise<void> {
  await page.waitForFunction((entryMeta) => {
    if (!document.querySelector(`meta[name="${entryMeta}"]`)) return true;
    // React keeps its own fields on the nodes it has taken over, the last in the page last.
    const nodes = document.getElementById('root')?.getElementsByTagName('*');
    const last = nodes?.[nodes.length - 1];
    return last !== undefined && Object.keys(last).some((key) => key.startsWith('__reactFiber$'));
  }, APP_ENTRY_META);
}

/** The page, whose goto now also waits for the app to take a written page over (for pages made by hand). */
export function waitingForTheApp(page: Page): Page {
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await appTookOver(page);
    return response;
  };
  return page;
}

/** Playwright's own test, on the worker's own server: for the journeys that look at a page before the app takes it over. */
export const plainTest = base.extend({
  // Playwright reads a fixture's dependencies from its first parameter, which must be a pattern: this one has none.
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use, testInfo) => use(serverURL(testInfo.parallelIndex)),
});

export const test = plainTest.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    await use(javaScriptEnabled === false ? page : waitingForTheApp(page));
  },
});
