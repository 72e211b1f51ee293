import { normalisePhone } from '@talent/shared';
import type { Db } from '../db/client.js';
import { recordDelivery, smsPeopleByNumber, startSms, stopSms } from '../repositories/sms.js';
import { queueAnswerSms } from './queue.js';
import type { InboundSms } from './smpp-gateway.js';

/** Words that stop every SMS, as people text them (without accents, any case): the operators' usual set, in French too. */
const STOP_WORDS = new Set(['STOP', 'STOPALL', 'STOP ALL', 'ARRET', 'ARRETER', 'UNSUBSCRIBE', 'DESABONNER']);
const START_WORDS = new Set(['START', 'UNSTOP', 'DEMARRER']);

/** What a text asks for: STOP or START, whatever its case, accents, spaces and punctuation; null for anything else. */
export function smsKeyword(text: string): 'stop' | 'start' | null {
  const word = text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toUpperCase()
    .replace(/[^A-Z ]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
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

/**
 * A delivery receipt marks its SMS delivered or failed; STOP from a proven number turns every SMS category of its
 * people off and START back on, each answered once by SMS (a repeated STOP, which changes nothing, is not answered).
 * Other texts are not read.
 */
export async function handleInboundSms(db: Db, inbound: InboundSms, now = new Date()): Promise<void> {
  if (inbound.type === 'receipt') {
    await recordDelivery(db, inbound.messageId, inbound.delivered, now);
    return;
  }
  const keyword = smsKeyword(inbound.text);
  const from = keyword ? senderNumber(inbound.from) : null;
  if (!keyword || !from) return;
  await db.transaction(async (tx) => {
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
