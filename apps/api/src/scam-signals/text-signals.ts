/**
 * What in a job request's own words points to a scam: a fee asked of applicants, and a contact outside the product.
 * Each signal keeps the words that raised it (its evidence), exactly as the employer wrote them, for staff to see
 * highlighted. The patterns read the text as a person reads it (`readable-text.ts`): without accents, in lower case,
 * look-alike letters and digits for letters read as the letters, amounts in words as digits; and as people write it
 * in Kinshasa: with accents or without, "frais de dossier" or "frais d'inscription", "$50" or "50 USD" or "50.000
 * FC", with Lingala and Swahili words for money and paying ("mbongo", "tinda", "futa", "tuma", "lipa").
 *
 * A fee is judged by the shape of a sentence rather than by a list of sentences: money (an amount, a contribution,
 * a deposit, a purchase of what the job needs, a money channel), handed over (pay, send, deposit, bring, buy), by the
 * applicant or at the hiring's steps (asked of the candidates, "vous", before the training, to confirm one's place).
 * Value that is not called a fee counts as money: a gift or a bribe for a person of the hiring, a share of the salary,
 * goods asked for, an advance promised back (`indirect-fee-words.ts`). Weak cues add up; a sentence about money paid
 * to the worker (a salary, a bonus, money sent to them), about an employer's own costs, a negation or a warning, or
 * about a job whose work is other people's money (a cashier, a mobile money agent) counts against them
 * (`no-fee-words.ts`). The words of a fee are in `fee-words.ts`; a message's check is `message-fees.ts`.
 */

import {
  AMOUNT,
  APPLICANT,
  CHANNEL,
  CHANNEL_PAY,
  DEMAND,
  FEE_NOUN,
  FEE_WORD,
  IMPERATIVE,
  ITEM_PRICE,
  JOB_ITEM,
  MONEY_NOUN,
  NAMED_FEE,
  NEED_MONEY,
  OPERATOR_PAY,
  OWN_EXPENSE,
  PAY_VERB,
  PERSON_ACCOUNT,
  PHONE,
  PURCHASE,
  STAGE,
  WITH_MONEY,
} from './fee-words.js';
import {
  CHASER,
  DOCUMENTS_SENT,
  GIFT,
  GOODS_ASKED,
  SALARY_SHARE,
  SENT_MONEY,
  TO_HIRING,
} from './indirect-fee-words.js';
import {
  BENEFIT,
  CALL,
  EMPLOYER_PAYS,
  FREE_HIRING,
  MONEY_JOB,
  MONEY_ROLE,
  NEGATION,
  PAID_PASSIVE,
  SALARY,
  TO_READER,
  TRAVEL,
  WARNING,
} from './no-fee-words.js';
import { originalOf, readable, type ReadableText } from './readable-text.js';

export type TextSignalCode = 'fee_request' | 'off_platform_contact';

export interface TextSignal {
  code: TextSignalCode;
  /** The words that raised it, as written. */
  evidence: string;
}

export type Cue =
  | 'namedFee'
  | 'feeNoun'
  | 'moneyNoun'
  | 'feeWord'
  | 'amount'
  | 'payVerb'
  | 'imperative'
  | 'demand'
  | 'applicant'
  | 'stage'
  | 'jobItem'
  | 'purchase'
  | 'itemPrice'
  | 'ownExpense'
  | 'channel'
  | 'channelPay'
  | 'operatorPay'
  | 'personAccount'
  | 'benefit'
  | 'salary'
  | 'toReader'
  | 'paidPassive'
  | 'call'
  | 'price'
  | 'travel'
  | 'moneyJob'
  | 'toHiring'
  | 'gift'
  | 'goods'
  | 'salaryShare'
  | 'sentMoney'
  | 'chaser'
  | 'documents';

const compile = (sources: string[]) => new RegExp(sources.map((s) => `(?:${s})`).join('|'), 'g');

