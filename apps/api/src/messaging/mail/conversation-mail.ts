import { marketDateTime, type InterviewMode, type Language } from '@talent/shared';
import type { MailContent } from './content.js';

/** What a thread's or an interview's mail tells, to either side. */
export interface MessageMail {
  jobTitle: string;
  /** Who wrote: the applicant's name to the employer; to the applicant, the company's name (they know it by now). */
  from: string;
  body: string;
  url: string;
}

/** The moments of an interview that its two sides are told of. */
type InterviewEvent = 'proposed' | 'scheduled' | 'declined' | 'counter_proposed' | 'cancelled' | 'reminder';

export interface InterviewMail {
  event: InterviewEvent;
  jobTitle: string;
  /** The other side: the company to the applicant, the applicant to the employer. */
  with: string;
  /** The chosen time (scheduled, reminder, a cancelled scheduled one), the proposed times, or the applicant's. */
  times: readonly string[];
  mode: InterviewMode;
  place: string;
  /** The applicant's note (declined, counter_proposed) or the reason of a cancellation. */
  note: string;
  url: string;
}

const quoted = (language: Language, text: string) => (language === 'fr' ? `«\u202f${text}\u202f»` : `"${text}"`);

const modeWords: Record<Language, Record<InterviewMode, string>> = {
  en: { in_person: 'In person', phone: 'By phone', video: 'By video call' },
  fr: { in_person: 'En personne', phone: 'Par téléphone', video: 'Par appel vidéo' },
};

/** A message in a thread: who wrote, about which job, and the message itself. */
export function messageMail(language: Language, p: MessageMail): MailContent {
  return language === 'fr'
    ? {
        subject: `Nouveau message à propos de ${quoted('fr', p.jobTitle)}`,
        paragraphs: [`${p.from} vous a écrit à propos de ${quoted('fr', p.jobTitle)}\u202f:`, p.body],
        action: { label: 'Lire et répondre', url: p.url },
      }
    : {
        subject: `New message about ${quoted('en', p.jobTitle)}`,
        paragraphs: [`${p.from} wrote to you about ${quoted('en', p.jobTitle)}:`, p.body],
        action: { label: 'Read and answer', url: p.url },
      };
}

function interviewLines(language: Language, p: InterviewMail): string[] {
  const times = p.times.map((t) => marketDateTime(t, language)).join(language === 'fr' ? '\u202f; ' : '; ');
  const colon = language === 'fr' ? '\u202f: ' : ': ';
  const when = language === 'fr' ? `Quand${colon}${times} (heure de Kinshasa)` : `When${colon}${times} (Kinshasa time)`;
  const how = modeWords[language][p.mode];
  return [when, p.place ? `${how}${colon}${p.place}` : how];
}

/** None of the employer's times suits the applicant, who offers their own: the employer accepts one or proposes others. */
function counterProposedMail(language: Language, p: InterviewMail, job: string, lines: string[]): MailContent {
  return language === 'fr'
    ? {
        subject: `D’autres heures proposées pour ${job}`,
        paragraphs: [
          `${p.with} ne peut à aucune des heures proposées pour ${job} et vous propose les siennes. Acceptez-en une, ou proposez-en d’autres.`,
          ...lines,
        ],
        action: { label: 'Répondre', url: p.url },
      }
    : {
        subject: `Other times offered for ${job}`,
        paragraphs: [
          `${p.with} cannot make any of the times proposed for ${job} and offers their own. Accept one, or propose others.`,
          ...lines,
        ],
        action: { label: 'Answer', url: p.url },
      };
}

/** An interview's moment, told to the side that did not make it (or to both, for the reminder). */
export function interviewMail(language: Language, p: InterviewMail): MailContent {
  const fr = language === 'fr';
  const job = quoted(language, p.jobTitle);
  const lines = interviewLines(language, p);
  const note = p.note ? [fr ? `Message\u202f: ${p.note}` : `Message: ${p.note}`] : [];
  const open = fr ? 'Voir l’entretien' : 'See the interview';
  switch (p.event) {
    case 'proposed':
      return fr
        ? {
            subject: `Un entretien pour ${job}`,
            paragraphs: [
              `${p.with} vous propose un entretien pour ${job}. Choisissez l’heure qui vous convient, ou demandez-en d’autres.`,
              ...lines,
            ],
            action: { label: 'Choisir une heure', url: p.url },
          }
        : {
            subject: `An interview for ${job}`,
            paragraphs: [
              `${p.with} proposes an interview for ${job}. Pick the time that suits you, or ask for others.`,
              ...lines,
            ],
            action: { label: 'Pick a time', url: p.url },
          };
    case 'scheduled':
      return fr
        ? {
            subject: `Entretien confirmé pour ${job}`,
            paragraphs: [`${p.with} a choisi une heure pour l’entretien de ${job}.`, ...lines],
            action: { label: open, url: p.url },
          }
        : {
            subject: `Interview confirmed for ${job}`,
            paragraphs: [`${p.with} picked a time for the interview for ${job}.`, ...lines],
            action: { label: open, url: p.url },
          };
    case 'declined':
      return fr
        ? {
            subject: `D’autres heures demandées pour ${job}`,
            paragraphs: [
              `${p.with} ne peut à aucune des heures proposées pour ${job} et en demande d’autres.`,
              ...note,
            ],
            action: { label: 'Proposer d’autres heures', url: p.url },
          }
        : {
            subject: `Other times asked for ${job}`,
            paragraphs: [`${p.with} cannot make any of the times proposed for ${job} and asks for others.`, ...note],
            action: { label: 'Propose other times', url: p.url },
          };
    case 'counter_proposed':
      return counterProposedMail(language, p, job, [lines[0]!, ...note]);
    case 'cancelled':
      return fr
        ? {
            subject: `Entretien annulé pour ${job}`,
            paragraphs: [`${p.with} a annulé l’entretien pour ${job}.`, ...lines.slice(0, 1), ...note],
            action: { label: open, url: p.url },
          }
        : {
            subject: `Interview cancelled for ${job}`,
            paragraphs: [`${p.with} cancelled the interview for ${job}.`, ...lines.slice(0, 1), ...note],
            action: { label: open, url: p.url },
          };
    case 'reminder':
      return fr
        ? {
            subject: `Rappel\u202f: entretien demain pour ${job}`,
            paragraphs: [`Votre entretien avec ${p.with} pour ${job} a lieu demain.`, ...lines],
            action: { label: open, url: p.url },
          }
        : {
            subject: `Reminder: interview tomorrow for ${job}`,
            paragraphs: [`Your interview with ${p.with} for ${job} is tomorrow.`, ...lines],
            action: { label: open, url: p.url },
          };
  }
}
