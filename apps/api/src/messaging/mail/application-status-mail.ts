import {
  REJECTION_REASON_WORDS,
  calendarDayText,
  offerSalaryText,
  type Language,
  type OfferCurrency,
  type RejectionReason,
  type ToldApplicationStatus,
} from '@talent/shared';
import type { MailContent } from './content.js';

// The mail of an application's new status, in each language: what each status says, with a rejection's reason and
// the employer's note.

export const applicationStatusWords = {
  en: {
    shortlisted: (job: string, company: string | null) => [
      `Good news: your application for "${job}" has been shortlisted and forwarded to the employer.`,
      ...(company ? [`The company is ${company}.`] : []),
    ],
    interview: (job: string, company: string | null) => [
      `The employer${company ? `, ${company},` : ''} wants to interview you for "${job}". They will propose times for you to pick from, in your applications.`,
    ],
    offer: (job: string, company: string | null) => [
      `Good news: the employer${company ? `, ${company},` : ''} is making you an offer for "${job}".`,
    ],
    terms: (salary: string, start: string) => `The terms: ${salary} a month, starting on ${start}.`,
    answer: 'Read it in your applications and answer it there: accept it, or decline it with a reason.',
    hired: (job: string) => [`Congratulations: you have been hired for "${job}".`],
    rejected: (job: string) => [
      `Your application for "${job}" was not retained this time. Other jobs are waiting for you.`,
    ],
    reason: (words: string) => `The reason given: ${words}.`,
    note: (note: string) => `The employer's note: ${note}`,
    subject: {
      shortlisted: 'You have been shortlisted',
      interview: 'An interview for your application',
      offer: 'An offer for your application',
      hired: 'You have been hired',
      rejected: 'About your application',
    },
    open: 'See my applications',
  },
  fr: {
    shortlisted: (job: string, company: string | null) => [
      `Bonne nouvelle\u202f: votre candidature pour «\u202f${job}\u202f» a été présélectionnée et transmise à l’employeur.`,
      ...(company ? [`L’entreprise est ${company}.`] : []),
    ],
    interview: (job: string, company: string | null) => [
      `L’employeur${company ? `, ${company},` : ''} souhaite un entretien avec vous pour «\u202f${job}\u202f». Il vous proposera des heures parmi lesquelles choisir, dans vos candidatures.`,
    ],
    offer: (job: string, company: string | null) => [
      `Bonne nouvelle\u202f: l’employeur${company ? `, ${company},` : ''} vous fait une offre pour «\u202f${job}\u202f».`,
    ],
    terms: (salary: string, start: string) => `Les conditions\u202f: ${salary} par mois, à partir du ${start}.`,
    answer: 'Lisez-la dans vos candidatures et répondez-y\u202f: acceptez-la, ou déclinez-la en disant pourquoi.',
    hired: (job: string) => [`Félicitations\u202f: vous avez obtenu le poste «\u202f${job}\u202f».`],
    rejected: (job: string) => [
      `Votre candidature pour «\u202f${job}\u202f» n’a pas été retenue cette fois. D’autres offres vous attendent.`,
    ],
    reason: (words: string) => `Motif indiqué\u202f: ${words}.`,
    note: (note: string) => `Le mot de l’employeur\u202f: ${note}`,
    subject: {
      shortlisted: 'Votre candidature est présélectionnée',
      interview: 'Un entretien pour votre candidature',
      offer: 'Une offre pour votre candidature',
      hired: 'Vous avez obtenu le poste',
      rejected: 'À propos de votre candidature',
    },
    open: 'Voir mes candidatures',
  },
} as const;

export interface ApplicationStatusMail {
  jobTitle: string;
  status: ToldApplicationStatus;
  company: string | null;
  reason?: RejectionReason;
  note?: string;
  /** An offer's terms, with `offer`. */
  offer?: { salary: number; currency: OfferCurrency; startDate: string };
  url: string;
}

export function applicationStatusMail(language: Language, p: ApplicationStatusMail): MailContent {
  const words = applicationStatusWords[language];
  const said =
    p.status === 'rejected' || p.status === 'hired'
      ? words[p.status](p.jobTitle)
      : words[p.status](p.jobTitle, p.company);
  return {
    subject: words.subject[p.status],
    paragraphs: [
      ...said,
      ...(p.offer
        ? [
            words.terms(
              offerSalaryText(p.offer.salary, p.offer.currency, language),
              calendarDayText(p.offer.startDate, language),
            ),
          ]
        : []),
      ...(p.reason ? [words.reason(REJECTION_REASON_WORDS[language][p.reason].toLowerCase())] : []),
      ...(p.note ? [words.note(p.note)] : []),
      ...(p.offer ? [words.answer] : []),
    ],
    action: { label: words.open, url: p.url },
  };
}

// The receipt of an application, in each language: what was sent, and what happens next.
const applicationSentWords = {
  en: {
    subject: (job: string) => `Application sent: "${job}"`,
    sent: (job: string) => `Your application for "${job}" is sent.`,
    next: 'What happens next: our team reviews it before the employer sees it.',
    hear: 'You will hear back in the app, by e-mail and by SMS, as you chose in your settings.',
  },
  fr: {
    subject: (job: string) => `Candidature envoyée\u202f: «\u202f${job}\u202f»`,
    sent: (job: string) => `Votre candidature pour «\u202f${job}\u202f» est envoyée.`,
    next: 'Et ensuite\u202f: notre équipe l’examine avant que l’employeur la voie.',
    hear: 'Vous aurez des nouvelles dans l’application, par e-mail et par SMS, selon vos réglages.',
  },
} as const;

export interface ApplicationSentMail {
  jobTitle: string;
  url: string;
}

export function applicationSentMail(language: Language, p: ApplicationSentMail): MailContent {
  const words = applicationSentWords[language];
  return {
    subject: words.subject(p.jobTitle),
    paragraphs: [words.sent(p.jobTitle), words.next, words.hear],
    action: { label: applicationStatusWords[language].open, url: p.url },
  };
}
