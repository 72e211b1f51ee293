import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';

/** The home page's JavaScript budget (docs/decisions/001): phones on slow connections pay for every byte. */
const BUDGET_BYTES = 100 * 1024;

for (const language of ['en', 'fr'] as const) {
  test(`the home page loads at most 100 KB of gzipped JavaScript (${language})`, async ({ page }) => {
    await page.addInitScript((lang) => localStorage.setItem('lang', lang), language);
    const scripts = new Map<string, Promise<number>>();
    page.on('response', (response) => {
      const url = response.url();
      const type = response.headers()['content-type'] ?? '';
      if (!url.endsWith('.js') && !type.includes('javascript')) return;
      scripts.set(url, response.body().then((body) => gzipSync(body, { level: 9 }).length));
    });

    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Everything the page asks for while it settles, sectors and testimonials included.
    await page.mouse.wheel(0, 10_000);
    await page.waitForLoadState('networkidle');

    const sizes = await Promise.all([...scripts.values()]);
    const total = sizes.reduce((sum, size) => sum + size, 0);
    const report = [...scripts.keys()].map((url, i) => `${url.replace(/^.*\/assets\//, '')}: ${sizes[i]}`).join('\n');
    // Not vacuous: the entry chunk and the home page's own chunk were counted.
    test.info().annotations.push({ type: 'home page JavaScript (gzip)', description: `${total} bytes` });
    const names = [...scripts.keys()].map((url) => new URL(url).pathname);
    expect(names.some((name) => /^\/assets\/index-[\w-]+\.js$/.test(name)), report).toBe(true);
    expect(names.some((name) => /^\/assets\/home-page-[\w-]+\.js$/.test(name)), report).toBe(true);
    expect(total, `gzipped JavaScript of the home page:\n${report}\ntotal ${total}`).toBeLessThanOrEqual(BUDGET_BYTES);
  });
}
