import { describe, expect, it } from 'vitest';
import { REJECTION_REASONS, TOLD_APPLICATION_STATUSES } from '@talent/shared';
import { loadConfig } from '../../src/config.js';
import { gsm7Septets, isGsm7, toGsm7 } from '../../src/messaging/sms/gsm7.js';
import { senderNumber, smsKeyword } from '../../src/messaging/sms/inbound.js';
import { renderSms, SMS, type SmsKindName } from '../../src/messaging/sms/messages.js';
import { isQuiet, kinshasaDay, quietEnd } from '../../src/messaging/sms/quiet-hours.js';

const LONG = 'Responsable principal de la maintenance électrique et hydraulique des installations minières — Lualaba';
const LINK = 'congotalent.cd/my-applications';
/** Each kind's values at their longest, so that every SMS is seen at the edge of its one segment. */
const LONGEST: { [K in SmsKindName]: Parameters<(typeof SMS)[K]['en']>[0][] } = {
  phone_code: [{ code: '012345' }],
  sms_stopped: [{}],
  sms_started: [{}],
  sms_not_read: [{ url: 'www.congotalent-rdc.cd' }],
  application_status: [
    ...TOLD_APPLICATION_STATUSES.map((status) => ({
      jobTitle: LONG,
      status,
      company: `${LONG} SARL`,
      url: LINK,
    })),
    ...REJECTION_REASONS.map((reason) => ({
      jobTitle: LONG,
      status: 'rejected' as const,
      company: `${LONG} SARL`,
      reason,
      url: LINK,
    })),
  ],
  applicant_forwarded: [{ jobTitle: LONG, applicant: 'Marie-Françoise Kabongo wa Mutombo Ngoy', url: LINK }],
  job_withdrawn: [0, 1, 12].map((more) => ({ jobTitle: LONG, more, url: LINK })),
  job_closed: [0, 1, 12].map((more) => ({ jobTitle: LONG, more, url: LINK })),
  employer_suspended: [0, 1, 12].map((more) => ({ jobTitle: LONG, more, url: LINK })),
  job_request_decision: [true, false].map((approved) => ({ jobTitle: LONG, approved, url: LINK })),
  staff_digest: [
    { count: 1234, held: 0, url: 'congotalent.cd/admin?tab=queue' },
    { count: 1234, held: 567, url: 'congotalent.cd/admin?tab=queue' },
  ],
  offer_answered: [true, false].map((accepted) => ({
    jobTitle: LONG,
    applicant: 'Marie-Françoise Kabongo wa Mutombo Ngoy',
    accepted,
    url: 'congotalent.cd/hiring-center?job=123456',
  })),
  offer_reminder: [{ jobTitle: LONG, url: LINK }],
  message_to_applicant: [{ jobTitle: LONG, url: LINK }],
  message_to_employer: [{ jobTitle: LONG, url: LINK }],
  interview_to_applicant: (['proposed', 'scheduled', 'cancelled', 'reminder'] as const).map((event) => ({
    jobTitle: LONG,
    event,
    at: '2026-12-01T09:00:00.000Z',
    url: LINK,
  })),
  interview_to_employer: (['scheduled', 'declined', 'counter_proposed', 'cancelled', 'reminder'] as const).map(
    (event) => ({
      jobTitle: LONG,
      event,
      at: '2026-12-01T09:00:00.000Z',
      url: LINK,
    }),
  ),
  job_alert: [
    {
      alertName: LONG,
      count: 5,
      more: true,
      title: LONG,
      location: 'Kolwezi, Lualaba',
      url: 'congotalent.cd/jobs/123456',
    },
  ],
};

/** Each kind's values as people type them: spaces around, a name ending in a full stop or in "...". */
const ODD_VALUES = [' Senior Accountant ', 'Katanga Mining S.A.', 'Kivu Mining...', 'Comptable.'];
const withOddValues = <P extends object>(params: P): P[] =>
  ODD_VALUES.map(
    (odd) =>
      Object.fromEntries(
        Object.entries(params).map(([key, value]) => [
          key,
          typeof value === 'string' && !['url', 'code', 'at'].includes(key) ? odd : value,
        ]),
      ) as P,
  );

