/**
 * A text as a person reads it, for the checks that judge its words: the characters a screen shows as Latin letters
 * and digits read as those, invisible characters gone, digits standing for letters inside a word read as the letters,
 * spaced letters read as the word they spell, and amounts written in words read as digits. Someone who wants to get a
 * fee past a filter writes "p4yez", "рayez" with a Cyrillic "р", "p a y e z", "pa\u200Byez" or "cinq mille francs";
 * the reader sees "payez" and "5000 francs", and so does the check.
 *
 * The readable text is lower case and without accents, as the patterns read it. Each of its UTF-16 units keeps the
 * range of the original it comes from, so that the words a check points to are shown to staff as the writer wrote
 * them ("p a y e z", not "payez").
 */

export interface ReadableText {
  /** What a reader sees: lower case, no accents, look-alikes folded, amounts in words as digits. */
  text: string;
  /** For each UTF-16 unit of `text`, where the original characters it comes from start. */
  starts: number[];
  /** For each UTF-16 unit of `text`, where the original characters it comes from end. */
  ends: number[];
}

/** The original's words behind [start, end) of the readable text. */
export function originalOf(original: string, read: ReadableText, start: number, end: number): string {
  if (end <= start) return '';
  return original.slice(read.starts[start], read.ends[end - 1]);
}

/** A readable text being built: each unit pushed with the original range it stands for. */
class Builder {
  text = '';
  starts: number[] = [];
  ends: number[] = [];
  push(units: string, start: number, end: number) {
    this.text += units;
    for (let i = 0; i < units.length; i++) {
      this.starts.push(start);
      this.ends.push(end);
    }
  }
  /** Units [from, to) of an earlier stage, each with its own origin. */
  copy(source: ReadableText, from: number, to: number) {
    this.text += source.text.slice(from, to);
    for (let i = from; i < to; i++) {
      this.starts.push(source.starts[i]!);
      this.ends.push(source.ends[i]!);
    }
  }
  done(): ReadableText {
    return { text: this.text, starts: this.starts, ends: this.ends };
  }
}

/**
 * Characters a screen does not show, or shows as nothing, that split a word for a filter but not for a reader: zero
 * width spaces and joiners, direction marks and embeddings, word joiners and invisible operators, the byte order
 * mark, the soft hyphen.
 */
