import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { executeRows } from '../db/rows.js';
import { textArray } from '../db/market-rules.js';
import {
  FAMILY_PREFIX_LENGTH,
  FORMS_KEPT,
  FORMS_TTL_MS,
  MAX_WORDS,
  SPELLED_OUT_MAX,
  TYPO_MIN_LENGTH,
} from './tunables.js';
import { translationsOf } from './job-word-translations.js';

/**
 * Small words that carry no meaning for a job search, in French and English (`comptable à Lubumbashi`,
 * `engineer in Goma`). Without accents, as the words are compared.
 */
const STOP_WORDS = new Set(
  (
    'a au aux avec ce ces dans de des du en et la le les leur ou par pour sur un une ' +
    'an and as at by for from in of on or the to with'
  ).split(' '),
);

/** The words of a search as the index holds them: lower case, no accents, without stop words. */
export function searchWords(q: string): string[] {
  const words = q
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length > 0 && !STOP_WORDS.has(w));
  return [...new Set(words)].slice(0, MAX_WORDS);
}

interface WordForms {
  word: string;
  french: string[] | null;
  english: string[] | null;
  near: string[] | null;
}

/**
 * The full-text query (for `to_tsquery('simple', …)`) that finds every word of the search in any of its forms:
 * as typed (a prefix, so `compta` finds `comptable`), its French and English stem families, for a word of five
 * letters or more the words of job texts one letter away from it (`acountant` finds `accountant`), and its words in
 * the other language (`comptable` finds `accountant`, job-word-translations.ts). Each prefix is then spelled out as
 * the words of job texts it begins, when they are few (`spelledOut`). Every word must match. Null when the search
 * holds no word at all.
 */
export interface SearchQuery {
  /** The text of `to_tsquery('simple', …)`. */
  text: string;
  /** Each word's forms, as lexemes (a trailing `:*` marks a prefix). */
  groups: string[][];
  /**
   * The query of the words in the language they were typed in, without their translations, so that the jobs written
   * in it rank first; null when no word has a translation.
   */
  typedText: string | null;
}

/** A word's forms in the language it was typed in, and with its translations. */
interface Forms {
  typed: string[];
  all: string[];
}

export async function searchQueryOf(db: Db, q: string): Promise<SearchQuery | null> {
  const words = searchWords(q);
  if (words.length === 0) return null;
  const remembered = rememberedForms(db);
  const now = Date.now();
  const known = new Map<string, Forms>();
  for (const word of words) {
    const entry = remembered.get(word);
    if (entry && now - entry.at <= FORMS_TTL_MS) known.set(word, entry.forms);
  }
  const missing = words.filter((word) => !known.has(word));
  if (missing.length > 0) {
    const found = (await lookUpForms(db, missing)).map((row) => ({
      word: row.word,
      typed: formsOf(row),
      translated: translationsOf(row.word).map((other) => (other.length <= 3 ? other : `${other}:*`)),
    }));
    const spelled = await spelledOut(
      db,
      found.flatMap(({ typed, translated }) => [...typed, ...translated].filter((form) => form.endsWith(':*'))),
    );
    const spell = (forms: string[]) => forms.flatMap((form) => spelled.get(form) ?? [form]);
    for (const { word, typed, translated } of found) {
      // The word as typed stays among them, so that a job that writes it is found even when the forms are older.
      const exact = withoutSubsumedForms([...new Set([word, ...spell(typed)])]);
      const forms = { typed: exact, all: withoutSubsumedForms([...new Set([...exact, ...spell(translated)])]) };
      known.set(word, forms);
      remember(remembered, word, forms, now);
    }
  }
  const textOf = (groups: string[][]) => groups.map((forms) => `(${forms.join(' | ')})`).join(' & ');
  const forms = words.map((word) => known.get(word)!);
  const groups = forms.map(({ all }) => all);
  const translated = forms.some(({ typed, all }) => all.some((form) => !typed.includes(form)));
  return { text: textOf(groups), groups, typedText: translated ? textOf(forms.map(({ typed }) => typed)) : null };
}

