import { describe, expect, it } from 'vitest';
import { originalOf, readable } from '../../src/scam-signals/readable-text.js';

const read = (text: string) => readable(text).text;

describe('a text as a person reads it', () => {
  it('reads full-width and styled characters as plain ones, in lower case and without accents', () => {
    expect(read('Payez １０＄ par M-Pesa')).toBe('payez 10$ par m-pesa');
    expect(read('𝐏𝐚𝐲𝐞𝐳 𝟏𝟎 $')).toBe('payez 10 $');
    expect(read('Frais d’inscription à régler')).toBe("frais d'inscription a regler");
    expect(read('10\u00A0000\u202FFC')).toBe('10 000 fc');
  });

  it('drops the characters a screen does not show', () => {
    expect(read('pa\u200Byez')).toBe('payez');
    for (const invisible of ['\u200B', '\u200C', '\u200D', '\u200E', '\u200F', '\u2060', '\u2063', '\uFEFF']) {
      expect(read(`p${invisible}ayez`), JSON.stringify(invisible)).toBe('payez');
    }
    for (const mark of ['\u202A', '\u202B', '\u202C', '\u202D', '\u202E', '\u2066', '\u2067', '\u2068', '\u2069']) {
      expect(read(`env${mark}oyez`), JSON.stringify(mark)).toBe('envoyez');
    }
    expect(read('P\u00ADayez')).toBe('payez');
  });

  it('reads letters of other scripts that look like Latin ones as those', () => {
    // Cyrillic р, Р and ѕ.
    expect(read('рayez 10 $ pour le badge via M-Рeѕa')).toBe('payez 10 $ pour le badge via m-pesa');
    // Cyrillic а, е, о, с, у, х, і, ј, ԁ, һ and capitals.
    expect(read('\u0430\u0435\u043E\u0441\u0443\u0445\u0456\u0458\u0501\u04BB')).toBe('aeocyxijdh');
    expect(read('\u0410\u0412\u0415\u041A\u041C\u041D\u041E\u0420\u0421\u0422\u0425')).toBe('abekmhopctx');
    // Greek.
    expect(read('Μ-Ρesa')).toBe('m-pesa');
    expect(read('\u03BF\u03B1\u03C1\u03BD\u03B9\u03BA\u03C4')).toBe('oapvikt');
    // Letters of other languages that look like none are left as they are.
    expect(read('Жизль')).toBe('жизль');
  });

  it('reads digits and signs inside a word as the letters they stand for', () => {
    expect(read('p4yez 10 d0ll4rs v1a mp3sa')).toBe('payez 10 dollars via mpesa');
    expect(read('fr@i$ de d0ssier')).toBe('frais de dossier');
    expect(read('$end 10 USD')).toBe('send 10 usd');
  });

  it('never reads an amount, a number or a mailbox as letters', () => {
    expect(read('10 $ 5000 FC 5000fc 10usd 5dollars $10 us$10')).toBe('10 $ 5000 fc 5000fc 10usd 5dollars $10 us$10');
    expect(read('0812345678 +243 81 234 5678 RH-2026-0812345')).toBe('0812345678 +243 81 234 5678 rh-2026-0812345');
    expect(read('recrutement.kinshasa2026@gmail.com rh@societe.cd')).toBe(
      'recrutement.kinshasa2026@gmail.com rh@societe.cd',
    );
    expect(read('25USD le 13e mois, 4x4, covid-19')).toBe('25usd le 13e mois, 4x4, covid-19');
  });

  it('joins letters spaced out to spell a word', () => {
    expect(read('p a y e z 10 $')).toBe('payez 10 $');
    expect(read('M - P e s a')).toBe('mpesa');
    expect(read('f.r.a.i.s de dossier')).toBe('frais de dossier');
    expect(read('P-A-Y-E-Z')).toBe('payez');
    // Digits at a run's ends stay an amount beside the word.
    expect(read('Envoyez 5 p a y e z')).toBe('envoyez 5 payez');
  });

  it('leaves single letters and numbers of ordinary prose apart', () => {
    expect(read('il y a à payer')).toBe('il y a a payer');
    expect(read('de 8 h à 17 h')).toBe('de 8 h a 17 h');
    expect(read('étapes 1 2 3')).toBe('etapes 1 2 3');
    expect(read('M. K. Kabeya')).toBe('m. k. kabeya');
  });

  it('reads amounts written in words as digits, in French and English', () => {
    const cases: [string, string][] = [
      ['cinq mille francs', '5000 francs'],
      ['douze dollars', '12 dollars'],
      ['dix (10) dollars', '10 dollars'],
      ['10 (dix) dollars', '10 dollars'],
      ['twenty five dollars', '25 dollars'],
      ['twenty-five dollars', '25 dollars'],
      ['trois cent cinquante', '350'],
      ['deux mille cinq cents francs', '2500 francs'],
      ['one hundred and fifty dollars', '150 dollars'],
      ['soixante-dix', '70'],
      ['soixante et onze', '71'],
      ['quatre-vingt-dix', '90'],
      ['quatre-vingts', '80'],
      ['quatre vingt dix neuf', '99'],
      ['dix-sept', '17'],
      ['vingt et un dollars', '21 dollars'],
      ['quarante-cinq dollars', '45 dollars'],
      ['un million deux cent mille', '1200000'],
      ['a thousand dollars', 'a 1000 dollars'],
      ['un dollar', '1 dollar'],
    ];
    for (const [words, digits] of cases) expect(read(words), words).toBe(digits);
  });

  it('keeps articles, figures and words that only look like numbers as they are', () => {
    expect(read('un badge, une somme, each one')).toBe('un badge, une somme, each one');
    expect(read('50 cents, le 5 sept 2026')).toBe('50 cents, le 5 sept 2026');
    expect(read('deux trois candidats')).toBe('2 3 candidats');
    expect(read('le centre, septembre, phone')).toBe('le centre, septembre, phone');
  });

  it('keeps for every character read the place of the original it comes from', () => {
    for (const text of [
      'рayez 10 $ via M-Рeѕa',
      'p a y e z 10 $',
      'frais de cinq mille francs',
      'pa\u200Byez 10 $',
      'Payez １０＄ par M-Pesa',
      'Virement de dix (10) dollars',
    ]) {
      const r = readable(text);
      expect(r.starts).toHaveLength(r.text.length);
      expect(r.ends).toHaveLength(r.text.length);
      expect(originalOf(text, r, 0, r.text.length)).toBe(text);
    }
    const spelled = 'frais de cinq mille francs';
    const r = readable(spelled);
    const at = r.text.indexOf('5000 francs');
    expect(originalOf(spelled, r, at, at + '5000 francs'.length)).toBe('cinq mille francs');
    const spaced = 'Merci: p a y e z vite';
    const s = readable(spaced);
    expect(originalOf(spaced, s, s.text.indexOf('payez'), s.text.indexOf('payez') + 5)).toBe('p a y e z');
  });
});
