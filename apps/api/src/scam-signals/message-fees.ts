/**
 * The fee check of a message an employer writes to an applicant: its sentences read alone and with their neighbours,
 * and after the same writer's earlier messages in the thread, by the cues of `text-signals.ts`.
 */

import { MONEY_ROLE } from './no-fee-words.js';
import { readable, type ReadableText } from './readable-text.js';
import { asksFee, CONTINUES, cuesOf, evidenceOf, sentences, shownFrom, type Cue, type Found } from './text-signals.js';

/** A sentence of a message, read, with its cues; `fresh` when it is in the message being judged. */
interface Unit {
  original: string;
  read: ReadableText;
  start: number;
  text: string;
  cues: Found[];
  continues: boolean;
  fresh: boolean;
}

function unitsOf(original: string, fresh: boolean): Unit[] {
  const read = readable(original);
  return sentences(read.text).map(([start, end]) => {
    const text = read.text.slice(start, end);
    return { original, read, start, text, cues: cuesOf(text, true), continues: CONTINUES.test(text), fresh };
  });
}

/** Sentences read together: a request is rarely longer, and a longer window would join unrelated sentences. */
const WINDOW = 3;
/** Cues of money the reader receives: a message that holds one does not complete an earlier request. */
const RECEIVED: ReadonlySet<Cue> = new Set(['salary', 'benefit', 'toReader', 'paidPassive']);
/** The parts of a request a message carries when it completes one begun earlier. */
const PART: ReadonlySet<Cue> = new Set([
  'amount',
  'channel',
  'channelPay',
  'operatorPay',
  'personAccount',
  'payVerb',
  'namedFee',
  'feeNoun',
  'feeWord',
  'moneyNoun',
  'itemPrice',
  'purchase',
  'gift',
  'goods',
  'salaryShare',
  'chaser',
]);

/**
 * The words of a message that ask its reader for money, as written; none for an ordinary message. A message is short
 * and its request may spread over its sentences ("Pour le badge il faut 10 dollars. Mon numéro Airtel : 099…"), or
 * over the writer's earlier messages: its sentences are read alone and with up to two neighbours, the earlier
 * messages' last sentences before them. A window that takes in earlier sentences holds the message only when the
 * message carries a part of the request (an amount, a channel or an account, a verb of paying, a fee): the number
 * given after "il faut 10 dollars" is held, a "merci" is not. The evidence is always the message's own words.
 */
export function messageFeeEvidence(message: string, earlier: readonly string[] = []): string[] {
  const own = unitsOf(message, true);
  if (own.length === 0) return [];
  // Only the earlier sentences a window can reach are read, from the newest message back.
  let context: Unit[] = [];
  for (let i = earlier.length - 1; i >= 0 && context.length < WINDOW - 1; i--) {
    if (earlier[i]) context = [...unitsOf(earlier[i]!, false), ...context];
  }
  context = context.slice(-(WINDOW - 1));
  const units = [...context, ...own];
  const moneyRole = units.some((u) => MONEY_ROLE.test(u.read.text));
  const found = new Set<string>();
  for (let first = 0; first < units.length; first++) {
    // A sentence that goes on from the one before ("Il est payé par M-Pesa.") is not read without it.
    if (first > 0 && units[first]!.continues) continue;
    for (let last = first; last < Math.min(units.length, first + WINDOW); last++) {
      const window = units.slice(first, last + 1);
      const fresh = window.filter((u) => u.fresh);
      if (fresh.length === 0) continue;
      // With earlier sentences, the message must carry a part of the request it completes, and not be about money
      // the reader receives (a salary paid by M-Pesa after a held request is its own, ordinary sentence).
      if (fresh.length < window.length) {
        if (!fresh.some((u) => u.cues.some((f) => PART.has(f.cue)))) continue;
        if (fresh.some((u) => u.cues.some((f) => RECEIVED.has(f.cue)))) continue;
      }
      const cues = window.flatMap((u) => u.cues);
      if (!asksFee(window.map((u) => u.text).join(' '), cues, moneyRole, true)) continue;
      let shown = 0;
      for (const unit of fresh) {
        for (const [s, e] of evidenceOf(unit.text, unit.cues)) {
          const words = shownFrom(unit.original, unit.read, unit.start + s, unit.start + e);
          if (words) {
            found.add(words);
            shown += 1;
          }
        }
      }
      // Held with no words of its own to point to (its request is in its neighbours): the sentence itself.
      if (shown === 0) {
        for (const unit of fresh) {
          const words = shownFrom(unit.original, unit.read, unit.start, unit.start + unit.text.length);
          if (words) found.add(words);
        }
      }
    }
  }
  return [...found];
}
