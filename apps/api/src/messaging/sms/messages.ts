import {
  marketDateTime,
  PHONE_CODE_TTL_MINUTES,
  PRODUCT_NAME,
  REJECTION_REASON_WORDS,
  type Language,
  type RejectionReason,
  type SmsCategory,
  type ToldApplicationStatus,
} from '@talent/shared';
import { gsm7Septets, SMS_SEGMENT_SEPTETS, toGsm7 } from './gsm7.js';

/** A rejection's reason in brackets, as the applicant reads it; nothing without one. */
const because = (language: Language, reason: RejectionReason | null | undefined) => {
  const words = reason ? REJECTION_REASON_WORDS[language][reason] : undefined;
  return words ? ` (${words.toLowerCase()})` : '';
};

/** Cuts a value of the message (a job's title, a company's name) to at most `max` characters. */
type Shorten = (value: string) => string;

interface SmsKind<P> {
  /**
   * The category a person turns on or off; null for what they asked for (a code, the answer to STOP or START, the
   * answer to a text this number does not read).
   */
  category: SmsCategory | null;
  /**
   * Whether this SMS decides something for its reader (an offer, a hire, not selected, an interview fixed or
   * cancelled, an application ended): it takes the place of news in a full day, and goes first among those due.
   */
  decisive?: (p: P) => boolean;
  en: (p: P, short: Shorten) => string;
  fr: (p: P, short: Shorten) => string;
}

const define = <P>(kind: SmsKind<P>) => kind;

/**
 * Every SMS the product sends, in English and French. Each fits one 7-bit segment: a value too long for it (a title,
 * a name) is cut short, and the link is written without https:// to leave it room.
 */
