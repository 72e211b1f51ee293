import type { Language } from '@talent/shared';
import type { MailContent } from './content.js';

// The mails of an offer's answer (to the employer) and of an offer left unanswered (to the applicant), in each
// language. The offer itself is told with the application's new status (application-status-mail.ts).

export interface OfferAnsweredMail {
  jobTitle: string;
  applicant: string;
  accepted: boolean;
  /** The applicant's reason, when they declined. */
  reason: string;
  url: string;
}

export interface OfferReminderMail {
  jobTitle: string;
  days: number;
  url: string;
}

export function offerAnsweredMail(language: Language, p: OfferAnsweredMail): MailContent {
  if (language === 'fr')
    return {
      subject: p.accepted ? `${p.applicant} a accepté votre offre` : `${p.applicant} a décliné votre offre`,
      paragraphs: p.accepted
        ? [
            `${p.applicant} a accepté votre offre pour «\u202f${p.jobTitle}\u202f» et est désormais recruté(e). Convenez du premier jour dans votre conversation.`,
          ]
        : [`${p.applicant} a décliné votre offre pour «\u202f${p.jobTitle}\u202f».`, `Son motif\u202f: ${p.reason}`],
      action: { label: 'Voir les candidats', url: p.url },
    };
  return {
    subject: p.accepted ? `${p.applicant} accepted your offer` : `${p.applicant} declined your offer`,
    paragraphs: p.accepted
      ? [
          `${p.applicant} accepted your offer for "${p.jobTitle}" and is now hired. Agree on the first day with them in your conversation.`,
        ]
      : [`${p.applicant} declined your offer for "${p.jobTitle}".`, `Their reason: ${p.reason}`],
    action: { label: 'See the applicants', url: p.url },
  };
}

export function offerReminderMail(language: Language, p: OfferReminderMail): MailContent {
  if (language === 'fr')
    return {
      subject: 'Une offre attend votre réponse',
      paragraphs: [
        `L’offre pour «\u202f${p.jobTitle}\u202f» attend votre réponse depuis ${p.days} jours. Acceptez-la, ou déclinez-la en disant pourquoi\u202f: l’employeur attend de vos nouvelles.`,
      ],
      action: { label: 'Répondre à l’offre', url: p.url },
    };
  return {
    subject: 'An offer waits for your answer',
    paragraphs: [
      `The offer for "${p.jobTitle}" has waited ${p.days} days for your answer. Accept it, or decline it with a reason: the employer is waiting to hear from you.`,
    ],
    action: { label: 'Answer the offer', url: p.url },
  };
}
