/**
 * What in a job request's own words points to a scam: a fee asked of applicants, and a contact outside the product.
 * Each signal keeps the words that raised it (its evidence), exactly as the employer wrote them, for staff to see
 * highlighted. The patterns read the text without accents and in lower case, as people write it in Kinshasa: with
 * accents or without, "frais de dossier" or "frais d'inscription", "$50" or "50 USD" or "50.000 FC".
 */

export type TextSignalCode = 'fee_request' | 'off_platform_contact';

export interface TextSignal {
  code: TextSignalCode;
  /** The words that raised it, as written. */
  evidence: string;
}

/**
 * The text folded for matching, one character for each character of the original (so that a match's place is its
 * place in the original): lower case, accents dropped, typographic apostrophes straight.
 */
function fold(text: string): string {
  let folded = '';
  for (const char of text) {
    const base = char === '’' || char === '‘' ? "'" : char.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
    // A character that folds to more or fewer than one UTF-16 unit keeps its place with a stand-in.
    folded += base.length === char.length ? base : char.length === 1 ? '·' : '··';
  }
  return folded;
}

const AMOUNT = String.raw`(?:\$\s?\d[\d\s.,]*|\d[\d\s.,]*\s?(?:\$|usd|us\$|dollars?|fc|cdf|francs?(?: congolais)?))`;
/** Fees named as such, in French and English. */
const NAMED_FEES = [
  String.raw`frais\s+(?:de\s+|d'|des\s+|du\s+)?(?:dossiers?|inscriptions?|formations?|candidatures?|traitement|visites?\s+medicales?|medicaux|tests?|examens?|selection|recrutement|placement|enregistrement|badges?|tenues?|uniformes?|ouverture\s+de\s+dossier|participation|stage|depot)`,
  String.raw`(?:registration|processing|application|training|medical|interview|screening|recruitment|placement|administration|admin|uniform|test|exam|booking|enrol?lment|visa\s+processing)\s+(?:fees?|charges?|costs?)`,
  String.raw`(?:une|la|d'une|votre)\s+caution\b`,
  String.raw`caution\s+(?:de\s+\d|remboursable|obligatoire|a\s+payer|a\s+verser)`,
  String.raw`(?:refundable|security|registration)\s+deposit`,
  String.raw`deposit\s+of\s+${AMOUNT}`,
];
/** An applicant told to pay, send or deposit money (a salary the employer pays is not this). */
const PAYMENT_ASKED = [
  String.raw`(?:vous\s+devez|vous\s+devrez|il\s+faut|le\s+candidat\s+doit|les\s+candidats\s+doivent|chaque\s+candidat\s+doit|doit|devra|devront|moyennant)\s+(?:d'abord\s+|obligatoirement\s+|aussi\s+)?(?:payer|verser|envoyer|deposer|transferer|s'acquitter|le\s+paiement|une\s+somme|un\s+montant|une\s+contribution|une\s+participation)`,
  String.raw`(?:contre|apres|moyennant)\s+(?:le\s+)?paiement`,
  String.raw`(?:you\s+(?:must|will|need\s+to|have\s+to|should)|applicants?\s+(?:must|will|need\s+to|have\s+to|should)|candidates?\s+(?:must|will|need\s+to|have\s+to|should))\s+(?:first\s+)?(?:pay|send|transfer|deposit|wire)`,
  String.raw`(?:pay|send|transfer|deposit|payer|verser|envoyer)\s+(?:a\s+|an\s+|the\s+|une\s+|la\s+|le\s+)?(?:small\s+|petite\s+)?(?:fee|deposit|somme|contribution|participation|montant)\s+(?:of\s+|de\s+)?${AMOUNT}`,
  String.raw`${AMOUNT}\s+(?:a\s+payer|a\s+verser|a\s+envoyer|to\s+be\s+paid|payable|non\s+remboursables?|non[-\s]refundable)`,
];
/** Money sent by phone or wire: no employer's hiring goes through these. */
const MONEY_CHANNELS = String.raw`\b(?:m-?pesa|airtel\s*money|orange\s*money|afri\s*money|western\s+union|money\s*gram|ria\s+money)\b`;
/** What an employer says of its own costs ("fees covered", "frais pris en charge"): not a fee asked of anyone. A fee
 * "refunded at hiring" is not among them: it is asked first. */
const COVERED =
  /covered|paid\s+by\s+(?:the\s+)?(?:company|employer|us)|free\s+of\s+charge|pris\s+en\s+charge|offert|gratuit|a\s+la\s+charge\s+de|aucuns?\s+frais|sans\s+frais|no\s+fees?|never\s+(?:ask|pay|charge)|jamais\s+(?:de|d'|aucun)\s*(?:frais|paiement|argent)|ne\s+(?:demande|demandons|exige|exigeons)\w*\s+(?:jamais|aucun)|rien\s+a\s+payer|nothing\s+to\s+pay|do\s+not\s+pay|don't\s+pay|ne\s+payez\s+(?:rien|jamais|aucun)/;

const OFF_PLATFORM = [
  String.raw`\b(?:whats\s?app|wa\.me|telegram)\b`,
  // A DRC mobile number, in its national or international form, spaced as people space it.
  String.raw`(?:\+\s?243|00\s?243|\b0)\s?[89]\d(?:[\s.-]?\d){7}\b`,
  // Any other number written internationally.
  String.raw`\+\s?\d{1,3}(?:[\s.-]?\d){8,11}\b`,
  // A personal mailbox rather than a company's.
  String.raw`[\w.+-]+@(?:gmail|yahoo|ymail|hotmail|outlook|live|icloud|aol|proton(?:mail)?|gmx|mail)\.[a-z.]{2,6}`,
];

const compile = (sources: string[]) => new RegExp(sources.map((s) => `(?:${s})`).join('|'), 'g');
const FEE = compile([...NAMED_FEES, ...PAYMENT_ASKED, MONEY_CHANNELS]);
const CONTACT = compile(OFF_PLATFORM);

/** The sentence around a match: where "covered" or "no" would say the fee is not asked of applicants. */
function sentenceAround(folded: string, start: number, end: number): string {
  const before = folded.slice(0, start);
  const from = Math.max(
    before.lastIndexOf('.'),
    before.lastIndexOf('!'),
    before.lastIndexOf('?'),
    before.lastIndexOf('\n'),
    before.lastIndexOf(';'),
  );
  const after = folded.slice(end).search(/[.!?\n;]/);
  return folded.slice(from + 1, after < 0 ? folded.length : end + after);
}

function matches(text: string, pattern: RegExp, keep: (folded: string, start: number, end: number) => boolean) {
  const folded = fold(text);
  const found: string[] = [];
  for (const match of folded.matchAll(pattern)) {
    const start = match.index;
    const end = start + match[0].length;
    if (keep(folded, start, end)) found.push(text.slice(start, end).trim());
  }
  return found;
}

/** The signals of a request's words: each kind once, with every piece of evidence for it (each once). */
export function textSignals(texts: string[]): TextSignal[] {
  const fees = new Set<string>();
  const contacts = new Set<string>();
  for (const text of texts) {
    if (!text) continue;
    for (const words of matches(text, FEE, (folded, start, end) => !COVERED.test(sentenceAround(folded, start, end)))) {
      fees.add(words);
    }
    for (const words of matches(text, CONTACT, () => true)) contacts.add(words);
  }
  return [
    ...[...fees].map((evidence) => ({ code: 'fee_request' as const, evidence })),
    ...[...contacts].map((evidence) => ({ code: 'off_platform_contact' as const, evidence })),
  ];
}
