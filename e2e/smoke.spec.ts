import { expect, test } from './support/test';

test('the server serves the web app and its API on one port', async ({ page, request }) => {
  const health = await request.get('/healthz');
  expect(health.ok()).toBe(true);
  await page.goto('/');
  await expect(page.locator('#root')).not.toBeEmpty();
});
