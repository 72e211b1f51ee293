// @vitest-environment node
import { describe, expect, it } from 'vitest';

/**
 * French typography over every string of the French catalogue, which a reader notices at once when it is wrong: a
 * narrow no-break space before : ; ? ! and inside « », so that the sign never starts a line on a phone; one kind of
 * apostrophe (’); thousands written with a space (1 000).
 */
const catalogue = import.meta.glob<{ default: Record<string, unknown> }>('../src/i18n/locales/fr/*.ts', {
  eager: true,
});

function* strings(value: unknown, path: string): Generator<[string, string]> {
  if (typeof value === 'string') yield [path, value];
  else if (value && typeof value === 'object')
    for (const [key, inner] of Object.entries(value)) yield* strings(inner, `${path}.${key}`);
}

const NO_BREAK = '[\\u202f\\u00a0]';
/** What each rule finds wrong in a string (web addresses aside). */
const RULES: [string, RegExp][] = [
  ['straight apostrophe', /'/],
  [': ; ? or ! without a no-break space before it', new RegExp(`(?<!${NO_BREAK})[:;?!](?!//)`)],
  ['« » without no-break spaces inside', new RegExp(`«(?!${NO_BREAK})|(?<!${NO_BREAK})»`)],
  ['thousands without their space', /\b\d{4,}\b/],
];

describe('the French catalogue', () => {
  const all = Object.entries(catalogue).flatMap(([file, module]) => [
    ...strings(module.default, file.replace(/^.*\/fr\/(\w+)\.ts$/, '$1')),
  ]);

  it('holds strings to check', () => expect(all.length).toBeGreaterThan(500));

  for (const [rule, pattern] of RULES)
    it(`has no ${rule}`, () => {
      const found = all
        .filter(([, text]) => pattern.test(text.replace(/https?:\/\/\S+|\{\{\w+\}\}/g, '')))
        .map(([path, text]) => `${path}: ${text}`);
      expect(found).toEqual([]);
    });
});