/** The quoted values of a text, each with its quotes: `"Comptable"`. */
const quoted = (text: string) => text.match(/"[^"]*"/g) ?? [];

describe('the words of an SMS', () => {
  it('writes every SMS, in both languages and with the longest values, in one 7-bit segment', () => {
    for (const kind of Object.keys(SMS) as SmsKindName[]) {
      for (const params of LONGEST[kind]) {
        for (const language of ['en', 'fr'] as const) {
          const text = renderSms(kind, language, params as never);
          expect(isGsm7(text), `${kind} ${language}: ${text}`).toBe(true);
          expect(gsm7Septets(text), `${kind} ${language}: ${text}`).toBeLessThanOrEqual(160);
          // The link is whole, never the part cut short.
          if ('url' in params) expect(text.endsWith(params.url)).toBe(true);
        }
      }
    }
  });

  it('writes every SMS without a space inside its quotes or a doubled full stop, and in French assumes no man', () => {
    for (const kind of Object.keys(SMS) as SmsKindName[]) {
      for (const params of LONGEST[kind].flatMap((p) => [p, ...withOddValues(p)])) {
        for (const language of ['en', 'fr'] as const) {
          const text = renderSms(kind, language, params as never);
          const where = `${kind} ${language}: ${text}`;
          expect(gsm7Septets(text), where).toBeLessThanOrEqual(160);
          expect((text.match(/"/g) ?? []).length % 2, where).toBe(0);
          for (const quote of quoted(text)) expect(quote, where).toMatch(/^"\S(?:.*\S)?"$/);
          // "..." where a value was cut or ends so; never ".." or "....", nor "S.A.." after a name with its own dot.
          expect(text, where).not.toMatch(/(?<!\.)\.\.(?!\.)|\.{4}|[!?]\./);
          if (language === 'fr') {
            // Neither "présélectionné(e)" nor a participle about the reader that is a man's: "vous êtes embauché".
            expect(text, where).not.toMatch(/\(e\)|\bvous (?:e|ê)tes \p{L}+é\b|\bun candidat\b/u);
          }
        }
      }
    }
  });

  it('writes the shortlist in French as the one who reads it would: quotes without spaces, no "...." after a name', () => {
    const text = renderSms('application_status', 'fr', {
      jobTitle: ' Senior Accountant ',
      status: 'shortlisted',
      company: 'Katanga Mining S.A.',
      url: 'congotalent.cd/my-applications',
    });
    expect(text).toBe(
      'Congo Talent : votre candidature "Senior Accountant" chez Katanga Mining S.A. est présélectionnée. L\'employeur peut vous appeler. congotalent.cd/my-applications',
    );
  });

  it('leaves short values whole', () => {
    const text = renderSms('job_request_decision', 'fr', {
      jobTitle: 'Comptable',
      approved: true,
      url: 'congotalent.cd/hiring-center',
    });
    expect(text).toBe(
      'Congo Talent : votre demande "Comptable" est approuvée et publiée. congotalent.cd/hiring-center',
    );
  });

  it('keeps the French letters of the 7-bit alphabet and drops the accents of the others', () => {
    expect(toGsm7('Élève à l’école : ça coûte où ? Œuvre « sûre » — Kananga')).toBe(
      'Élève à l\'école : ca coute où ? OEuvre "sure" - Kananga',
    );
    expect(isGsm7('été où là')).toBe(true);
    expect(isGsm7('être')).toBe(false);
    // An extension character takes two septets.
    expect(gsm7Septets('5 €')).toBe(4);
  });

  it('reads STOP and START as the first word, whatever follows, in any case, with accents or without', () => {
    for (const text of [
      'STOP',
      'stop',
      ' Stop. ',
      'STOP.',
      'stop svp',
      'Stop, merci',
      '«Stop»',
      'ARRET',
      'Arrêt',
      'Arrêt svp',
      'ARRÊT!',
      'arreter',
      'Arrêtez svp',
      'stop all',
      'STOP ALL',
      'Désabonner',
      'unsubscribe me',
    ]) {
      expect(smsKeyword(text), text).toBe('stop');
    }
    for (const text of ['START', 'start', 'Start ', 'START.', 'start svp', 'Démarrer', 'DEMARRER svp']) {
      expect(smsKeyword(text), text).toBe('start');
    }
    // Only the first word counts; words that open ordinary sentences ("Commencer", "Cancel") are not keywords.
    for (const text of [
      '',
      'Bonjour',
      'please stop sending',
      'STOPPED',
      'Stopper',
      '123',
      'Je veux arrêter',
      'Commencer',
    ])
      expect(smsKeyword(text), text).toBeNull();
  });

  it('reads the sender’s number with or without its +, or in the national form', () => {
    expect(senderNumber('243812345678')).toBe('+243812345678');
    expect(senderNumber('+243812345678')).toBe('+243812345678');
    expect(senderNumber('00243812345678')).toBe('+243812345678');
    expect(senderNumber('0812345678')).toBe('+243812345678');
    expect(senderNumber('CongoTalent')).toBeNull();
  });

  it('keeps the quiet hours by Kinshasa’s clock (UTC+1), across midnight', () => {
    const quiet = { from: 21, to: 7 };
    expect(isQuiet(new Date('2026-11-27T19:59:00Z'), quiet)).toBe(false); // 20:59 in Kinshasa
    expect(isQuiet(new Date('2026-11-27T20:00:00Z'), quiet)).toBe(true); // 21:00
    expect(isQuiet(new Date('2026-11-28T05:59:00Z'), quiet)).toBe(true); // 06:59
    expect(isQuiet(new Date('2026-11-28T06:00:00Z'), quiet)).toBe(false); // 07:00
    expect(quietEnd(new Date('2026-11-27T23:10:20Z'), quiet).toISOString()).toBe('2026-11-28T06:00:00.000Z');
    expect(quietEnd(new Date('2026-11-28T03:00:00Z'), quiet).toISOString()).toBe('2026-11-28T06:00:00.000Z');
    expect(quietEnd(new Date('2026-11-28T12:00:00Z'), quiet).toISOString()).toBe('2026-11-28T12:00:00.000Z');
    expect(isQuiet(new Date('2026-11-28T00:00:00Z'), null)).toBe(false);
    // 23:30 UTC is already the next day in Kinshasa.
    expect(kinshasaDay(new Date('2026-11-27T23:30:00Z'))).toBe('2026-11-28');
  });

  it('reads the SMS settings of the environment, and says what is wrong with them', () => {
    const config = loadConfig({ SMS_URL: 'smpp://talent:secret@smsc.example.cd:2775' });
    expect(config).toMatchObject({ SMS_FROM: 'CongoTalent', SMS_DAILY_LIMIT: 3, SMS_QUIET_HOURS: { from: 21, to: 7 } });
    expect(loadConfig({ SMS_QUIET_HOURS: '' }).SMS_QUIET_HOURS).toBeNull();
    expect(loadConfig({ SMS_QUIET_HOURS: '22-6' }).SMS_QUIET_HOURS).toEqual({ from: 22, to: 6 });
    expect(() => loadConfig({ SMS_QUIET_HOURS: '25-7' })).toThrow(/SMS_QUIET_HOURS/);
    expect(() => loadConfig({ SMS_URL: 'http://smsc.example.cd' })).toThrow(/SMS_URL/);
    expect(() => loadConfig({ SMS_FROM: 'Congo Talent RDC' })).toThrow(/SMS_FROM/);
  });
});