const INVISIBLE = /[\u00AD\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/;

/**
 * Letters of other scripts that look like Latin ones, with the Latin letter a reader takes them for. A subset of
 * Unicode's confusables (UTS #39, confusables.txt): its Cyrillic, Greek, Armenian and Latin-extension entries whose
 * skeleton is a Latin letter, the ones seen in messages written to slip past a filter. Where the table's skeleton is
 * a small capital or a near-Latin letter (Greek κ to ĸ, τ to ᴛ; Cyrillic к, н, т), the plain letter is used, and the
 * capital I shapes (Cyrillic І and Ӏ, Greek Ι, whose skeleton is "l") are read as the capital I they show. Full-width
 * and mathematical letters need no entry: NFKC makes them plain Latin first.
 */
const LOOK_ALIKES: Readonly<Record<string, string>> = {
  // Cyrillic, small.
  а: 'a',
  е: 'e',
  о: 'o',
  р: 'p',
  с: 'c',
  у: 'y',
  х: 'x',
  ѕ: 's',
  і: 'i',
  ј: 'j',
  ԁ: 'd',
  ԛ: 'q',
  ԝ: 'w',
  һ: 'h',
  ӏ: 'l',
  г: 'r',
  к: 'k',
  н: 'h',
  т: 't',
  ү: 'y',
  // Cyrillic, capital.
  А: 'A',
  В: 'B',
  Е: 'E',
  К: 'K',
  М: 'M',
  Н: 'H',
  О: 'O',
  Р: 'P',
  С: 'C',
  Т: 'T',
  Х: 'X',
  У: 'Y',
  Ѕ: 'S',
  І: 'I',
  Ј: 'J',
  Ү: 'Y',
  Ԝ: 'W',
  Ԛ: 'Q',
  Ӏ: 'I',
  // Greek.
  α: 'a',
  γ: 'y',
  ι: 'i',
  κ: 'k',
  ν: 'v',
  ο: 'o',
  ρ: 'p',
  τ: 't',
  υ: 'u',
  χ: 'x',
  Α: 'A',
  Β: 'B',
  Ε: 'E',
  Ζ: 'Z',
  Η: 'H',
  Ι: 'I',
  Κ: 'K',
  Μ: 'M',
  Ν: 'N',
  Ο: 'O',
  Ρ: 'P',
  Τ: 'T',
  Υ: 'Y',
  Χ: 'X',
  // Armenian.
  օ: 'o',
  ս: 'u',
  հ: 'h',
  ո: 'n',
  ց: 'g',
  // Latin letters outside the basic alphabet that read as one of it.
  ı: 'i',
  ȷ: 'j',
  ɑ: 'a',
  ɡ: 'g',
  ɩ: 'i',
};

const MARKS = /\p{M}/gu;

/**
 * One character as read: NFKC, a look-alike as its Latin letter, accents dropped, lower case, apostrophes straight,
 * dashes of every width one dash ("M‑Pesa" with a non-breaking hyphen is "m-pesa").
 */
function readChar(char: string): string {
  if (INVISIBLE.test(char)) return '';
  if (char === '\u2028' || char === '\u2029') return '\n';
  let read = '';
  for (const part of char.normalize('NFKC')) {
    const latin = LOOK_ALIKES[part] ?? part;
    const plain = latin.normalize('NFD').replace(MARKS, '').toLowerCase();
    // A letter whose accent was its only difference from a look-alike ("ё", "ї") is looked up again without it.
    for (const unit of plain) read += LOOK_ALIKES[unit]?.toLowerCase() ?? unit;
  }
  return read.replace(/[\u2018\u2019\u02BC\u2032´]/g, "'").replace(/[\u2010-\u2015\u2212]/g, '-');
}

const isLetter = (c: string | undefined) => c !== undefined && c >= 'a' && c <= 'z';

/** The characters as read, each unit with the original character it comes from. */
function readCharacters(original: string): ReadableText {
  const out = new Builder();
  let index = 0;
  for (const char of original) {
    const code = char.charCodeAt(0);
    // Plain ASCII is most of every text: only its case changes.
    const read = code < 0x80 ? char.toLowerCase() : readChar(char);
    if (read) out.push(read, index, index + char.length);
    index += char.length;
  }
  return out.done();
}

/**
 * Letters spaced out to spell a word ("p a y e z", "f.r.a.i.s", "M - P e s a"): three or more characters standing
 * alone, each separated from the next by one space, or by one dot, dash, underscore or star with a space either side
 * or none. The separator's two forms cannot both match at one place and each character is read once, so the pattern
 * stays linear in the text's length.
 */
const SPACED = /(?<![\p{L}\p{N}$@'])[a-z0-9](?![\p{L}\p{N}$@'])(?:(?: ?[.\-_*] ?| )[a-z0-9](?![\p{L}\p{N}$@'])){2,}/gu;
/** Letters that stand alone in ordinary prose ("il y a à", "I"): a run of only these is no spaced word. */
const ALONE_IN_PROSE = new Set(['a', 'i', 'y']);

/**
 * The spaced letters joined, digits at either end left where they are ("5 p a y e z" is an amount and a word), when
 * three or more are letters, letters outnumber digits (so "1 2 3" stays numbers) and two or more differ from the
 * letters that stand alone in prose.
 */
function joinSpacedLetters(read: ReadableText): ReadableText {
  const out = new Builder();
  let last = 0;
  for (const match of read.text.matchAll(SPACED)) {
    const kept = [...match[0].matchAll(/[a-z0-9]/g)].map((k) => match.index + k.index);
    const isLetterAt = (at: number) => isLetter(read.text[at]);
    const first = kept.findIndex(isLetterAt);
    let lastLetter = kept.length - 1;
    while (lastLetter > first && !isLetterAt(kept[lastLetter]!)) lastLetter -= 1;
    const word = kept.slice(first, lastLetter + 1);
    const letters = word.filter(isLetterAt);
    const distinct = new Set(letters.map((at) => read.text[at]).filter((c) => !ALONE_IN_PROSE.has(c!)));
    if (letters.length < 3 || letters.length <= word.length - letters.length || distinct.size < 2) continue;
    out.copy(read, last, word[0]!);
    for (const at of word) out.copy(read, at, at + 1);
    last = word.at(-1)! + 1;
  }
  if (last === 0) return read;
  out.copy(read, last, read.text.length);
  return out.done();
}

/** Digits and signs written for the letter they look like, inside a word. */
const LEET: Readonly<Record<string, string>> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '@': 'a',
  $: 's',
};

/**
 * A word's digits and signs as the letters they stand for ("p4yez", "d0ll4rs", "v1a", "mp3sa", "fr@i$"): a run of
 * one or two of them between letters of the word, or a "$" or "@" at its edge in a word of three letters or more.
 * A digit at a word's edge is never read as a letter, so that an amount stays one: "10usd", "5000fc", "5dollars". An
 * "@" before a domain is an address's, not a letter.
 */
function readLeet(word: string, after: string): string {
  const chars = [...word];
  const letters = chars.filter(isLetter).length;
  if (letters === 0) return word;
  const mailbox = after.startsWith('.') && isLetter(after[1]);
  let read = '';
  let i = 0;
  while (i < chars.length) {
    if (isLetter(chars[i])) {
      read += chars[i];
      i += 1;
      continue;
    }
    // The whole run of non-letters: letters on both sides of it, or a word's edge.
    let j = i;
    while (j < chars.length && !isLetter(chars[j])) j += 1;
    const run = chars.slice(i, j);
    const inside = i > 0 && j < chars.length && run.length <= 2;
    const edge = (i === 0 || j === chars.length) && run.length === 1 && (run[0] === '$' || run[0] === '@');
    const readable =
      run.every((c) => LEET[c] !== undefined) && (inside || (edge && letters >= 3)) && !(mailbox && run.includes('@'));
    read += readable ? run.map((c) => LEET[c]).join('') : run.join('');
    i = j;
  }
  return read;
}

function readLeetWords(read: ReadableText): ReadableText {
  // Only a word holding both a letter and one of the signs can change.
  if (!/[a-z][013457@$]|[013457@$][a-z]/.test(read.text)) return read;
  const out = new Builder();
  let last = 0;
  for (const match of read.text.matchAll(/[a-z0-9@$]+/g)) {
    const word = match[0];
    if (!/[a-z]/.test(word) || !/[013457@$]/.test(word)) continue;
    const end = match.index + word.length;
    const changed = readLeet(word, read.text.slice(end, end + 2));
    if (changed === word) continue;
    out.copy(read, last, match.index);
    // One sign stands for one letter: each keeps its own place.
    for (let k = 0; k < word.length; k++) {
      out.push(changed[k]!, read.starts[match.index + k]!, read.ends[match.index + k]!);
    }
    last = end;
  }
  if (last === 0) return read;
  out.copy(read, last, read.text.length);
  return out.done();
}

/** Number words, French and English, with their value and their part in a number. */
type NumberPart = { kind: 'small'; value: number } | { kind: 'hundred' } | { kind: 'power'; value: number };
const small = (value: number): NumberPart => ({ kind: 'small', value });
const NUMBER_WORDS: Readonly<Record<string, NumberPart>> = {
  zero: small(0),
  un: small(1),
  une: small(1),
  deux: small(2),
  trois: small(3),
  quatre: small(4),
  cinq: small(5),
  six: small(6),
  sept: small(7),
  huit: small(8),
  neuf: small(9),
  dix: small(10),
  onze: small(11),
  douze: small(12),
  treize: small(13),
  quatorze: small(14),
  quinze: small(15),
  seize: small(16),
  vingt: small(20),
  vingts: small(20),
  trente: small(30),
  quarante: small(40),
  cinquante: small(50),
  soixante: small(60),
  septante: small(70),
  octante: small(80),
  huitante: small(80),
  nonante: small(90),
  cent: { kind: 'hundred' },
  cents: { kind: 'hundred' },
  mille: { kind: 'power', value: 1000 },
  million: { kind: 'power', value: 1_000_000 },
  millions: { kind: 'power', value: 1_000_000 },
  one: small(1),
  two: small(2),
  three: small(3),
  four: small(4),
  five: small(5),
  seven: small(7),
  eight: small(8),
  nine: small(9),
  ten: small(10),
  eleven: small(11),
  twelve: small(12),
  thirteen: small(13),
  fourteen: small(14),
  fifteen: small(15),
  sixteen: small(16),
  seventeen: small(17),
  eighteen: small(18),
  nineteen: small(19),
  twenty: small(20),
  thirty: small(30),
  forty: small(40),
  fourty: small(40),
  fifty: small(50),
  sixty: small(60),
  seventy: small(70),
  eighty: small(80),
  ninety: small(90),
  hundred: { kind: 'hundred' },
  hundreds: { kind: 'hundred' },
  thousand: { kind: 'power', value: 1000 },
  thousands: { kind: 'power', value: 1000 },
};
/** Words that alone are no number: "un badge", "une somme", "each one". With a currency after them they are. */
const ARTICLES = new Set(['un', 'une', 'one']);
const CURRENCY_AFTER = /^[\s-]*(?:dollars?|dolars?|dola|usd|us\s?\$|\$|francs?|fc|cdf|euros?|shilingi)(?![a-z])/;
/** A word that joins two parts of a number: "vingt et un", "one hundred and fifty". */
const JOINERS = new Set(['et', 'and']);

/** Word runs that may be numbers: number words, joined by spaces, dashes, "et" or "and". */
const WORD_ALTERNATION = Object.keys(NUMBER_WORDS)
  .sort((a, b) => b.length - a.length)
  .join('|');
const NUMBER_RUN = new RegExp(
  String.raw`(?<![a-z0-9'])(?:${WORD_ALTERNATION})(?:(?:[\s-]+(?:et|and))?[\s-]+(?:${WORD_ALTERNATION}))*(?![a-z0-9])`,
  'g',
);

interface NumberWord {
  word: string;
  start: number;
  end: number;
}

interface SpelledNumber {
  value: number;
  /** Its first and last words, as indexes in the run. */
  from: number;
  to: number;
}

/** Whether a number word below a hundred can follow what a number has so far (`below`, its part under a thousand). */
function smallFits(value: number, below: number, previous: string): boolean {
  const rest = below % 100;
  return (
    rest === 0 ||
    // "vingt-cinq", "twenty five", "soixante-dix-sept".
    (value < 10 && rest >= 20 && rest % 10 === 0) ||
    // "dix-sept", "dix-huit", "dix-neuf".
    (value >= 7 && value <= 9 && rest === 10) ||
    // "soixante-douze", "quatre-vingt-dix".
    (value >= 10 && value < 20 && (rest === 60 || rest === 80)) ||
    // "quatre-vingt(s)".
    (value === 20 && previous === 'quatre' && rest === 4)
  );
}

/**
 * The numbers a run of number words spells, each with the words it spans: "deux mille cinq cents" is 2500,
 * "quatre-vingt-dix" 90, "one hundred and fifty" 150. A word that cannot follow the ones before it in a number ("deux
 * trois") starts a new one.
 */
function parseNumbers(words: NumberWord[]): SpelledNumber[] {
  const found: SpelledNumber[] = [];
  let total = 0;
  let below = 0;
  let power = 0;
  let from = -1;
  let to = -1;
  let previous = '';
  let joined = false;
  const close = () => {
    if (from >= 0) found.push({ value: total + below, from, to });
    total = 0;
    below = 0;
    power = 0;
    from = -1;
    joined = false;
  };
  for (let i = 0; i < words.length; i++) {
    const { word } = words[i]!;
    if (JOINERS.has(word)) {
      // "et" joins "un", "une" or "onze" to tens ("vingt et un"); "and" follows a hundred or a thousand.
      const next = words[i + 1]?.word;
      const ok =
        from >= 0 &&
        (word === 'et'
          ? below % 100 >= 20 && below % 10 === 0 && (next === 'un' || next === 'une' || next === 'onze')
          : below % 100 === 0 && total + below > 0);
      if (ok) joined = true;
      else close();
      continue;
    }
    const part = NUMBER_WORDS[word]!;
    const fits =
      from < 0 ||
      (part.kind === 'small'
        ? smallFits(part.value, below, previous)
        : part.kind === 'hundred'
          ? below < 100 && !joined
          : (power === 0 || part.value < power) && !joined);
    if (!fits) close();
    if (from < 0) from = i;
    to = i;
    joined = false;
    if (part.kind === 'small') {
      below += part.value === 20 && previous === 'quatre' && below % 100 === 4 ? 76 : part.value;
    } else if (part.kind === 'hundred') {
      below = (below || 1) * 100;
    } else {
      total += (below || 1) * part.value;
      below = 0;
      power = part.value;
    }
    previous = word;
  }
  close();
  return found;
}

/**
 * Amounts written in words read as digits ("cinq mille francs" as "5000 francs", "twenty five dollars" as "25
 * dollars"), the digits standing for the words. "Un", "une" and "one" alone are articles unless money follows them
 * ("un dollar"). A word right after figures belongs to them ("50 cents", "le 5 sept") and is left as it is.
 */
function readNumberWords(read: ReadableText): ReadableText {
  const out = new Builder();
  let last = 0;
  for (const match of read.text.matchAll(NUMBER_RUN)) {
    if (/\d[\s-]*$/.test(read.text.slice(Math.max(0, match.index - 3), match.index))) continue;
    const words: NumberWord[] = [];
    for (const w of match[0].matchAll(/[a-z]+/g)) {
      words.push({ word: w[0], start: match.index + w.index, end: match.index + w.index + w[0].length });
    }
    for (const number of parseNumbers(words)) {
      const first = words[number.from]!;
      const end = words[number.to]!.end;
      const alone = number.from === number.to && ARTICLES.has(first.word);
      if (alone && !CURRENCY_AFTER.test(read.text.slice(end, end + 12))) continue;
      out.copy(read, last, first.start);
      out.push(String(number.value), read.starts[first.start]!, read.ends[end - 1]!);
      last = end;
    }
  }
  if (last === 0) return read;
  out.copy(read, last, read.text.length);
  return collapseRepeatedFigures(out.done());
}

/** "10 (10)" once the words are figures: the number in brackets repeats the one before it. */
function collapseRepeatedFigures(read: ReadableText): ReadableText {
  if (!/\d\s*\(\s*\d+\s*\)/.test(read.text)) return read;
  const out = new Builder();
  let last = 0;
  for (const match of read.text.matchAll(/(?<![\d.,])\d+(\s*\(\s*\d+\s*\))/g)) {
    const kept = match.index + match[0].length - match[1]!.length;
    out.copy(read, last, kept);
    last = match.index + match[0].length;
  }
  out.copy(read, last, read.text.length);
  return out.done();
}

/** The text as a person reads it: see the module's comment. */
export function readable(original: string): ReadableText {
  return readNumberWords(readLeetWords(joinSpacedLetters(readCharacters(original))));
}
