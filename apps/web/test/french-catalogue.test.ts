// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { englishWordsIn, FRENCH_TYPOGRAPHY_RULES, frenchTypographyFaults } from '@talent/shared';

/** French typography over every string of the French catalogue, and no English word left behind. */
const catalogue = import.meta.glob<{ default: Record<string, unknown> }>('../src/i18n/locales/fr/*.ts', {
  eager: true,
});

function* strings(value: unknown, path: string): Generator<[string, string]> {
  if (typeof value === 'string') yield [path, value];
  else if (value && typeof value === 'object')
    for (const [key, inner] of Object.entries(value)) yield* strings(inner, `${path}.${key}`);
}

describe('the French catalogue', () => {
  const all = Object.entries(catalogue).flatMap(([file, module]) => [
    ...strings(module.default, file.replace(/^.*\/fr\/(\w+)\.ts$/, '$1')),
  ]);

  it('holds strings to check', () => expect(all.length).toBeGreaterThan(500));

  it('has no English word left untranslated', () => {
    expect(englishWordsIn('Enregistrer : Save your search ({{count}})')).toEqual(['save', 'your', 'search']);
    const found = all.filter(([, text]) => englishWordsIn(text).length > 0).map(([path, text]) => `${path}: ${text}`);
    expect(found).toEqual([]);
  });

  for (const [rule] of FRENCH_TYPOGRAPHY_RULES)
    it(`has no ${rule}`, () => {
      const found = all
        .filter(([, text]) => frenchTypographyFaults(text).includes(rule))
        .map(([path, text]) => `${path}: ${text}`);
      expect(found).toEqual([]);
    });
});
