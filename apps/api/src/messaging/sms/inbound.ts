import { normalisePhone } from '@talent/shared';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import {
  lastSmsTo,
  lockSmsNumber,
  recordDelivery,
  smsChoices,
  smsPeopleByNumber,
  smsWrittenSince,
  startSms,
  stopSms,
  type SmsPerson,
} from '../repositories/sms.js';
import { smsLink } from './messages.js';
import { queueAnswerSms } from './queue.js';
import { kinshasaDayStart } from './quiet-hours.js';
import type { InboundSms } from './smpp-gateway.js';

/**
 * First words that stop every SMS, as people text them (read without accents, in any case): the operators' STOP,
 * STOPALL and UNSUBSCRIBE, and French ARRET (arrête, arrêter, arrêtez), DESABONNER, DESINSCRIRE and their nouns.
 * CANCEL, END and QUIT are left out: they open ordinary sentences ("Cancel my application"), and a STOP by mistake
 * silences the news of a person's applications.
 */
const STOP_WORDS = new Set([
  'STOP',
  'STOPALL',
  'UNSUBSCRIBE',
  'ARRET',
  'ARRETE',
  'ARRETER',
  'ARRETEZ',
  'DESABONNER',
  'DESABONNEZ',
  'DESABONNEMENT',
  'DESINSCRIRE',
  'DESINSCRIPTION',
]);
/**
 * First words that turn SMS back on: START, UNSTOP and French DEMARRER. COMMENCER and REPRENDRE are left out: they open
 * ordinary sentences, and START gives back a consent to be texted, so it must be meant.
 */
const START_WORDS = new Set(['START', 'UNSTOP', 'DEMARRER']);

/**
 * What a text asks for: STOP or START as its first word, whatever follows ("Arrêt svp", "STOP.", "stop all"), in
 * any case and with accents or without; null for anything else.
 */
export function smsKeyword(text: string): 'stop' | 'start' | null {
  const word = /[A-Z]+/.exec(text.normalize('NFD').replace(/\p{M}/gu, '').toUpperCase())?.[0];
  if (word === undefined) return null;
  if (STOP_WORDS.has(word)) return 'stop';
  if (START_WORDS.has(word)) return 'start';
  return null;
}

/**
 * The number an SMS came from, in E.164: centres write it with or without its +, or in the national form of the
 * country they serve (the DRC's, here).
 */
export function senderNumber(address: string): string | null {
  const digits = address.replace(/[^\d+]/g, '');
  if (!digits) return null;
  if (digits.startsWith('+')) return normalisePhone(digits, 'CD') ?? null;
  if (digits.startsWith('00')) return normalisePhone(`+${digits.slice(2)}`, 'CD') ?? null;
  return normalisePhone(`+${digits}`, 'CD') ?? normalisePhone(digits, 'CD') ?? null;
}

/** What reading an inbound SMS needs: the database, and the site's address to tell where to go. */
export interface InboundContext {
  db: Db;
  config: Pick<Config, 'PUBLIC_URL'>;
}

/** Whether every SMS category is off for each of these people: they asked to be texted nothing. */
async function allTurnedOff(tx: Db, people: SmsPerson[]): Promise<boolean> {
  for (const person of people) {
    if (Object.values(await smsChoices(tx, person.id)).some((choice) => choice.enabled)) return false;
  }
  return true;
}

/**
 * Answers a text that is no keyword: this number reads no messages, and where to go. At most once a Kinshasa day a
 * number, whichever instance reads the text (a lock on the number, then the outbox says whether today's answer went),
 * so that an automatic answerer on the other side gets one answer a day and no loop. The number's account gives the
 * language; a number that is no account's is answered only if an SMS of ours went to it (a code to a number not yet
 * proven, say), in that SMS's language: a number we never texted is a stranger's or a machine's, and each answer
 * costs. Someone who turned every SMS off (by STOP or on the page) asked to be texted nothing, and is not answered.
 */
async function answerNotRead(tx: Db, config: InboundContext['config'], from: string, now: Date): Promise<void> {
  await lockSmsNumber(tx, from);
  if (await smsWrittenSince(tx, from, 'sms_not_read', kinshasaDayStart(now))) return;
  const people = (await smsPeopleByNumber(tx, from)).filter((person) => !person.is_demo);
  const url = smsLink(config.PUBLIC_URL);
  if (people.length > 0) {
    if (await allTurnedOff(tx, people)) return;
    await queueAnswerSms(tx, people[0]!, from, 'sms_not_read', { url }, now);
    return;
  }
  const last = await lastSmsTo(tx, from);
  if (!last) return;
  await queueAnswerSms(
    tx,
    { id: last.user_id, language: last.language, is_demo: false },
    from,
    'sms_not_read',
    { url },
    now,
  );
}

/**
 * A delivery receipt marks its SMS delivered or failed; STOP from a proven number turns every SMS category of its
 * people off and START back on, each answered once by SMS (a repeated STOP, which changes nothing, is not answered).
 * Any other text is not read, and is answered so, once a day (answerNotRead). Nothing is sent to a sender that is no
 * phone number (an operator's service, a sender's name): it could not read it, and could answer again.
 */
export async function handleInboundSms(ctx: InboundContext, inbound: InboundSms, now = new Date()): Promise<void> {
  if (inbound.type === 'receipt') {
    await recordDelivery(ctx.db, inbound.messageId, inbound.delivered, now);
    return;
  }
  const from = senderNumber(inbound.from);
  if (!from) return;
  const keyword = smsKeyword(inbound.text);
  await ctx.db.transaction(async (tx) => {
    if (!keyword) {
      await answerNotRead(tx, ctx.config, from, now);
      return;
    }
    // One number may be proven by two accounts (a person's own and their company's): both stop, one answer goes.
    let answered = false;
    for (const person of await smsPeopleByNumber(tx, from)) {
      const changed = keyword === 'stop' ? await stopSms(tx, person.id, now) : await startSms(tx, person.id, now);
      if (changed.length > 0 && !answered) {
        answered = await queueAnswerSms(tx, person, from, keyword === 'stop' ? 'sms_stopped' : 'sms_started', {}, now);
      }
    }
  });
}
