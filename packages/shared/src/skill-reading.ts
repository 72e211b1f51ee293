import type { Language } from './constants.js';
import { foldSkillText } from './skill-text.js';
import type { SkillConcept } from './skill-concepts/concept.js';
import { SKILL_CONCEPTS } from './skill-concepts/index.js';

/**
 * How a skill people typed is read: the same reading for a profile's skills, a CV's text and a job's required skills,
 * so that two people who wrote one skill in their own words meet.
 *
 * A text is folded (case, accents, punctuation) and cut into words, elisions dropped ("d'équipe" is "équipe"), each
 * word made singular and masculine; little words ("de", "la", "of") carry nothing and the words' order does not count.
 * The words are looked up among every name of every concept: as written; less the qualifiers at either end
 * ("confirmé", "de base", "advanced"); with hyphenated words joined; with a word of 6 letters or more corrected where
 * it is one letter away from a word of the concepts' names; and, last, less the words that say who does a skill
 * rather than which ("programmation", "operator"). A text that names no concept keeps its own plain form, so that two
 * people's same words still meet.
 */

/** Words that carry no meaning in a skill's name, in French and in English. */
const LITTLE_WORDS = new Set([
  'de',
  'du',
  'des',
  'd',
  'la',
  'le',
  'les',
  'l',
  'un',
  'une',
  'et',
  'en',
  'a',
  'au',
  'aux',
  'pour',
  'par',
  'avec',
  'sur',
  'dans',
  'of',
  'the',
  'and',
  '&',
  'in',
  'for',
  'with',
  'on',
  'an',
  'to',
]);

/**
 * Qualifiers that say how well, not what: dropped at the start or at the end of a text only, so that a skill whose
 * name holds one of these words ("base de données", "courant faible") keeps it.
 */
const LEADING_QUALIFIERS = [
  'tres bonne maitrise',
  'bonne maitrise',
  'maitrise',
  'parfaite maitrise',
  'bonne connaissance',
  'bonnes connaissances',
  'connaissance',
  'connaissances',
  'notions',
  'notion',
  'experience',
  'competences',
  'competence',
  'expert',
  'expertise',
  'knowledge',
  'good knowledge',
  'strong',
  'excellent',
  'experienced',
  'skilled',
  'proficient',
  'proficiency',
  'skills',
  'basic',
  'advanced',
  'senior',
  'junior',
  'fluent',
  'certified',
  'qualified',
  'professional',
  'certifie',
  'qualifie',
  'professionnel',
];
const TRAILING_QUALIFIERS = [
  'confirme',
  'confirmee',
  'experimente',
  'experimentee',
  'avance',
  'avancee',
  'debutant',
  'debutante',
  'intermediaire',
  'de base',
  'base',
  'courant',
  'couramment',
  'lu ecrit parle',
  'lu parle ecrit',
  'parle ecrit',
  'ecrit parle',
  'parle',
  'ecrit',
  'lu',
  'bilingue',
  'expert',
  'senior',
  'junior',
  'skills',
  'skill',
  'competences',
  'competence',
  'basic',
  'basics',
  'advanced',
  'intermediate',
  'beginner',
  'fluent',
  'experience',
  'expertise',
  'knowledge',
  'level',
  'niveau',
  'qualifie',
  'qualifiee',
  'certifie',
  'certifiee',
  'qualified',
  'certified',
  'work',
  'works',
  'language',
  'langue',
];

/**
 * Words that say a skill is done, or who does it, more than which skill: "Java" is "Programmation Java", "forklift" a
 * "forklift operator", "HSE" an "agent HSE". Left out only when the text as written names no concept, and only if
 * what remains does.
 */
const GENERIC_WORDS = new Set([
  'making',
  'programming',
  'programmation',
  'development',
  'developpement',
  'dev',
  'processing',
  'service',
  'work',
  'travail',
  'operation',
  'operator',
  'operateur',
  'officer',
  'agent',
  'technician',
  'technicien',
  'specialist',
  'specialiste',
  'driver',
  'chauffeur',
  'conducteur',
]);