const CUES: [Cue, RegExp][] = [
  ['namedFee', compile(NAMED_FEE)],
  ['feeNoun', compile([FEE_NOUN])],
  ['moneyNoun', compile([MONEY_NOUN])],
  ['feeWord', compile([FEE_WORD])],
  ['amount', compile([AMOUNT])],
  ['payVerb', compile([PAY_VERB, WITH_MONEY, NEED_MONEY])],
  ['imperative', compile([IMPERATIVE])],
  ['demand', compile([DEMAND])],
  ['applicant', compile([APPLICANT])],
  ['stage', compile(STAGE)],
  ['jobItem', compile([JOB_ITEM])],
  ['purchase', compile([PURCHASE])],
  ['itemPrice', compile([ITEM_PRICE])],
  ['ownExpense', compile([OWN_EXPENSE])],
  ['channel', compile([CHANNEL])],
  ['channelPay', compile([CHANNEL_PAY])],
  ['operatorPay', compile([OPERATOR_PAY])],
  ['personAccount', compile(PERSON_ACCOUNT)],
  ['benefit', compile([BENEFIT])],
  ['salary', compile(SALARY)],
  ['toReader', compile([TO_READER])],
  ['paidPassive', compile([PAID_PASSIVE])],
  ['call', compile([CALL])],
  ['travel', compile([TRAVEL])],
  ['moneyJob', compile([MONEY_JOB])],
  ['toHiring', compile(TO_HIRING)],
  ['gift', compile(GIFT)],
  ['goods', compile(GOODS_ASKED)],
  ['salaryShare', compile(SALARY_SHARE)],
  ['sentMoney', compile([SENT_MONEY])],
  ['chaser', compile([CHASER])],
  ['documents', compile([DOCUMENTS_SENT])],
];
const CAUTION_WITH_CARE = /\b(?:exercise|with|use|utmost|extreme|great)\s+caution\b/g;
const EMPLOYER_PAYS_RE = new RegExp(EMPLOYER_PAYS, 'g');
const NEGATION_RE = new RegExp(NEGATION, 'g');
const FREE_HIRING_RE = new RegExp(FREE_HIRING, 'g');
const CHASER_RE = new RegExp(CHASER, 'g');
const SENT_MONEY_RE = new RegExp(SENT_MONEY);
const CHANNEL_PAY_RE = new RegExp(CHANNEL_PAY);
const REFUND = /rembours|refund|reimburs/;
/** A negation just before an employer's cost: "ne sont pas fournies", "not covered". */
const NEGATED_BEFORE = /(?:\bpas|\bnot|\bnon)\s+(?:\S+\s+)?$/;
const WARNING_RE = new RegExp(WARNING);
/** Words that turn a clause round: what follows "sauf"/"but" is not covered by what came before. */
const TURN =
  /\b(?:sauf|excepte|hormis|mais|seul|seuls|seule|seules|uniquement|cependant|toutefois|except|but|only|however)\b/g;

/**
 * Cues whose words are shown to staff: the money, its asking, and the person of the hiring it goes to ("au gardien",
 * "motiver le DRH"); the applicant and the step of the hiring are context, not evidence.
 */
const EVIDENCE: ReadonlySet<Cue> = new Set([
  'namedFee',
  'price',
  'feeNoun',
  'moneyNoun',
  'amount',
  'payVerb',
  'imperative',
  'demand',
  'purchase',
  'itemPrice',
  'ownExpense',
  'channel',
  'operatorPay',
  'personAccount',
  'gift',
  'goods',
  'salaryShare',
  'sentMoney',
  'chaser',
  'toHiring',
]);

/** The words of a price, rather than of a sum handed over. */
const PRICE_WORD = /^(?:costs?|coute|coutent|prix|price|tarifs?)\b/;

/** Verbs that carry anything (a CV, a file), not only money. */
const CARRY =
  /^(?:envo|enverr|send|apport|bring|remet|remit|depos|amen|ramen|donn|give|mett|mets|tinda|kotinda|tuma|kutuma|lete|leta|laiss|renvo|resend|hand)/;

