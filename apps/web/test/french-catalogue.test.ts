// @vitest-environment node
import { describe, expect, it } from 'vitest';

/**
 * French typography over every string of the French catalogue, which a reader notices at once when it is wrong: a
 * narrow no-break space before : ; ? ! and inside « », so that the sign never starts a line on a phone; one kind of
 * apostrophe (’); thousands written with a space (1 000); and no English word left behind.
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

/**
 * Common English words that are not French ones (so "on", "page", "site", "senior" or "code" are not here): one of
 * them in a French string is a translation left undone. Names (LinkedIn, Google) and addresses are not words here.
 */
const ENGLISH_ONLY = new Set(
  (
    'the and your you with for from this that these those what which who when where why how please sign log ' +
    'jobs skills apply applied applications search searching save saved saving delete deleted cancel close ' +
    'open opened settings account password new back next previous submit submitted sent send loading error ' +
    'failed success successfully required optional upload uploaded files help about how works privacy ' +
    'policy terms home hiring employer employers professional professionals company details view show hide ' +
    'more less all none any yes no not is are was were be been will would should could can may must have has ' +
    'had do does did our we they them their my me of to in at by as or but if then than so too very just only'
  ).split(' '),
);

/** The words of a string that are English only, its placeholders, web and e-mail addresses aside. */
const englishWordsIn = (text: string) =>
  text
    .replace(/https?:\/\/\S+|\{\{\w+\}\}|\S+@\S+/g, '')
    .toLowerCase()
    .split(/[^\p{L}]+/u)
    .filter((word) => ENGLISH_ONLY.has(word));

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

  for (const [rule, pattern] of RULES)
    it(`has no ${rule}`, () => {
      const found = all
        .filter(([, text]) => pattern.test(text.replace(/https?:\/\/\S+|\{\{\w+\}\}/g, '')))
        .map(([path, text]) => `${path}: ${text}`);
      expect(found).toEqual([]);
    });
});