/** Words shorter than this are taken as written: one letter changes a short word into another word. */
const TYPO_MIN_LENGTH = 6;

/** A word's singular, by the rules that cover French and English skills' names. Both sides of a match go through it. */
function singular(word: string): string {
  if (word.length <= 3 || /[0-9+#.]/.test(word)) return word;
  if (word.endsWith('eaux')) return word.slice(0, -1);
  if (word.endsWith('aux') && word.length > 4) return `${word.slice(0, -3)}al`;
  if (word.endsWith('ies') && word.length > 4) return word.slice(0, -1);
  if (word.endsWith('s') && !/(ss|us|is)$/.test(word)) return word.slice(0, -1);
  if (word.endsWith('x') && /(eu|ou)x$/.test(word)) return word.slice(0, -1);
  return word;
}

/**
 * French feminine endings made masculine ("cuisinière" is "cuisinier", "opérations minières" "minier"), so that a
 * trade or an adjective is one word whoever wrote it. Both sides of a match go through it.
 */
const FEMININE_ENDINGS: readonly (readonly [string, string])[] = [
  ['iere', 'ier'],
  ['euse', 'eur'],
  ['trice', 'teur'],
  ['enne', 'en'],
  ['elle', 'el'],
  ['ive', 'if'],
];
function masculine(word: string): string {
  if (word.length < 5) return word;
  for (const [feminine, masculine] of FEMININE_ENDINGS) {
    if (word.endsWith(feminine)) return word.slice(0, -feminine.length) + masculine;
  }
  return word;
}

/**
 * A word's plain form: singular, masculine, and a final "y" written "ie", so that the English and the French word
 * meet where they differ only there ("technology" and "technologie", "companies" and "compagnie" do not).
 */
function plainForm(word: string): string {
  const plain = masculine(singular(word));
  return plain.length > 3 && plain.endsWith('y') && !/[0-9+#.]/.test(plain) ? `${plain.slice(0, -1)}ie` : plain;
}

/**
 * The folded words of a text, elisions dropped and apostrophes made spaces. `joined`: the parts of a hyphenated word
 * as one word ("book-keeping" is "bookkeeping", "front-end" "frontend"), as the same word is often written.
 */
function foldedWords(text: string, joined = false): string[] {
  return foldSkillText(joined ? text.replace(/(\p{L})-(?=\p{L})/gu, '$1') : text)
    .replace(/\b(?:l|d|qu|j|n|s|c|m|t)'/g, '')
    .replace(/'/g, ' ')
    .split(' ')
    .map((w) => w.replace(/^\.+|\.+$/g, ''))
    .filter((w) => w !== '');
}

const stripPhrase = (words: string[], phrase: string[], atEnd: boolean): boolean => {
  if (words.length <= phrase.length) return false;
  const offset = atEnd ? words.length - phrase.length : 0;
  if (!phrase.every((w, i) => words[offset + i] === w)) return false;
  words.splice(offset, phrase.length);
  return true;
};
const LEADING = LEADING_QUALIFIERS.map((q) => q.split(' ')).sort((a, b) => b.length - a.length);
const TRAILING = TRAILING_QUALIFIERS.map((q) => q.split(' ')).sort((a, b) => b.length - a.length);

/**
 * Whether the word at `i` carries no meaning. A single letter carries none where it is "à" or an elision typed without
 * its apostrophe ("d equipe", "l entreprise": before a vowel), and names something elsewhere ("permis D", "class D
 * licence").
 */
function isLittle(words: readonly string[], i: number): boolean {
  const word = words[i]!;
  if (!LITTLE_WORDS.has(word)) return false;
  if (word.length > 1) return true;
  const next = words[i + 1];
  if (next === undefined) return false;
  return word === 'a' || /^[aeiouyh]/.test(next);
}

/** The words of a text without its little words, in their plain form, before any word is corrected. */
function plainWords(text: string, joined = false): string[] {
  const words = foldedWords(text, joined);
  const kept = words.filter((_, i) => !isLittle(words, i)).map(plainForm);
  return kept.length > 0 ? kept : words.map(plainForm);
}

/**
 * The words that carry the meaning: the plain words less the qualifiers at the start or the end of the text ("Excel
 * de base", "bonne maîtrise de Word"). Qualifiers go first, little words after, so that both go.
 */
function meaningfulWords(text: string, joined = false): string[] {
  const words = foldedWords(text, joined);
  let changed = true;
  while (changed) {
    changed = false;
    for (const phrase of LEADING) {
      if (stripPhrase(words, phrase, false)) changed = true;
      if (words.length > 1 && isLittle(words, 0)) {
        words.shift();
        changed = true;
      }
    }
    for (const phrase of TRAILING) {
      if (stripPhrase(words, phrase, true)) changed = true;
      if (words.length > 1 && LITTLE_WORDS.has(words[words.length - 1]!) && words[words.length - 1]!.length > 1) {
        words.pop();
        changed = true;
      }
    }
  }
  const kept = words.filter((_, i) => !isLittle(words, i)).map(plainForm);
  return kept.length > 0 ? kept : words.map(plainForm);
}

const phraseKey = (words: readonly string[]) => [...new Set(words)].sort().join(' ');

/** A concept's key: its English name, folded. Stored with profiles and jobs. */
export const conceptKey = (concept: SkillConcept) => foldSkillText(concept.en);

interface ConceptIndex {
  byKey: Map<string, SkillConcept>;
  /** Every name's plain form → the concept's key. */
  byPhrase: Map<string, string>;
  /** Every word of every name, for the correction of typos, with its deletions (one letter off). */
  dictionary: Set<string>;
  deletions: Map<string, string[]>;
  broader: Map<string, string[]>;
  narrower: Map<string, string[]>;
  /** The most words a concept's name has, for reading runs of a CV's words. */
  longest: number;
}

const deletionsOf = (word: string) => {
  const out: string[] = [];
  for (let i = 0; i < word.length; i += 1) out.push(word.slice(0, i) + word.slice(i + 1));
  return out;
};

let built: ConceptIndex | undefined;
function index(): ConceptIndex {
  if (built) return built;
  const byKey = new Map<string, SkillConcept>();
  const byPhrase = new Map<string, string>();
  const dictionary = new Set<string>();
  let longest = 1;
  for (const concept of SKILL_CONCEPTS) byKey.set(conceptKey(concept), concept);
  // Names as written first (the English and French names, then the other names: a concept's own name wins), then the
  // same names less their qualifiers, where no name took that form: "Expertise comptable" is chartered accountancy,
  // while "comptable" stays the accountant's.
  const named = (names: (concept: SkillConcept) => readonly string[], wordsOf: (name: string) => string[]) => {
    for (const concept of SKILL_CONCEPTS) {
      const key = conceptKey(concept);
      for (const name of names(concept)) {
        const words = wordsOf(name);
        for (const w of words) dictionary.add(w);
        longest = Math.max(longest, words.length);
        const phrase = phraseKey(words);
        if (phrase !== '' && !byPhrase.has(phrase)) byPhrase.set(phrase, key);
      }
    }
  };
  const ownNames = (c: SkillConcept) => [c.en, c.fr];
  const otherNames = (c: SkillConcept) => c.also ?? [];
  const joinedPlain = (name: string) => plainWords(name, true);
  const joinedMeaningful = (name: string) => meaningfulWords(name, true);
  named(ownNames, plainWords);
  named(otherNames, plainWords);
  named(ownNames, joinedPlain);
  named(otherNames, joinedPlain);
  named(ownNames, meaningfulWords);
  named(otherNames, meaningfulWords);
  named(ownNames, joinedMeaningful);
  named(otherNames, joinedMeaningful);
  const deletions = new Map<string, string[]>();
  for (const word of dictionary) {
    if (word.length < TYPO_MIN_LENGTH - 1) continue;
    for (const d of deletionsOf(word)) {
      const list = deletions.get(d);
      if (list) list.push(word);
      else deletions.set(d, [word]);
    }
  }
  const broader = new Map<string, string[]>();
  const narrower = new Map<string, string[]>();
  for (const concept of SKILL_CONCEPTS) {
    const key = conceptKey(concept);
    for (const name of concept.broader ?? []) {
      const up = foldSkillText(name);
      if (!byKey.has(up) || up === key) continue;
      broader.set(key, [...(broader.get(key) ?? []), up]);
      narrower.set(up, [...(narrower.get(up) ?? []), key]);
    }
  }
  built = { byKey, byPhrase, dictionary, deletions, broader, narrower, longest };
  return built;
}

/**
 * The words of the concepts' names that a word of 6 letters or more is one letter away from (a letter missing, added,
 * changed, or two side by side swapped), those with its first letter first; none when it is known or short.
 */
function nearWords(word: string, ix: ConceptIndex): string[] {
  if (word.length < TYPO_MIN_LENGTH || ix.dictionary.has(word) || /[0-9+#.]/.test(word)) return [];
  const near = new Set<string>();
  // A letter added: the word less one letter is a known word.
  for (const d of deletionsOf(word)) if (ix.dictionary.has(d) && d.length >= TYPO_MIN_LENGTH) near.add(d);
  // A letter missing: the word is a known word less one letter.
  for (const known of ix.deletions.get(word) ?? []) near.add(known);
  // A letter changed or two swapped: both less one letter meet.
  for (const d of deletionsOf(word)) {
    for (const known of ix.deletions.get(d) ?? []) {
      if (known.length === word.length && withinOneChange(word, known)) near.add(known);
    }
  }
  return [...near].sort((a, b) => Number(b[0] === word[0]) - Number(a[0] === word[0]));
}

/** A word corrected where it is one letter away from a single known word (with its first letter, when several are). */
function corrected(word: string, ix: ConceptIndex): string {
  const near = nearWords(word, ix);
  if (near.length <= 1) return near[0] ?? word;
  const sameStart = near.filter((w) => w[0] === word[0]);
  return sameStart.length === 1 ? sameStart[0]! : word;
}

/**
 * The phrases a text's words may be with one typo corrected: for each word one letter away from several known
 * words, each of them in turn (the first that names a concept is taken).
 */
function correctedPhrases(words: readonly string[], ix: ConceptIndex): string[][] {
  const phrases: string[][] = [words.map((w) => corrected(w, ix))];
  words.forEach((word, i) => {
    for (const near of nearWords(word, ix)) phrases.push(words.map((w, j) => (j === i ? near : w)));
  });
  return phrases;
}

/** Whether two words of the same length differ by one letter, or by two neighbouring letters swapped. */
function withinOneChange(a: string, b: string): boolean {
  const diff: number[] = [];
  for (let i = 0; i < a.length && diff.length <= 2; i += 1) if (a[i] !== b[i]) diff.push(i);
  if (diff.length === 1) return true;
  return diff.length === 2 && diff[1] === diff[0]! + 1 && a[diff[0]!] === b[diff[1]!] && a[diff[1]!] === b[diff[0]!];
}

/**
 * Raised by hand when the reading's rules change in a way its lists do not show (the singular's rules, say); the
 * concepts and the lists of words are in the fingerprint by themselves.
 */
const READING_RULES_REVISION = 4;

/**
 * What tells one reading from another: a hash of its concepts, its lists of words and its rules' revision. Stored
 * skills read by a reading with another fingerprint are read again (the API does it at its start).
 */
export function skillReadingFingerprint(): string {
  const text = JSON.stringify([
    READING_RULES_REVISION,
    TYPO_MIN_LENGTH,
    [...LITTLE_WORDS],
    [...GENERIC_WORDS],
    FEMININE_ENDINGS,
    LEADING_QUALIFIERS,
    TRAILING_QUALIFIERS,
    SKILL_CONCEPTS,
  ]);
  // FNV-1a, 32 bits, twice with two seeds: a fingerprint, not a defence.
  const fnv = (seed: number) => {
    let h = seed;
    for (let i = 0; i < text.length; i += 1) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
    return h.toString(16).padStart(8, '0');
  };
  return `${fnv(0x811c9dc5)}${fnv(0x050c5d1f)}`;
}

/** What a text people typed is read as: the concept's key and the concept, or the text's own plain form. */
export interface ReadSkill {
  key: string;
  concept?: SkillConcept;
}

/**
 * The ways a text's words are tried, in order, each made only if the ones before named no concept: as written, less
 * its qualifiers (each also with its hyphenated words joined), with a typo corrected, then less its generic words.
 */
function* readings(text: string, ix: ConceptIndex): Generator<string[]> {
  const plain = plainWords(text);
  yield plain;
  yield plainWords(text, true);
  const meaningful = meaningfulWords(text);
  yield meaningful;
  yield meaningfulWords(text, true);
  yield* correctedPhrases(plain, ix);
  yield* correctedPhrases(meaningful, ix);
  const general = meaningful.filter((w) => !GENERIC_WORDS.has(w));
  if (general.length > 0 && general.length < meaningful.length) {
    yield general;
    yield* correctedPhrases(general, ix);
  }
}

function readUncached(text: string): ReadSkill {
  const ix = index();
  if (plainWords(text).length === 0) return { key: '' };
  for (const words of readings(text, ix)) {
    const key = ix.byPhrase.get(phraseKey(words));
    if (key !== undefined) return { key, concept: ix.byKey.get(key)! };
  }
  return { key: phraseKey(meaningfulWords(text).map((w) => corrected(w, ix))) };
}

/**
 * Readings already made: the same few skills are on most jobs and profiles, and every card of every list reads its
 * job's. Bounded: past the bound the oldest half is dropped.
 */
const READ_LIMIT = 50_000;
const read = new Map<string, ReadSkill>();

/** Reads one skill as people write it. */
export function readSkill(text: string): ReadSkill {
  let found = read.get(text);
  if (!found) {
    found = readUncached(text);
    if (read.size >= READ_LIMIT) for (const old of [...read.keys()].slice(0, READ_LIMIT / 2)) read.delete(old);
    read.set(text, found);
  }
  return found;
}

/** The concept a key stands for, if it is one. */
export const skillConcept = (key: string): SkillConcept | undefined => index().byKey.get(key);

/** The concepts one level above and below a concept: a match through them counts for less than the skill itself. */
export function relatedSkillKeys(keys: readonly string[]): string[] {
  const ix = index();
  const own = new Set(keys);
  const related = new Set<string>();
  for (const key of keys) {
    for (const other of [...(ix.broader.get(key) ?? []), ...(ix.narrower.get(key) ?? [])]) {
      if (!own.has(other)) related.add(other);
    }
  }
  return [...related];
}

/**
 * How well a professional's skills meet a job's: each required skill they have counts 2 points, each one a level
 * above or below one of theirs 1, and the match is round(100 x points / (2 x required skills)), rounding half up;
 * null when the job requires none. `related` is `relatedSkillKeys` of `own`.
 */
export function skillMatchPercentage(
  required: readonly string[],
  own: ReadonlySet<string>,
  related: ReadonlySet<string>,
): number | null {
  if (required.length === 0) return null;
  let points = 0;
  for (const key of required) points += own.has(key) ? 2 : related.has(key) ? 1 : 0;
  return Math.floor((100 * points + required.length) / (2 * required.length));
}

/** Of `keys`, the one related to `key` (a level above or below), if any: what a related match stands for. */
export function relatedThrough(key: string, keys: Iterable<string>): string | undefined {
  const ix = index();
  const near = new Set([...(ix.broader.get(key) ?? []), ...(ix.narrower.get(key) ?? [])]);
  for (const k of keys) if (near.has(k)) return k;
  return undefined;
}

/** A concept's name in a language. */
export const conceptName = (concept: SkillConcept, language: Language) => (language === 'fr' ? concept.fr : concept.en);

/**
 * Concepts whose name (in either language) or other name starts with the typed text, or has a word that does; the
 * whole name's beginnings first. Accents and case are ignored, so "compta" finds Comptabilité.
 */
export function searchSkillConcepts(query: string, limit = 10): SkillConcept[] {
  const q = foldSkillText(query);
  if (q === '') return [];
  const starts: SkillConcept[] = [];
  const words: SkillConcept[] = [];
  for (const concept of SKILL_CONCEPTS) {
    const names = [concept.en, concept.fr, ...(concept.also ?? [])].map(foldSkillText);
    if (names.some((n) => n.startsWith(q))) starts.push(concept);
    else if (names.some((n) => n.includes(` ${q}`) || n.includes(`'${q}`))) words.push(concept);
    if (starts.length >= limit) break;
  }
  const found = [...starts, ...words].slice(0, limit);
  // What the text reads as comes first, when it is a concept the names did not start with (a typo, a plural).
  const read = readSkill(query).concept;
  return read && !found.includes(read) ? [read, ...found].slice(0, limit) : found;
}

/**
 * The concepts named in a text (a CV), in the order they first appear, by their keys, each with the words that named
 * it. The longest run of words that reads as a concept wins where runs overlap: "Exploration Geology" is one skill,
 * not also Geology. Single words that are ordinary words more often than skills are not taken alone.
 */
export function conceptsInText(
  text: string,
  { limit, notAlone }: { limit: number; notAlone: ReadonlySet<string> },
): { key: string; concept: SkillConcept; language: Language }[] {
  const ix = index();
  const written = foldedWords(text);
  const words = written.map((w) => corrected(plainForm(w), ix));
  const found = new Map<string, { key: string; concept: SkillConcept; language: Language }>();
  for (let i = 0; i < words.length && found.size < limit; i += 1) {
    let longest: { key: string; length: number; phrase: string } | undefined;
    for (let n = 1; n <= ix.longest && i + n <= words.length; n += 1) {
      const run = words.slice(i, i + n);
      if (isLittle(run, 0) || (n > 1 && LITTLE_WORDS.has(run[n - 1]!))) continue;
      const meaningful = run.filter((_, j) => !isLittle(run, j));
      if (n === 1 && notAlone.has(run[0]!)) continue;
      const phrase = phraseKey(meaningful);
      const key = ix.byPhrase.get(phrase);
      if (key !== undefined) longest = { key, length: n, phrase };
    }
    if (!longest) continue;
    const { key, phrase } = longest;
    if (!found.has(key)) {
      const concept = ix.byKey.get(key)!;
      // Named by its French name, the concept is offered in French; by any other name, in English. Where both names
      // read alike ("Exploration Geology", "Géologie d'exploration"), the words as written tell.
      const asWritten = written.slice(i, i + longest.length).join(' ');
      const french = phraseKey(plainWords(concept.fr)) === phrase;
      const english = phraseKey(plainWords(concept.en)) === phrase;
      const language =
        french && (!english || asWritten === foldedWords(concept.fr).join(' ')) ? ('fr' as const) : ('en' as const);
      found.set(key, { key, concept, language });
    }
    i += longest.length - 1;
  }
  return [...found.values()];
}
