import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { expect, test } from './support/test';
import { useLanguage } from './support/accounts';
import { claimedByServiceWorker } from './support/service-worker';
import { textsFor } from './support/texts';

// The service worker as the server sends it, and any compressed copy of it the build wrote.
const worker = 'apps/web/dist/sw.js';
const encodings = { '': (text: string) => text, '.br': brotliCompressSync, '.gz': gzipSync } as const;

/** A deploy, as a returning reader's browser meets it: the server now sends another service worker. */
function deployNewVersion(): () => void {
  const copies = Object.entries(encodings).filter(([ext]) => existsSync(worker + ext));
  const before = Object.fromEntries(copies.map(([ext]) => [ext, readFileSync(worker + ext)]));
  const next = `${readFileSync(worker, 'utf8')}\n// the next version\n`;
  for (const [ext, encode] of copies) writeFileSync(worker + ext, encode(next));
  return () => {
    for (const [ext, content] of Object.entries(before)) writeFileSync(worker + ext, content);
  };
}

for (const language of ['en', 'fr'] as const) {
  const { common } = textsFor(language);

  test(`after a deploy, the new version waits for the reader, then takes over the page as a whole (${language})`, async ({
    page,
  }) => {
    await useLanguage(page, language);
    await page.goto('/about-us');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await claimedByServiceWorker(page);
    const firstWorker = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL);

    const restore = deployNewVersion();
    try {
      // The browser checks for a new worker on navigations and now and then; here at once.
      await page.evaluate(async () => void (await (await navigator.serviceWorker.getRegistration())?.update()));
      const banner = page.getByRole('status').filter({ hasText: common.update.ready });
      await expect(banner).toBeVisible();
      // Nothing changes under the reader until they choose: the old worker still serves this page.
      await page.evaluate(() => Object.assign(window, { beforeUpdate: true }));
      expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(firstWorker);

      const reloaded = page.waitForEvent('load');
      await banner.getByRole('button', { name: common.update.reload }).click();
      await reloaded;
      // A new page (the marker is gone), under the new worker, with nothing left waiting.
      expect(await page.evaluate(() => 'beforeUpdate' in window)).toBe(false);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(banner).toHaveCount(0);
      const state = await page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        return { waiting: registration?.waiting ?? null, active: registration?.active?.state };
      });
      expect(state).toEqual({ waiting: null, active: 'activated' });
    } finally {
      restore();
    }
  });
}
