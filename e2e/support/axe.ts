import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Fails with the list of violations when the page breaks a WCAG 2.2 AA rule.
 *
 * In legacy mode axe gathers its results inside the page instead of in a blank page it opens for each analysis:
 * the same rules and results for the app's pages, which hold no frame from another origin, in about half the time
 * (the journeys run it more than a hundred times).
 */
export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .setLegacyMode()
    .analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
  expect(summary).toEqual([]);
}