export const SMS = {
  phone_code: define<{ code: string }>({
    category: null,
    en: ({ code }) =>
      `${PRODUCT_NAME}: your code is ${code}. It works for ${PHONE_CODE_TTL_MINUTES} minutes. Never give it to anyone.`,
    fr: ({ code }) =>
      `${PRODUCT_NAME} : votre code est ${code}. Il est valable ${PHONE_CODE_TTL_MINUTES} minutes. Ne le donnez à personne.`,
  }),
  sms_stopped: define<Record<string, never>>({
    category: null,
    en: () => `${PRODUCT_NAME}: you will get no more SMS from us. Send START to get them again.`,
    fr: () =>
      `${PRODUCT_NAME} : vous ne recevrez plus de SMS de notre part. Envoyez START pour les recevoir à nouveau.`,
  }),
  sms_started: define<Record<string, never>>({
    category: null,
    en: () => `${PRODUCT_NAME}: your SMS are back on. Send STOP to stop them.`,
    fr: () => `${PRODUCT_NAME} : vos SMS sont rétablis. Envoyez STOP pour les arrêter.`,
  }),
  sms_not_read: define<{ url: string }>({
    category: null,
    en: ({ url }) =>
      `${PRODUCT_NAME}: this number reads no messages. Send STOP to stop our SMS. Everything else is on ${url}`,
    fr: ({ url }) =>
      `${PRODUCT_NAME} : ce numéro ne lit pas les messages. Envoyez STOP pour ne plus recevoir nos SMS. Tout le reste se fait sur ${url}`,
  }),
  application_status: define<{
    jobTitle: string;
    status: ToldApplicationStatus;
    company: string | null;
    reason?: RejectionReason | null;
    url: string;
  }>({
    category: 'applications',
    decisive: ({ status }) => status === 'offer' || status === 'hired' || status === 'rejected',
    en: ({ jobTitle, status, company, reason, url }, short) => {
      const at = company ? ` at ${short(company)}` : '';
      switch (status) {
        case 'shortlisted':
          return `${PRODUCT_NAME}: you are shortlisted for "${short(jobTitle)}"${at}. The employer may call you. ${url}`;
        case 'interview':
          return `${PRODUCT_NAME}: the employer${at ? ` ${at.trim()}` : ''} wants to interview you for "${short(jobTitle)}". They will call you. ${url}`;
        case 'offer':
          return `${PRODUCT_NAME}: good news! An offer for "${short(jobTitle)}"${at}. Read it and answer on ${url}`;
        case 'hired':
          return `${PRODUCT_NAME}: congratulations! You are hired for "${short(jobTitle)}"${at}. ${url}`;
        default:
          return `${PRODUCT_NAME}: your application for "${short(jobTitle)}" was not retained${because('en', reason)}. Other jobs wait for you: ${url}`;
      }
    },
    fr: ({ jobTitle, status, company, reason, url }, short) => {
      const at = company ? ` chez ${short(company)}` : '';
      switch (status) {
        case 'shortlisted':
          return `${PRODUCT_NAME} : votre candidature « ${short(jobTitle)} »${at} est présélectionnée. L'employeur peut vous appeler. ${url}`;
        case 'interview':
          return `${PRODUCT_NAME} : l'employeur souhaite un entretien pour « ${short(jobTitle)} »${at}. Il vous appellera. ${url}`;
        case 'offer':
          return `${PRODUCT_NAME} : bonne nouvelle ! Une offre pour « ${short(jobTitle)} »${at}. Lisez-la et répondez sur ${url}`;
        case 'hired':
          return `${PRODUCT_NAME} : félicitations ! Vous avez obtenu le poste « ${short(jobTitle)} »${at}. ${url}`;
        default:
          return `${PRODUCT_NAME} : votre candidature pour « ${short(jobTitle)} » n'a pas été retenue${because('fr', reason)}. D'autres offres vous attendent : ${url}`;
      }
    },
  }),
  applicant_forwarded: define<{ jobTitle: string; applicant: string; url: string }>({
    category: 'applications',
    en: ({ jobTitle, applicant, url }, short) =>
      `${PRODUCT_NAME}: a shortlisted applicant, ${short(applicant)}, is forwarded to you for "${short(jobTitle)}". ${url}`,
    fr: ({ jobTitle, applicant, url }, short) =>
      `${PRODUCT_NAME} : la candidature présélectionnée de ${short(applicant)} vous est transmise pour « ${short(jobTitle)} ». ${url}`,
  }),
  offer_answered: define<{ jobTitle: string; applicant: string; accepted: boolean; url: string }>({
    category: 'job_requests',
    decisive: () => true,
    en: ({ jobTitle, applicant, accepted, url }, short) =>
      `${PRODUCT_NAME}: ${short(applicant)} ${accepted ? 'accepted' : 'declined'} your offer for "${short(jobTitle)}". ${url}`,
    fr: ({ jobTitle, applicant, accepted, url }, short) =>
      `${PRODUCT_NAME} : ${short(applicant)} a ${accepted ? 'accepté' : 'décliné'} votre offre pour « ${short(jobTitle)} ». ${url}`,
  }),
  offer_reminder: define<{ jobTitle: string; url: string }>({
    category: 'applications',
    en: ({ jobTitle, url }, short) =>
      `${PRODUCT_NAME}: the offer for "${short(jobTitle)}" waits for your answer. Accept or decline it on ${url}`,
    fr: ({ jobTitle, url }, short) =>
      `${PRODUCT_NAME} : l'offre pour « ${short(jobTitle)} » attend votre réponse. Acceptez-la ou déclinez-la sur ${url}`,
  }),
  // A thread's news never carries its text: an SMS may be read by anyone holding the phone, and costs per segment.
  message_to_applicant: define<{ jobTitle: string; url: string }>({
    category: 'applications',
    en: ({ jobTitle, url }, short) =>
      `${PRODUCT_NAME}: the employer wrote to you about "${short(jobTitle)}". Read it on ${url}`,
    fr: ({ jobTitle, url }, short) =>
      `${PRODUCT_NAME} : l'employeur vous a écrit à propos de « ${short(jobTitle)} ». Lisez-le sur ${url}`,
  }),
  message_to_employer: define<{ jobTitle: string; url: string }>({
    category: 'job_requests',
    en: ({ jobTitle, url }, short) =>
      `${PRODUCT_NAME}: an applicant wrote to you about "${short(jobTitle)}". Read it on ${url}`,
    fr: ({ jobTitle, url }, short) =>
      `${PRODUCT_NAME} : nouveau message d'une candidature à « ${short(jobTitle)} ». Lisez-le sur ${url}`,
  }),
  interview_to_applicant: define<{
    event: 'proposed' | 'scheduled' | 'cancelled' | 'reminder';
    jobTitle: string;
    at: string | null;
    url: string;
  }>({
    category: 'applications',
    decisive: ({ event }) => event === 'scheduled' || event === 'cancelled',
    en: ({ event, jobTitle, at, url }, short) =>
      event === 'proposed'
        ? `${PRODUCT_NAME}: an interview is proposed for "${short(jobTitle)}". Pick a time on ${url}`
        : event === 'scheduled'
          ? `${PRODUCT_NAME}: interview for "${short(jobTitle)}" set for ${at ? marketDateTime(at, 'en') : 'your time'} (Kinshasa time). ${url}`
          : event === 'cancelled'
            ? `${PRODUCT_NAME}: the interview for "${short(jobTitle)}" is cancelled. ${url}`
            : `${PRODUCT_NAME}: reminder, your interview for "${short(jobTitle)}" is ${at ? marketDateTime(at, 'en') : 'tomorrow'} (Kinshasa time). ${url}`,
    fr: ({ event, jobTitle, at, url }, short) =>
      event === 'proposed'
        ? `${PRODUCT_NAME} : un entretien vous est proposé pour « ${short(jobTitle)} ». Choisissez l'heure sur ${url}`
        : event === 'scheduled'
          ? `${PRODUCT_NAME} : entretien « ${short(jobTitle)} » fixé au ${at ? marketDateTime(at, 'fr') : 'moment choisi'} (heure de Kinshasa). ${url}`
          : event === 'cancelled'
            ? `${PRODUCT_NAME} : l'entretien pour « ${short(jobTitle)} » est annulé. ${url}`
            : `${PRODUCT_NAME} : rappel, votre entretien pour « ${short(jobTitle)} » a lieu ${at ? marketDateTime(at, 'fr') : 'demain'} (heure de Kinshasa). ${url}`,
  }),
  interview_to_employer: define<{
    event: 'scheduled' | 'declined' | 'counter_proposed' | 'cancelled' | 'reminder';
    jobTitle: string;
    at: string | null;
    url: string;
  }>({
    category: 'job_requests',
    decisive: ({ event }) => event === 'scheduled' || event === 'cancelled',
    en: ({ event, jobTitle, at, url }, short) =>
      event === 'scheduled'
        ? `${PRODUCT_NAME}: the applicant picked ${at ? marketDateTime(at, 'en') : 'a time'} for the interview for "${short(jobTitle)}". ${url}`
        : event === 'declined'
          ? `${PRODUCT_NAME}: the applicant asks for other interview times for "${short(jobTitle)}". ${url}`
          : event === 'counter_proposed'
            ? `${PRODUCT_NAME}: the applicant offers other interview times for "${short(jobTitle)}". Answer on ${url}`
            : event === 'cancelled'
              ? `${PRODUCT_NAME}: the applicant cancelled the interview for "${short(jobTitle)}". ${url}`
              : `${PRODUCT_NAME}: reminder, an interview for "${short(jobTitle)}" is ${at ? marketDateTime(at, 'en') : 'tomorrow'} (Kinshasa time). ${url}`,
    fr: ({ event, jobTitle, at, url }, short) =>
      event === 'scheduled'
        ? `${PRODUCT_NAME} : entretien « ${short(jobTitle)} » fixé au ${at ? marketDateTime(at, 'fr') : 'moment choisi'} (heure de Kinshasa). ${url}`
        : event === 'declined'
          ? `${PRODUCT_NAME} : d'autres heures d'entretien sont demandées pour « ${short(jobTitle)} ». ${url}`
          : event === 'counter_proposed'
            ? `${PRODUCT_NAME} : d'autres heures d'entretien sont proposées pour « ${short(jobTitle)} ». Répondez sur ${url}`
            : event === 'cancelled'
              ? `${PRODUCT_NAME} : l'entretien pour « ${short(jobTitle)} » est annulé par la personne candidate. ${url}`
              : `${PRODUCT_NAME} : rappel, un entretien pour « ${short(jobTitle)} » a lieu ${at ? marketDateTime(at, 'fr') : 'demain'} (heure de Kinshasa). ${url}`,
  }),
  job_withdrawn: define<{ jobTitle: string; more: number; url: string }>({
    category: 'applications',
    decisive: () => true,
    en: ({ jobTitle, more, url }, short) =>
      `${PRODUCT_NAME}: our team withdrew "${short(jobTitle)}"${more > 0 ? ` and ${more} other job${more === 1 ? '' : 's'}` : ', a job'} you applied to. Never pay anyone for a job. ${url}`,
    fr: ({ jobTitle, more, url }, short) =>
      `${PRODUCT_NAME} : notre équipe a retiré l'offre « ${short(jobTitle)} »${more > 0 ? ` et ${more} autre${more === 1 ? '' : 's'}` : ''}. Ne payez jamais personne pour un emploi. ${url}`,
  }),
  employer_suspended: define<{ jobTitle: string; more: number; url: string }>({
    category: 'applications',
    decisive: () => true,
    en: ({ jobTitle, more, url }, short) =>
      `${PRODUCT_NAME}: the employer of "${short(jobTitle)}"${more > 0 ? ` and ${more} other job${more === 1 ? '' : 's'}` : ''} is suspended. Never pay anyone for a job. ${url}`,
    fr: ({ jobTitle, more, url }, short) =>
      `${PRODUCT_NAME} : l'employeur de « ${short(jobTitle)} »${more > 0 ? ` et ${more} autre${more === 1 ? '' : 's'}` : ''} est suspendu. Ne payez jamais personne pour un emploi. ${url}`,
  }),
  job_closed: define<{ jobTitle: string; more: number; url: string }>({
    category: 'applications',
    decisive: () => true,
    en: ({ jobTitle, more, url }, short) =>
      `${PRODUCT_NAME}: "${short(jobTitle)}"${more > 0 ? ` and ${more} other job${more === 1 ? '' : 's'}` : ''} you applied to closed without an answer to you. Other jobs wait for you: ${url}`,
    fr: ({ jobTitle, more, url }, short) =>
      `${PRODUCT_NAME} : l'offre « ${short(jobTitle)} »${more > 0 ? ` et ${more} autre${more === 1 ? '' : 's'}` : ''} est clôturée sans réponse à votre candidature. D'autres offres vous attendent : ${url}`,
  }),
  job_request_decision: define<{ jobTitle: string; approved: boolean; url: string }>({
    category: 'job_requests',
    en: ({ jobTitle, approved, url }, short) =>
      approved
        ? `${PRODUCT_NAME}: your job request "${short(jobTitle)}" is approved and published. ${url}`
        : `${PRODUCT_NAME}: your job request "${short(jobTitle)}" was not approved. The reason is in your hiring centre: ${url}`,
    fr: ({ jobTitle, approved, url }, short) =>
      approved
        ? `${PRODUCT_NAME} : votre demande « ${short(jobTitle)} » est approuvée et publiée. ${url}`
        : `${PRODUCT_NAME} : votre demande « ${short(jobTitle)} » n'a pas été approuvée. Le motif est dans votre espace recrutement : ${url}`,
  }),
  staff_digest: define<{ count: number; held: number; url: string }>({
    category: 'staff_digest',
    en: ({ count, held, url }) =>
      `${PRODUCT_NAME}: ${count} job request(s)${held > 0 ? ` and ${held} held employer text(s)` : ''} wait for review. ${url}`,
    fr: ({ count, held, url }) =>
      `${PRODUCT_NAME} : ${count} demande(s) d'offre${held > 0 ? ` et ${held} texte(s) d'employeur retenu(s)` : ''} attendent votre examen. ${url}`,
  }),
  job_alert: define<{ alertName: string; count: number; more: boolean; title: string; location: string; url: string }>({
    category: 'job_alerts',
    en: ({ alertName, count, more, title, location, url }, short) =>
      `${PRODUCT_NAME}: ${count}${more ? '+' : ''} new job${count === 1 ? '' : 's'} for "${short(alertName)}". Newest: ${short(title)}, ${short(location)}. ${url}`,
    fr: ({ alertName, count, more, title, location, url }, short) =>
      `${PRODUCT_NAME} : ${count}${more ? '+' : ''} nouvelle${count === 1 ? '' : 's'} offre${count === 1 ? '' : 's'} pour « ${short(alertName)} ». La plus récente : ${short(title)}, ${short(location)}. ${url}`,
  }),
} as const;

