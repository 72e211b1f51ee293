import { describe, expect, it } from 'vitest';
import { moneyAskedIn } from '../../src/scam-signals/index.js';
import {
  HELD_OUT_MESSAGE_FEE_REQUESTS,
  HELD_OUT_ORDINARY_MESSAGES,
  MESSAGE_FEE_REQUESTS,
  ORDINARY_MESSAGES,
  type MessageWording,
} from '../helpers/message-wordings.js';
import { BLIND_FEE_REQUESTS, BLIND_ORDINARY_MESSAGES } from '../helpers/blind-message-wordings.js';
import { BLIND_FEE_REQUESTS_2, BLIND_ORDINARY_MESSAGES_2 } from '../helpers/blind-message-wordings-2.js';

/** The flags of a wording's last message, read after the writer's earlier ones. */
function flagsOf(wording: MessageWording) {
  const messages = typeof wording === 'string' ? [wording] : [...wording];
  const message = messages.pop()!;
  return moneyAskedIn(message, messages);
}
const held = (wording: MessageWording) => flagsOf(wording).length > 0;
const shown = (wording: MessageWording) => (typeof wording === 'string' ? wording : wording.join(' ⟶ '));
const percent = (n: number, of: number) => `${((n / of) * 100).toFixed(1)}%`;

/** How many fee requests the message check holds and how many ordinary messages it holds, printed on one line. */
function measure(name: string, fees: MessageWording[], ordinary: MessageWording[]) {
  const missed = fees.filter((w) => !held(w)).map(shown);
  const flagged = ordinary.filter(held).map(shown);
  const caught = fees.length - missed.length;
  console.log(
    `${name}: ${caught}/${fees.length} fee requests held (${percent(caught, fees.length)}), ` +
      `${flagged.length}/${ordinary.length} ordinary messages held (${percent(flagged.length, ordinary.length)})`,
  );
  return { detection: caught / fees.length, falseAlarms: flagged.length / ordinary.length, missed, flagged };
}