/** Cues that name the money itself: beside them, a bare amount adds nothing. */
const MONEY_NAMED: ReadonlySet<Cue> = new Set([
  'namedFee',
  'feeNoun',
  'moneyNoun',
  'ownExpense',
  'purchase',
  'itemPrice',
  'gift',
  'goods',
  'salaryShare',
]);
const MODAL =
  /^(?:doit|doivent|devra|devront|devrez|devez|il\s+faut|il\s+faudra|must|shall|please|kindly|need\s+to|needs\s+to|have\s+to|has\s+to|veuillez|merci\s+de|merci\s+d')$/;

export interface Found {
  cue: Cue;
  start: number;
  end: number;
  /** The words matched, in the readable text. */
  words: string;
}

const ABBREVIATIONS = new Set([
  'm',
  'mr',
  'mme',
  'mlle',
  'mrs',
  'ms',
  'dr',
  'st',
  'ste',
  'cie',
  'no',
  'n',
  'nb',
  'ref',
]);

/** The sentences of a readable text, as [start, end) ranges: "10.000 FC" and "M. Kabeya" do not end one. */
export function sentences(text: string): [number, number][] {
  const found: [number, number][] = [];
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    let ends = char === '\n' || char === '!' || char === '?' || char === ';';
    if (char === '.') {
      const next = text[i + 1];
      const word = /([a-z]+)$/.exec(text.slice(Math.max(0, i - 6), i))?.[1];
      ends =
        (next === undefined || /[\s"')]/.test(next)) &&
        !(word !== undefined && (ABBREVIATIONS.has(word) || word.length === 1));
    }
    if (ends) {
      if (i > start) found.push([start, i]);
      start = i + 1;
    }
  }
  if (start < text.length) found.push([start, text.length]);
  return found.filter(([s, e]) => /[a-z0-9]/.test(text.slice(s, e)));
}

/** A sentence that goes on from the one before ("Paiement par M-Pesa.", "Celle-ci est de 20 $.") is read with it. */
export const CONTINUES =
  /^[^a-z]*(?:celle-ci|celui-ci|ceux-ci|ce\s+montant|cette\s+somme|ce\s+paiement|ce\s+versement|cette\s+contribution|cette\s+participation|ce\s+depot|cette\s+caution|le\s+montant|la\s+somme|elle|ils?|this|it|the\s+amount|the\s+fee|this\s+fee|pai?ement|payement|payment|payable|a\s+payer|a\s+verser|to\s+be\s+paid|via|par)\b/;

/** The clauses of a sentence (split at commas, colons and "sauf"/"but"), as starts within it. */
function clauseStarts(sentence: string): number[] {
  const starts = [0];
  for (const match of sentence.matchAll(/[,:]/g)) starts.push(match.index + 1);
  for (const match of sentence.matchAll(TURN)) starts.push(match.index);
  return [...new Set(starts)].sort((a, b) => a - b);
}

const TAKE_BACK = /^\W*(?:mais|cependant|toutefois|but|however)\b/;

/**
 * Which parts of a sentence say no money is asked: a clause of the employer's costs (not one negated, nor a refund of
 * money the reader sends), a negation to the next turn, the whole sentence when it says the hiring is free.
 */
function excluded(sentence: string, message = false): (at: number) => boolean {
  const starts = clauseStarts(sentence);
  const clauseOf = (at: number) => {
    let index = 0;
    while (index + 1 < starts.length && starts[index + 1]! <= at) index += 1;
    return index;
  };
  const turns = [...sentence.matchAll(TURN)].map((m) => m.index);
  const ranges: [number, number][] = [];
  // Money the reader sends, or pays by a channel, goes to someone: a refund promised for it later is the lure.
  const sends = SENT_MONEY_RE.test(sentence) || CHANNEL_PAY_RE.test(sentence);
  for (const match of sentence.matchAll(EMPLOYER_PAYS_RE)) {
    // "Elles ne sont pas fournies" says the reader pays.
    if (NEGATED_BEFORE.test(sentence.slice(Math.max(0, match.index - 24), match.index))) continue;
    if (sends && REFUND.test(match[0])) continue;
    const clause = clauseOf(match.index);
    // In a message, "… mais la société le paie" takes back what the sentence said before it.
    const takesBack = message && TAKE_BACK.test(sentence.slice(starts[clause], match.index));
    ranges.push([takesBack ? 0 : starts[clause]!, starts[clause + 1] ?? sentence.length]);
  }
  const chasers = [...sentence.matchAll(CHASER_RE)].map((m) => [m.index, m.index + m[0].length] as const);
  for (const match of sentence.matchAll(NEGATION_RE)) {
    // "Pas encore arrivés", "toujours rien reçu": a reminder of money due, not a negation of it.
    if (chasers.some(([from, to]) => match.index < to && from < match.index + match[0].length)) continue;
    const from = starts[clauseOf(match.index)]!;
    const turn = turns.find((t) => t > match.index);
    ranges.push([from, turn ?? sentence.length]);
  }
  // "Le recrutement est gratuit" says so of everything the sentence names, up to a turn ("sauf le badge").
  for (const match of sentence.matchAll(FREE_HIRING_RE)) {
    ranges.push([0, turns.find((t) => t > match.index) ?? sentence.length]);
  }
  return (at) => ranges.some(([from, to]) => at >= from && at < to);
}

/** The cues of a sentence (offsets within it), those in a part that asks no money left out. */
export function cuesOf(sentence: string, message: boolean): Found[] {
  const isExcluded = excluded(sentence, message);
  const care = [...sentence.matchAll(CAUTION_WITH_CARE)].map((m) => [m.index, m.index + m[0].length]);
  const found: Found[] = [];
  for (const [cue, pattern] of CUES) {
    for (const match of sentence.matchAll(pattern)) {
      const start = match.index;
      const end = start + match[0].length;
      if (end === start || isExcluded(start)) continue;
      if (care.some(([from, to]) => start >= from! && start < to!)) continue;
      found.push({ cue, start, end, words: match[0] });
    }
  }
  // A share of the salary handed over, paid or given to someone ("vous me reverserez 20 % de votre premier salaire")
  // is no salary paid; one that goes to no one ("5 % du salaire pour la CNSS") is no fee.
  const handed = found.some((f) => f.cue === 'payVerb' || f.cue === 'toHiring');
  const within = (f: Found, cue: Cue) => found.some((o) => o.cue === cue && o.start <= f.start && f.end <= o.end);
  const read = found.filter((f) =>
    handed
      ? !((f.cue === 'salary' || f.cue === 'benefit' || f.cue === 'paidPassive') && within(f, 'salaryShare'))
      : f.cue !== 'salaryShare',
  );
  return message ? messageCues(read) : read;
}

/**
 * A message is read with its neighbours, so its cues must stand on their own: a salary's amount is no sum to pay
 * when read beside another sentence; a number or an account given to be called is none to pay into; money words
 * beside the reader's own travel or meals, paid to no one's account, are about those. A price is money but asks for
 * nothing ("le taxi coûte 3 000 FC"): the price of what the job needs is read by `itemPrice`.
 */
function messageCues(found: Found[]): Found[] {
  // The amount of a salary, or of money given to the reader ("nous vous enverrons 20 $"), is the reader's.
  const salaries = found.filter((f) => f.cue === 'salary' || f.cue === 'toReader');
  const calledOnly = found.some((f) => f.cue === 'call') && !found.some((f) => f.cue === 'payVerb');
  const travel =
    found.some((f) => f.cue === 'travel') &&
    !found.some(
      (f) =>
        f.cue === 'channelPay' ||
        f.cue === 'operatorPay' ||
        f.cue === 'personAccount' ||
        f.cue === 'jobItem' ||
        f.cue === 'sentMoney',
    );
  return found
    .filter(
      (f) =>
        !(f.cue === 'amount' && salaries.some((s) => s.start <= f.start && f.end <= s.end)) &&
        !(calledOnly && (f.cue === 'personAccount' || f.cue === 'channelPay' || f.cue === 'operatorPay')) &&
        !(travel && (f.cue === 'ownExpense' || f.cue === 'feeWord' || f.cue === 'moneyNoun')),
    )
    .map((f) => (f.cue === 'feeNoun' && PRICE_WORD.test(f.words) ? { ...f, cue: 'price' } : f));
}

/** Cues worth a point each towards a fee. */
const ONE_POINT: readonly Cue[] = [
  'personAccount',
  'imperative',
  'demand',
  'applicant',
  'stage',
  'jobItem',
  'purchase',
  'gift',
  'goods',
  'salaryShare',
  'sentMoney',
  'chaser',
];

/**
 * Whether cues make a fee asked of applicants: money (an amount, a fee, a channel to pay by, a gift, goods, a share of
 * the salary), handed over (a verb of paying, a sum with its amount, a price, a person of the hiring to give it to),
 * and asked of the reader (the applicants, a demand, a step of the hiring); then the cues add up, and a salary or a job
 * about money counts against them. A message is written to the applicant: a fee it names, an account it gives, a gift,
 * or money not yet received is asked of them; money it says goes to them, or is paid to them, counts against.
 */
export function asksFee(text: string, found: Found[], moneyRole: boolean, message: boolean): boolean {
  const has = (cue: Cue) => found.some((f) => f.cue === cue);
  const anyOf = (...cues: Cue[]) => cues.some(has);
  const amount = has('amount');
  const payVerb = has('payVerb');
  // A person's account or number is a way to pay when money goes there (a CV sent to a number is no fee).
  // Nor is a number that documents are sent to ("faites un transfert de vos documents … au 081…").
  const documents = found.filter((f) => f.cue === 'documents');
  const paid = found.some(
    (f) => f.cue === 'payVerb' && !CARRY.test(f.words) && !documents.some((d) => d.start <= f.start && f.end <= d.end),
  );
  const moneyNamed = amount || anyOf('moneyNoun', 'feeNoun', 'namedFee');
  const channelPay =
    has('channelPay') || (has('personAccount') && (moneyNamed || paid)) || (has('operatorPay') && moneyNamed);
  const priced = has('itemPrice');
  // Value that is no sum of money: a gift, goods, a share of the salary.
  const value = anyOf('gift', 'goods', 'salaryShare');
  const money =
    amount || channelPay || priced || value || anyOf('moneyNoun', 'namedFee', 'purchase', 'ownExpense', 'price');
  // Money or value handed to a person of the hiring, or to the writer, is handed over with no verb of paying.
  const handed = has('toHiring') && (moneyNamed || value);
  const act =
    payVerb ||
    channelPay ||
    priced ||
    handed ||
    anyOf('namedFee', 'feeNoun', 'purchase', 'ownExpense', 'gift', 'goods', 'chaser', 'sentMoney') ||
    (has('moneyNoun') && has('demand')) ||
    (amount && has('stage'));
  const feeNamed = message && has('feeWord');
  // A channel or a person's account named as the way to pay tells the reader to pay, unless paying is the job; money
  // that has not arrived yet, a gift, or money for a person of the hiring, is expected of the reader.
  const ask =
    priced ||
    feeNamed ||
    anyOf('namedFee', 'applicant', 'demand', 'imperative', 'stage', 'ownExpense', 'sentMoney') ||
    (channelPay && !moneyRole) ||
    (message && (handed || anyOf('personAccount', 'chaser', 'gift')));
  if (!money || !act || !ask) return false;
  // A warning against scams names what it warns of; with no amount or channel it asks for nothing.
  if (WARNING_RE.test(text) && !amount && !channelPay) return false;
  const named = priced || value || anyOf('namedFee', 'feeWord', 'purchase', 'ownExpense', 'sentMoney');
  // Money to the reader, paid on a schedule, or for the reader's own travel, unless it goes to someone's account or
  // is sent to someone.
  const ownTravel = has('travel') && !channelPay && !anyOf('personAccount', 'sentMoney');
  const toReader = message && (has('toReader') || (has('paidPassive') && !named) || ownTravel);
  // Money as the job's work weighs less against an applicant plainly told to pay, or what for.
  const plainAsk = priced || value || anyOf('imperative', 'stage', 'ownExpense', 'purchase');
  const score =
    (has('namedFee') ? 3 : has('feeNoun') || has('moneyNoun') ? 1 : 0) +
    [amount, payVerb, feeNamed].filter(Boolean).length +
    ONE_POINT.filter(has).length +
    (channelPay ? 2 : has('channel') ? 1 : 0) +
    (priced ? 2 : 0) +
    (has('ownExpense') ? 2 : 0) +
    // Money handed to a manager is a cashier's work; a gift or a share of one's salary is not.
    (has('toHiring') && (value || !has('moneyJob')) ? 1 : 0) -
    (has('salary') || toReader ? 3 : has('benefit') ? 1 : 0) -
    (has('moneyJob') ? (plainAsk ? 1 : 3) : 0);
  return score >= 3;
}

/**
 * The words to show for a fee, as [start, end) within the sentence: each cue's words, those side by side (only spaces
 * between) joined as one. An amount on its own is left out when other words name the money, and so is a bare "doit"
 * or "must"; a channel's name stands on its own, unless it is part of wider words shown ("mon Airtel Money").
 */
export function evidenceOf(sentence: string, found: Found[]): [number, number][] {
  const named = found.filter((f) => f.cue === 'namedFee');
  // A named fee is shown as named ("frais de dossier"), not with the price a wider cue read after it.
  const withinNamed = (f: Found) => f.cue !== 'namedFee' && named.some((n) => n.start < f.end && f.start < n.end);
  // A channel is shown where it is the way to pay, not where it names the job ("Agent M-Pesa").
  const ways = found.filter((f) => f.cue === 'channelPay' || f.cue === 'operatorPay');
  const paidBy = (f: Found) => ways.some((w) => w.start < f.end && f.start < w.end);
  const shown = found
    .filter(
      (f) =>
        EVIDENCE.has(f.cue) &&
        !(withinNamed(f) && (f.cue === 'itemPrice' || f.cue === 'feeNoun')) &&
        (f.cue !== 'channel' || paidBy(f)),
    )
    .sort((a, b) => a.start - b.start || b.end - a.end);
  const spans: { start: number; end: number; cues: Cue[] }[] = [];
  for (const f of shown) {
    const last = spans.at(-1);
    const alone = f.cue === 'channel' || last?.cues.includes('channel');
    if (last && !alone && f.start <= last.end + 1 && !sentence.slice(last.end, f.start).trim()) {
      last.end = Math.max(last.end, f.end);
      last.cues.push(f.cue);
    } else spans.push({ start: f.start, end: f.end, cues: [f.cue] });
  }
  const moneyNamed = shown.some((f) => MONEY_NAMED.has(f.cue));
  return spans
    .filter(
      ({ start, end, cues }) =>
        !(moneyNamed && cues.every((c) => c === 'amount')) &&
        !(cues.every((c) => c === 'demand') && MODAL.test(sentence.slice(start, end))),
    )
    .map(({ start, end }): [number, number] => [start, end])
    .filter(
      ([start, end], i, all) => !all.some(([s, e], j) => j !== i && s <= start && end <= e && e - s > end - start),
    );
}

/** The original's words of a range of the readable text, trimmed; none when nothing a reader sees is in them. */
export function shownFrom(original: string, read: ReadableText, start: number, end: number): string | null {
  const shown = originalOf(original, read, start, end).trim();
  return /[\p{L}\p{N}$€]/u.test(shown) ? shown : null;
}

function feeEvidence(original: string, read: ReadableText, moneyRole: boolean): string[] {
  const text = read.text;
  const ranges = sentences(text);
  const found: string[] = [];
  ranges.forEach(([start, end], index) => {
    // The sentence, and with the one before when it goes on from it.
    const from = index > 0 && CONTINUES.test(text.slice(start, end)) ? ranges[index - 1]![0] : start;
    const sentence = text.slice(from, end);
    const cues = cuesOf(sentence, false);
    if (!asksFee(sentence, cues, moneyRole, false)) return;
    for (const [s, e] of evidenceOf(sentence, cues)) {
      const shown = shownFrom(original, read, from + s, from + e);
      if (shown) found.push(shown);
    }
  });
  return found;
}

const OFF_PLATFORM = [
  String.raw`\b(?:whats\s?app|wa\.me|telegram)\b`,
  PHONE,
  // Any other number written internationally.
  String.raw`\+\s?\d{1,3}(?:[\s.-]?\d){8,11}\b`,
  // A personal mailbox rather than a company's.
  // (Read from the start of a word only: from every letter of a long word it would cost the square of its length.)
  String.raw`(?<![\w.+-])[\w.+-]+@(?:gmail|yahoo|ymail|hotmail|outlook|live|icloud|aol|proton(?:mail)?|gmx|mail)\.[a-z.]{2,6}`,
];
const CONTACT = compile(OFF_PLATFORM);

/** The signals of a request's words: each kind once, with every piece of evidence for it (each once). */
export function textSignals(texts: string[]): TextSignal[] {
  const fees = new Set<string>();
  const contacts = new Set<string>();
  const reads = texts.map((text) => (text ? readable(text) : null));
  const moneyRole = reads.some((read) => read !== null && MONEY_ROLE.test(read.text));
  texts.forEach((text, index) => {
    const read = reads[index];
    if (!read) return;
    for (const words of feeEvidence(text, read, moneyRole)) fees.add(words);
    for (const match of read.text.matchAll(CONTACT)) {
      contacts.add(originalOf(text, read, match.index, match.index + match[0].length).trim());
    }
  });
  return [
    ...[...fees].map((evidence) => ({ code: 'fee_request' as const, evidence })),
    ...[...contacts].map((evidence) => ({ code: 'off_platform_contact' as const, evidence })),
  ];
}