export type SmsKindName = keyof typeof SMS;
export type SmsParams<K extends SmsKindName> = Parameters<(typeof SMS)[K]['en']>[0];

/**
 * The full stops of a written SMS where a value meets the sentence's own: "S.A." then "." is "S.A.", a value cut short
 * ("Mining...") then "." stays "...", and "!" or "?" needs none after it.
 */
const tidy = (text: string) =>
  text
    .replace(/\.{3,}\./g, '...')
    .replace(/(?<!\.)\.\.(?!\.)/g, '.')
    .replace(/([!?])\./g, '$1');

/** A link in an SMS: the site's address without https://, which phones still turn into a link, to save room. */
export const smsLink = (url: string): string => url.replace(/^https:\/\//, '');

const fits = (text: string) => gsm7Septets(text) <= SMS_SEGMENT_SEPTETS;

/**
 * The SMS of `kind` in `language`, in the GSM 7-bit alphabet and one segment: the values the message cuts short are
 * given the most room that still fits (found by halving), so a short title is never cut.
 */
export function renderSms<K extends SmsKindName>(kind: K, language: Language, params: SmsParams<K>): string {
  const write = SMS[kind][language] as (p: SmsParams<K>, short: Shorten) => string;
  const at = (max: number) =>
    tidy(
      toGsm7(
        write(params, (raw) => {
          const value = raw.trim();
          return value.length <= max ? value : `${value.slice(0, Math.max(0, max - 3)).trimEnd()}...`;
        }),
      ),
    );
  const whole = at(Infinity);
  if (fits(whole)) return whole;
  let low = 0;
  let high = SMS_SEGMENT_SEPTETS;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (fits(at(mid))) low = mid;
    else high = mid - 1;
  }
  const text = at(low);
  if (!fits(text)) throw new Error(`the ${kind} SMS does not fit one segment even with its values cut short`);
  return text;
}
