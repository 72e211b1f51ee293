/**
 * French typography that a reader notices at once when it is wrong, as rules over a string of French: a narrow
 * no-break space before : ; ? ! and inside « », so that the sign never starts a line on a phone; one kind of
 * apostrophe (’); thousands written with a space (1 000). What each rule finds wrong, web addresses and
 * placeholders aside. Checked over every French text the product writes (the app's catalogue, the demo market).
 */
const NO_BREAK = '[\\u202f\\u00a0]';

export const FRENCH_TYPOGRAPHY_RULES: readonly (readonly [rule: string, pattern: RegExp])[] = [
  ['straight apostrophe', /'/],
  [': ; ? or ! without a no-break space before it', new RegExp(`(?<!${NO_BREAK})[:;?!](?!//)`)],
  ['« » without no-break spaces inside', new RegExp(`«(?!${NO_BREAK})|(?<!${NO_BREAK})»`)],
  ['thousands without their space', /\b\d{4,}\b/],
];

/** The rules a French text breaks. */
export const frenchTypographyFaults = (text: string): string[] =>
  FRENCH_TYPOGRAPHY_RULES.filter(([, pattern]) => pattern.test(text.replace(/https?:\/\/\S+|\{\{\w+\}\}/g, ''))).map(
    ([rule]) => rule,
  );

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

/** The words of a French text that are English only, its placeholders, web and e-mail addresses aside. */
export const englishWordsIn = (text: string): string[] =>
  text
    .replace(/https?:\/\/\S+|\{\{\w+\}\}|\S+@\S+/g, '')
    .toLowerCase()
    .split(/[^\p{L}]+/u)
    .filter((word) => ENGLISH_ONLY.has(word));