/**
 * Each word's forms are remembered for a minute per database, at most FORMS_KEPT words: looking them up (stems and
 * the words one letter away among every job's words) is a query of the database's for every search otherwise.
 * Stems never change; a word first written in a job joins the forms of the words it begins with or is a typo of a
 * minute later at most.
 */
const formsByDb = new WeakMap<Db, Map<string, { forms: Forms; at: number }>>();

function rememberedForms(db: Db) {
  let remembered = formsByDb.get(db);
  if (!remembered) formsByDb.set(db, (remembered = new Map()));
  return remembered;
}

function remember(remembered: Map<string, { forms: Forms; at: number }>, word: string, forms: Forms, at: number) {
  remembered.delete(word); // a Map keeps insertion order: the word becomes the newest, and the oldest goes first
  remembered.set(word, { forms, at });
  if (remembered.size > FORMS_KEPT) remembered.delete(remembered.keys().next().value!);
}

function lookUpForms(db: Db, words: readonly string[]) {
  return executeRows<WordForms>(
    db,
    sql`
    select w as word,
      ts_lexize('french_stem', w) as french,
      ts_lexize('english_stem', w) as english,
      case when length(w) >= ${TYPO_MIN_LENGTH} then array(
        select term from job_search_terms where term % w and levenshtein(term, w) <= 1 and term <> w
        order by similarity(term, w) desc limit 5
      ) end as near
    from unnest(${textArray(words)}) as w`,
  );
}

/**
 * The words of job texts each prefix stands for, when they are few (`comptab:*` is `comptabilite | comptable`): the
 * full-text index reads a word's list of jobs directly, where a prefix first gathers the lists of every word it
 * begins into a bitmap, which took two and a half times as long for a common prefix. A prefix of many words (`comp`)
 * or of none yet is kept as it is. Job texts' words are collected as jobs are written, so the list is complete for
 * the jobs of the moment; a word first written afterwards joins it when the forms are looked up again.
 */
async function spelledOut(db: Db, prefixes: readonly string[]): Promise<Map<string, string[]>> {
  if (prefixes.length === 0) return new Map();
  const rows = await executeRows<{ prefix: string; terms: string[] }>(
    db,
    sql`
    select prefix, array(
      select term from job_search_terms where term like left(prefix, -2) || '%' order by term limit ${SPELLED_OUT_MAX + 1}
    ) as terms
    from unnest(${textArray([...new Set(prefixes)])}) as prefix`,
  );
  return new Map(
    rows
      .filter(({ terms }) => terms.length > 0 && terms.length <= SPELLED_OUT_MAX)
      .map(({ prefix, terms }) => [prefix, terms]),
  );
}

function formsOf({ word, french, english, near }: WordForms): string[] {
  // Lexemes are made only of a-z and 0-9 here, so they need no quoting inside the query text.
  const forms = new Set<string>([word.length <= 3 ? word : `${word}:*`]);
  for (const stem of [...(french ?? []), ...(english ?? [])]) {
    if (stem.length >= 4) forms.add(`${stem.slice(0, FAMILY_PREFIX_LENGTH)}:*`);
  }
  for (const term of near ?? []) forms.add(`${term}:*`);
  return withoutSubsumedForms([...forms]);
}

/**
 * Drops the forms that another prefix already finds (`comptable:*` or `comptable` when `comptab:*` is there):
 * each form is one more walk through the index, for no more jobs.
 */
function withoutSubsumedForms(forms: string[]): string[] {
  const prefixes = forms.filter((f) => f.endsWith(':*'));
  return forms.filter((form) => {
    const bare = form.endsWith(':*') ? form.slice(0, -2) : form;
    return !prefixes.some((prefix) => prefix !== form && bare.startsWith(prefix.slice(0, -2)));
  });
}
