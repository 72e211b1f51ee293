/**
 * The GSM 03.38 alphabet that every phone reads in a 7-bit SMS: 160 characters a segment. One character outside it
 * turns the whole message into UCS-2, 70 characters a segment, so French letters it lacks (ê, â, î, ô, û, ç, œ...)
 * are written without their accent instead.
 */
const BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
/** Characters of the extension table: each takes two septets (an escape, then itself). */
const EXTENDED = '^{}\\[~]|€\f';

const basic = new Set(BASIC);
const extended = new Set(EXTENDED);

/** One segment of a 7-bit SMS, in septets. */
export const SMS_SEGMENT_SEPTETS = 160;

/** Characters with no GSM-7 form whose nearest reading is not their letter without its accent. */
const SUBSTITUTES: Record<string, string> = {
  œ: 'oe',
  Œ: 'OE',
  '’': "'",
  '‘': "'",
  '“': '"',
  '”': '"',
  '«': '"',
  '»': '"',
  '–': '-',
  '—': '-',
  '…': '...',
  '\u00a0': ' ',
  '\u202f': ' ',
  '\u2009': ' ',
};

/** A character of the alphabet, or its nearest form in it: its letter without the accent, else '?'. */
function gsmCharacter(char: string): string {
  if (basic.has(char) || extended.has(char)) return char;
  const substitute = SUBSTITUTES[char];
  if (substitute !== undefined) return substitute;
  const bare = char.normalize('NFD').replace(/\p{M}/gu, '');
  if ([...bare].every((c) => basic.has(c))) return bare;
  return '?';
}

/**
 * The text written in the GSM 7-bit alphabet only (French keeps é, è, à, ù; other accents are dropped). French quotes
 * become straight ones, and the spaces French typography puts inside « » go with them: « Comptable » is "Comptable".
 */
export function toGsm7(text: string): string {
  const quoted = text.replace(/«[\s\u00a0\u202f]*/g, '«').replace(/[\s\u00a0\u202f]*»/g, '»');
  return [...quoted].map(gsmCharacter).join('');
}

/** Whether every character of the text is in the GSM 7-bit alphabet. */
export function isGsm7(text: string): boolean {
  return [...text].every((c) => basic.has(c) || extended.has(c));
}

/** The septets the text takes in a 7-bit SMS (an extension character takes two). */
export function gsm7Septets(text: string): number {
  let n = 0;
  for (const c of text) n += extended.has(c) ? 2 : 1;
  return n;
}
