import { expect, type Page } from './test';

/**
 * Resolves once the app's service worker controls the page, having claimed it on its first install: for a page
 * that was open (and had registered the worker) before the worker became active.
 */
export async function claimedByServiceWorker(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return;
    await new Promise((resolve) =>
      navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
    );
  });
}

/**
 * Reloads the page under the app's service worker, so that the pages' code is kept on the device and a reload
 * offline is answered from it. Once the worker is active, a reload is controlled: waiting for it to claim the page
 * open now could wait for ever, since a page whose navigation left before the worker was active (the sign-in page's
 * worker installing as this page opened) is not among those it claims.
 */
export async function reloadUnderServiceWorker(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}