describe('the fee check of an employer’s message to an applicant', () => {
  it('has enough messages of each kind to measure', () => {
    expect(MESSAGE_FEE_REQUESTS.length).toBeGreaterThanOrEqual(120);
    expect(ORDINARY_MESSAGES.length).toBeGreaterThanOrEqual(120);
    expect(HELD_OUT_MESSAGE_FEE_REQUESTS.length).toBeGreaterThanOrEqual(30);
    expect(HELD_OUT_ORDINARY_MESSAGES.length).toBeGreaterThanOrEqual(30);
  });

  it('holds fee requests however they are written, and rarely an ordinary message (tuning set)', () => {
    const { detection, falseAlarms, missed, flagged } = measure(
      'message fee check',
      MESSAGE_FEE_REQUESTS,
      ORDINARY_MESSAGES,
    );
    expect(detection, `missed: ${missed.join(' | ')}`).toBeGreaterThanOrEqual(0.95);
    expect(falseAlarms, `held: ${flagged.join(' | ')}`).toBeLessThanOrEqual(0.03);
  });

  it('holds most fee requests of a second set written blind, never tuned on (held out)', () => {
    // Written by someone who read neither the check nor its other sets, and measured once, after all the tuning:
    // 93/111 held, 0/111 ordinary held. What it missed is mostly Lingala and Swahili ("yaka na 10 000 fc ya dossier",
    // "lazima ulipe 30$ ya bima"), gifts and goods for a committee, and money asked as a link's or a stock's price.
    // Do not tune on it: it stays the measure of wordings the check has not seen.
    const { detection, falseAlarms } = measure(
      'message fee check, blind 2 (held out)',
      BLIND_FEE_REQUESTS_2,
      BLIND_ORDINARY_MESSAGES_2,
    );
    expect(detection).toBeGreaterThanOrEqual(0.8);
    expect(falseAlarms).toBeLessThanOrEqual(0.03);
  });

  it('holds the fee requests of a set written blind and since tuned on (blind set, no longer held out)', () => {
    // Written by someone who never read the check, and measured once before the check was tuned on it: 116/132
    // held, 8/138 ordinary held. What it missed (bribes and gifts for people of the hiring, a share of the salary,
    // goods asked for, an advance promised back) and held (negations, warnings against scams, money paid to the
    // reader) was then worked on with these messages in view, so its rate now says how well the check fits them,
    // not how it does on wordings it has not seen: only a new set written blind can say that. The floors keep the
    // level reached, less a small margin.
    const { detection, falseAlarms, missed, flagged } = measure(
      'message fee check, blind (tuned on)',
      BLIND_FEE_REQUESTS,
      BLIND_ORDINARY_MESSAGES,
    );
    expect(detection, `missed: ${missed.join(' | ')}`).toBeGreaterThanOrEqual(0.97);
    expect(falseAlarms, `held: ${flagged.join(' | ')}`).toBeLessThanOrEqual(0.02);
  });

  it('does nearly as well on messages it was not tuned on (held-out set)', () => {
    const { detection, falseAlarms, missed, flagged } = measure(
      'message fee check, held out',
      HELD_OUT_MESSAGE_FEE_REQUESTS,
      HELD_OUT_ORDINARY_MESSAGES,
    );
    expect(detection, `missed: ${missed.join(' | ')}`).toBeGreaterThanOrEqual(0.85);
    expect(falseAlarms, `held: ${flagged.join(' | ')}`).toBeLessThanOrEqual(0.07);
  });

  it('holds each request of the product’s examples, and leaves each ordinary example alone', () => {
    const requests = [
      "Envoyez 10 $ par M-Pesa au 0812345678 avant l'entretien pour confirmer votre place",
      'frais de 5000 FC',
      'Les frais sont de 5000 FC',
      'frais de cinq mille francs',
      'Envoyez douze dollars sur le 0812345678 pour confirmer votre place',
      'Virement de dix (10) dollars obligatoire',
      'Amenez 10 $ demain pour le badge',
      'Envoie 20 $ sur mon Airtel Money',
      'Mettez quelque chose dans mon compte M-Pesa 0812345678 pour garder votre place',
      'Envoyez-moi 5000 unites Vodacom',
      'Pour le badge il faut 10 dollars. Mon numero Airtel : 0990000000, merci.',
      'Tinda mbongo 10$ na M-Pesa',
      'Tuma dola 10 kwa M-Pesa kwa ajili ya badge',
      'p4yez 10 d0ll4rs v1a mp3sa',
      // Cyrillic р, Р and ѕ.
      'рayez 10 $ pour le badge via M-Рeѕa',
      'pa\u200Byez 10 $ pour le badge',
      'Payez １０＄ par M-Pesa',
      // The same request as an interview's place.
      "By phone: Envoyez 10 $ par M-Pesa au 0812345678 avant l'entretien pour confirmer votre place",
    ];
    for (const text of requests) {
      const flags = moneyAskedIn(text);
      expect(flags.length, text).toBeGreaterThan(0);
      for (const flag of flags) {
        expect(flag.code).toBe('fee_request');
        // Shown to staff as the employer wrote it.
        expect(text, flag.evidence).toContain(flag.evidence);
      }
    }
    const ordinary = [
      'Le salaire de 300 $ est payé chaque mois par M-Pesa',
      'We pay salaries by Airtel Money on the 25th',
      "Nous remboursons votre transport (5 000 FC) le jour de l'entretien",
      'Bring your bus ticket, we refund it',
      'Le poste de caissier demande de gérer les paiements M-Pesa des clients',
      "Venez avec votre CV et une pièce d'identité",
      "L'entretien est à 10 h au 12 avenue Kasa-Vubu, Gombe",
      'Appelez-moi au 0812345678 si vous êtes en retard',
      'Félicitations, vous êtes retenu pour le poste !',
      'Nous proposons 450 $ par mois, cela vous convient-il ?',
      'Vous commencez le lundi 3 mars à 8 h.',
      'Merci, à demain',
    ];
    for (const text of ordinary) expect(moneyAskedIn(text), text).toEqual([]);
  });

  it('reads a request split over several messages as one', () => {
    const first = 'Pour le badge il faut 10 dollars.';
    const second = 'Mon numero Airtel : 0990000000, merci.';
    // Alone, a number is no fee; after the amount it asked for, it completes the request.
    expect(moneyAskedIn(second)).toEqual([]);
    expect(moneyAskedIn(second, [first])).toEqual([
      { code: 'fee_request', evidence: 'Mon numero Airtel : 0990000000' },
    ]);
    expect(moneyAskedIn('C est 15 $ par M-Pesa.', ['Il y a des frais de dossier.']).length).toBeGreaterThan(0);
    // A message carrying no part of a request is not held for what came before it.
    expect(moneyAskedIn('Merci, à demain.', [first])).toEqual([]);
    // An ordinary message after an ordinary one.
    expect(moneyAskedIn('Appelez-moi au 0990000000.', ['Le poste est à Gombe.'])).toEqual([]);
    expect(moneyAskedIn('Il est payé par M-Pesa.', ['Le salaire est de 300 $ par mois.'])).toEqual([]);
    // Money the reader receives, written after a request held already, is its own ordinary sentence.
    for (const earlier of [[first], ['Les frais sont de cinq mille francs, à envoyer sur mon Airtel Money.']]) {
      expect(moneyAskedIn('Your salary of 300 $ is paid by M-Pesa on the 25th of each month.', earlier)).toEqual([]);
      expect(moneyAskedIn('Le salaire de 300 $ est payé chaque mois par M-Pesa.', earlier)).toEqual([]);
    }
  });

  it('judges a long message of repeated words', () => {
    const repeated = (words: string) => words.repeat(Math.ceil(2000 / words.length)).slice(0, 2000);
    expect(moneyAskedIn(repeated('payez '))).toEqual([]);
    expect(moneyAskedIn(repeated('vingt et '))).toEqual([]);
    expect(moneyAskedIn(repeated('p a y e z '))).toEqual([]);
    expect(moneyAskedIn(repeated('Bonjour, votre entretien est demain à 10 h. '))).toEqual([]);
    expect(moneyAskedIn(repeated('Envoyez 10 $ par M-Pesa. ')).length).toBeGreaterThan(0);
  });
});
