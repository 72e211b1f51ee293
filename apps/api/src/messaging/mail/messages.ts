import {
  CONTACT_EMAIL,
  DELETION_CODE,
  EMAIL_CONFIRMATION_TTL_DAYS,
  MARKET_TIME_ZONE,
  PASSWORD_RESET_TTL_MINUTES,
  PRIVACY_RETENTION,
  PRODUCT_NAME,
  type Language,
  type MailCategory,
  type ReportOutcome,
} from '@talent/shared';
import { interviewMail, messageMail, type InterviewMail, type MessageMail } from './conversation-mail.js';
import { jobNewsMail, neverPay, type JobNewsMail } from './job-news-mail.js';
import { offerAnsweredMail, offerReminderMail, type OfferAnsweredMail, type OfferReminderMail } from './offer-mail.js';
import {
  applicationSentMail,
  applicationStatusMail,
  type ApplicationSentMail,
  type ApplicationStatusMail,
} from './application-status-mail.js';

import type { MailContent } from './content.js';
export type { MailContent };

/** The words around every message. */
export const chrome: Record<
  Language,
  { greeting: (name: string) => string; unsubscribe: string; labelled: (label: string, value: string) => string }
> = {
  en: {
    greeting: (name) => (name ? `Hello ${name},` : 'Hello,'),
    unsubscribe: 'Stop receiving these e-mails',
    labelled: (label, value) => `${label}: ${value}`,
  },
  fr: {
    greeting: (name) => (name ? `Bonjour ${name},` : 'Bonjour,'),
    unsubscribe: 'Ne plus recevoir ces e-mails',
    // French sets a colon off with a narrow no-break space.
    labelled: (label, value) => `${label}\u202f: ${value}`,
  },
};

type Catalogue<P> = { category: MailCategory } & Record<Language, (params: P) => MailContent>;

/** A file that an account unused for years loses (privacy/repositories/retention.ts), as the warning mail names it. */
export type UnusedAccountFile = 'cv' | 'photo' | 'logo';

const UNUSED_YEARS: number = PRIVACY_RETENTION.unusedAccountFilesKeptYears;

const unusedAccountWords = {
  en: {
    files: { cv: 'your CV', photo: 'your profile photo', logo: 'your company logo' },
    and: 'and',
    years: UNUSED_YEARS === 1 ? 'a year' : `${UNUSED_YEARS} years`,
    them: (files: readonly UnusedAccountFile[]) => (files.length === 1 ? 'it' : 'them'),
  },
  fr: {
    files: { cv: 'votre CV', photo: 'votre photo de profil', logo: 'le logo de votre entreprise' },
    and: 'et',
    years: UNUSED_YEARS === 1 ? 'un an' : `${UNUSED_YEARS} ans`,
    them: (files: readonly UnusedAccountFile[]) => (files.length > 1 ? 'les' : files[0] === 'photo' ? 'la' : 'le'),
    removed: (files: readonly UnusedAccountFile[]) =>
      files.length > 1 ? 'seront retirés' : files[0] === 'photo' ? 'sera retirée' : 'sera retiré',
  },
} as const;

/** What the account holds, as a phrase: "your CV and your profile photo". */
function unusedAccountFiles(language: Language, files: readonly UnusedAccountFile[]): string {
  const words = unusedAccountWords[language];
  const names = files.map((file) => words.files[file]);
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} ${words.and} ${names.at(-1)}` : (names[0] ?? '');
}

/** How long an account unused is erased after (privacy/repositories/retention.ts), as its warning mail says it. */
const ERASURE_YEARS: number = PRIVACY_RETENTION.autoDeletedAfterYears;
const erasureYears: Record<Language, string> = {
  en: ERASURE_YEARS === 1 ? 'a year' : `${ERASURE_YEARS} years`,
  fr: ERASURE_YEARS === 1 ? 'un an' : `${ERASURE_YEARS} ans`,
};

/**
 * The day the files (or the account) go, in the market's time zone: a weekday, day and month (the day is within a
 * month of the mail, so no year is needed).
 */
const removalDay = (language: Language, date: Date) =>
  new Intl.DateTimeFormat(language === 'fr' ? 'fr-FR' : 'en-GB', {
    timeZone: MARKET_TIME_ZONE,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
  }).format(date);

/** A code in two groups of three (042 917), read more easily; the form takes it with or without the space. */
const grouped = (code: string) => code.replace(/^(\d{3})(\d{3})$/, '$1\u202f$2');

const reportOutcomeWords = {
  en: {
    subject: {
      dismissed: 'About the job you reported',
      job_closed: 'The job you reported is closed',
      employer_suspended: 'The job you reported is withdrawn',
    },
    outcome: {
      dismissed: (job: string) =>
        `Our team looked at your report on "${job}" and found nothing against our rules. Thank you for telling us: every report is read.`,
      job_closed: (job: string) =>
        `Thank you for your report: our team has closed "${job}", and its applicants are told.`,
      employer_suspended: (job: string) =>
        `Thank you for your report: our team has suspended the employer of "${job}" and withdrawn its jobs. Their applicants are told.`,
    },
    open: 'See the jobs',
  },
  fr: {
    subject: {
      dismissed: 'À propos de l’offre que vous avez signalée',
      job_closed: 'L’offre que vous avez signalée est clôturée',
      employer_suspended: 'L’offre que vous avez signalée est retirée',
    },
    outcome: {
      dismissed: (job: string) =>
        `Notre équipe a examiné votre signalement de «\u202f${job}\u202f» et n’a rien trouvé de contraire à nos règles. Merci de nous avoir prévenus\u202f: chaque signalement est lu.`,
      job_closed: (job: string) =>
        `Merci pour votre signalement\u202f: notre équipe a clôturé «\u202f${job}\u202f», et ses candidats en sont informés.`,
      employer_suspended: (job: string) =>
        `Merci pour votre signalement\u202f: notre équipe a suspendu l’employeur de «\u202f${job}\u202f» et retiré ses offres. Leurs candidats en sont informés.`,
    },
    open: 'Voir les offres',
  },
} as const;

/** Every message the product sends, by kind: its category and its words in each language. */
export const MAIL = {
  email_confirmation: {
    category: 'account',
    en: (p) => ({
      subject: 'Confirm your e-mail address',
      paragraphs: [
        `Welcome to ${PRODUCT_NAME}! Confirm that this address is yours: it is how we reach you about your account, and how you can always get back in.`,
        `The link works for ${EMAIL_CONFIRMATION_TTL_DAYS} days. If you did not create an account, ignore this e-mail.`,
      ],
      action: { label: 'Confirm my address', url: p.url },
    }),
    fr: (p) => ({
      subject: 'Confirmez votre adresse e-mail',
      paragraphs: [
        `Bienvenue sur ${PRODUCT_NAME} ! Confirmez que cette adresse est la vôtre : c’est ainsi que nous vous écrivons au sujet de votre compte, et que vous pouvez toujours y revenir.`,
        `Le lien est valable ${EMAIL_CONFIRMATION_TTL_DAYS} jours. Si vous n’avez pas créé de compte, ignorez cet e-mail.`,
      ],
      action: { label: 'Confirmer mon adresse', url: p.url },
    }),
  } satisfies Catalogue<{ url: string }>,
  password_reset: {
    category: 'account',
    en: (p) => ({
      subject: 'Choose a new password',
      paragraphs: [
        `Someone (we hope you) asked to choose a new password for your account. The link below works once, for ${PASSWORD_RESET_TTL_MINUTES} minutes.`,
        'If you did not ask for it, ignore this e-mail: your password stays as it is.',
      ],
      action: { label: 'Choose a new password', url: p.url },
    }),
    fr: (p) => ({
      subject: 'Choisissez un nouveau mot de passe',
      paragraphs: [
        `Quelqu’un (vous, nous l’espérons) a demandé à choisir un nouveau mot de passe pour votre compte. Le lien ci-dessous fonctionne une fois, pendant ${PASSWORD_RESET_TTL_MINUTES} minutes.`,
        'Si vous ne l’avez pas demandé, ignorez cet e-mail : votre mot de passe ne change pas.',
      ],
      action: { label: 'Choisir un nouveau mot de passe', url: p.url },
    }),
  } satisfies Catalogue<{ url: string }>,
  password_changed: {
    category: 'account',
    en: () => ({
      subject: 'Your password was changed',
      paragraphs: [
        'The password of your account was just changed, and every other session was signed out.',
        'If you did not do this, choose a new password at once with "Forgot password?" on the log-in page.',
      ],
    }),
    fr: () => ({
      subject: 'Votre mot de passe a été modifié',
      paragraphs: [
        'Le mot de passe de votre compte vient d’être modifié, et toutes les autres sessions ont été fermées.',
        'Si ce n’est pas vous, choisissez tout de suite un nouveau mot de passe avec « Mot de passe oublié ? » sur la page de connexion.',
      ],
    }),
  } satisfies Catalogue<void>,
  application_status: {
    category: 'applications',
    en: (p) => applicationStatusMail('en', p),
    fr: (p) => applicationStatusMail('fr', p),
  } satisfies Catalogue<ApplicationStatusMail>,
  // The receipt of an application, to its applicant.
  application_sent: {
    category: 'applications',
    en: (p) => applicationSentMail('en', p),
    fr: (p) => applicationSentMail('fr', p),
  } satisfies Catalogue<ApplicationSentMail>,
  applicant_forwarded: {
    category: 'job_requests',
    en: (p) => ({
      subject: 'A new applicant for your request',
      paragraphs: [`Our team has forwarded ${p.applicant} to you for "${p.jobTitle}".`],
      action: { label: 'See the applicants', url: p.url },
    }),
    fr: (p) => ({
      subject: 'Un nouveau candidat pour votre demande',
      paragraphs: [`Notre équipe vous a transmis la candidature de ${p.applicant} pour « ${p.jobTitle} ».`],
      action: { label: 'Voir les candidats', url: p.url },
    }),
  } satisfies Catalogue<{ jobTitle: string; applicant: string; url: string }>,
  // The applicant's answer to an offer, to the employer; and the applicant's reminder of an offer left unanswered.
  offer_answered: {
    category: 'job_requests',
    en: (p) => offerAnsweredMail('en', p),
    fr: (p) => offerAnsweredMail('fr', p),
  } satisfies Catalogue<OfferAnsweredMail>,
  offer_reminder: {
    category: 'applications',
    en: (p) => offerReminderMail('en', p),
    fr: (p) => offerReminderMail('fr', p),
  } satisfies Catalogue<OfferReminderMail>,
  // A message of a thread, to the applicant (their applications' category) or to the employer (their requests').
  message_to_applicant: {
    category: 'applications',
    en: (p) => messageMail('en', p),
    fr: (p) => messageMail('fr', p),
  } satisfies Catalogue<MessageMail>,
  message_to_employer: {
    category: 'job_requests',
    en: (p) => messageMail('en', p),
    fr: (p) => messageMail('fr', p),
  } satisfies Catalogue<MessageMail>,
  interview_to_applicant: {
    category: 'applications',
    en: (p) => interviewMail('en', p),
    fr: (p) => interviewMail('fr', p),
  } satisfies Catalogue<InterviewMail>,
  interview_to_employer: {
    category: 'job_requests',
    en: (p) => interviewMail('en', p),
    fr: (p) => interviewMail('fr', p),
  } satisfies Catalogue<InterviewMail>,
  job_request_decision: {
    category: 'job_requests',
    en: (p) => ({
      subject: p.approved ? 'Your job request is published' : 'Your job request was not approved',
      paragraphs: p.approved
        ? [`"${p.jobTitle}" has been approved and is now open to applicants.`]
        : [`"${p.jobTitle}" was not approved.`, `The reason given: ${p.reason ?? ''}`],
      action: { label: 'Open my hiring center', url: p.url },
    }),
    fr: (p) => ({
      subject: p.approved
        ? 'Votre demande de recrutement est publiée'
        : 'Votre demande de recrutement n’a pas été approuvée',
      paragraphs: p.approved
        ? [`« ${p.jobTitle} » a été approuvée et est maintenant ouverte aux candidats.`]
        : [`« ${p.jobTitle} » n’a pas été approuvée.`, `Motif indiqué : ${p.reason ?? ''}`],
      action: { label: 'Ouvrir mon espace recrutement', url: p.url },
    }),
  } satisfies Catalogue<{ jobTitle: string; approved: boolean; reason: string | null; url: string }>,
  staff_digest: {
    category: 'staff_digest',
    en: (p) => ({
      subject:
        p.count > 0
          ? `${p.count} ${p.count === 1 ? 'request is' : 'requests are'} waiting for review`
          : `${p.held} employer ${p.held === 1 ? 'text is' : 'texts are'} waiting for your check`,
      paragraphs: [
        ...(p.count > 0
          ? [`${p.count} job ${p.count === 1 ? 'request is' : 'requests are'} waiting for review in the staff console.`]
          : []),
        ...(p.held > 0
          ? [
              `${p.held} ${p.held === 1 ? 'text' : 'texts'} of employers that may ask applicants for money ${p.held === 1 ? 'waits' : 'wait'} for your check: the applicants read nothing of them until you release them.`,
            ]
          : []),
      ],
      action: { label: 'Open the staff console', url: p.url },
    }),
    fr: (p) => ({
      subject:
        p.count > 0
          ? `${p.count} ${p.count === 1 ? 'demande attend' : 'demandes attendent'} un examen`
          : `${p.held} ${p.held === 1 ? 'texte d’employeur attend' : 'textes d’employeurs attendent'} votre vérification`,
      paragraphs: [
        ...(p.count > 0
          ? [
              `${p.count} ${p.count === 1 ? 'demande de recrutement attend' : 'demandes de recrutement attendent'} un examen dans la console du personnel.`,
            ]
          : []),
        ...(p.held > 0
          ? [
              `${p.held} ${p.held === 1 ? 'texte d’employeur qui pourrait demander' : 'textes d’employeurs qui pourraient demander'} de l’argent aux candidats ${p.held === 1 ? 'attend' : 'attendent'} votre vérification\u202f: les candidats n’en lisent rien tant que vous ne les libérez pas.`,
            ]
          : []),
      ],
      action: { label: 'Ouvrir la console du personnel', url: p.url },
    }),
  } satisfies Catalogue<{ count: number; held: number; url: string }>,
  job_alert: {
    category: 'job_alerts',
    en: (p) => ({
      subject: `New jobs for "${p.alertName}"`,
      paragraphs: [
        p.more
          ? `More than ${p.jobs.length} new jobs match your alert "${p.alertName}". Here are the ${p.jobs.length} newest:`
          : `${p.jobs.length} new ${p.jobs.length === 1 ? 'job matches' : 'jobs match'} your alert "${p.alertName}":`,
      ],
      links: p.jobs.map((job) => ({ label: `${job.title} (${job.location})`, url: job.url })),
      action: { label: 'Manage my job alerts', url: p.alertsUrl },
    }),
    fr: (p) => ({
      subject: `Nouvelles offres pour « ${p.alertName} »`,
      paragraphs: [
        p.more
          ? `Plus de ${p.jobs.length} nouvelles offres correspondent à votre alerte « ${p.alertName} ». Voici les ${p.jobs.length} plus récentes :`
          : `${p.jobs.length} ${p.jobs.length === 1 ? 'nouvelle offre correspond' : 'nouvelles offres correspondent'} à votre alerte « ${p.alertName} » :`,
      ],
      links: p.jobs.map((job) => ({ label: `${job.title} (${job.location})`, url: job.url })),
      action: { label: 'Gérer mes alertes emploi', url: p.alertsUrl },
    }),
  } satisfies Catalogue<{
    alertName: string;
    jobs: { title: string; location: string; url: string }[];
    more: boolean;
    alertsUrl: string;
  }>,
  // The retention of an unused account's files: a notice about the account, which no opt-out turns off.
  unused_account_files: {
    category: 'account',
    en: (p) => ({
      subject: `Your account has not been used for ${unusedAccountWords.en.years}`,
      paragraphs: [
        `Your ${PRODUCT_NAME} account has not been used for ${unusedAccountWords.en.years}. We keep no file longer than needed: on ${removalDay('en', p.removalDate)}, ${unusedAccountFiles('en', p.files)} will be removed from your profile.`,
        `To keep ${unusedAccountWords.en.them(p.files)}, just sign in before then. Either way, the rest of your profile stays, and you can add new files at any time.`,
      ],
      action: { label: 'Sign in', url: p.url },
    }),
    fr: (p) => ({
      subject: `Votre compte n’a pas été utilisé depuis ${unusedAccountWords.fr.years}`,
      paragraphs: [
        `Votre compte ${PRODUCT_NAME} n’a pas été utilisé depuis ${unusedAccountWords.fr.years}. Nous ne gardons aucun fichier plus longtemps que nécessaire : le ${removalDay('fr', p.removalDate)}, ${unusedAccountFiles('fr', p.files)} ${unusedAccountWords.fr.removed(p.files)} de votre profil.`,
        `Pour ${unusedAccountWords.fr.them(p.files)} garder, il suffit de vous connecter d’ici là. Le reste de votre profil est conservé dans tous les cas, et vous pouvez ajouter de nouveaux fichiers à tout moment.`,
      ],
      action: { label: 'Se connecter', url: p.url },
    }),
  } satisfies Catalogue<{ files: UnusedAccountFile[]; removalDate: Date; url: string }>,
  // The erasure of an account unused for years: a notice about the account, which no opt-out turns off.
  unused_account_erasure: {
    category: 'account',
    en: (p) => ({
      subject: `Your account will be deleted on ${removalDay('en', p.deletionDate)}`,
      paragraphs: [
        `Your ${PRODUCT_NAME} account has not been used for ${erasureYears.en}. We keep no personal data longer than needed: on ${removalDay('en', p.deletionDate)}, your account will be deleted, with your profile, your files and all your personal data.`,
        'To keep your account, just sign in before then. Otherwise, you have nothing to do. Once deleted, an account cannot be recovered.',
      ],
      action: { label: 'Sign in', url: p.url },
    }),
    fr: (p) => ({
      subject: `Votre compte sera supprimé le ${removalDay('fr', p.deletionDate)}`,
      paragraphs: [
        `Votre compte ${PRODUCT_NAME} n’a pas été utilisé depuis ${erasureYears.fr}. Nous ne gardons aucune donnée personnelle plus longtemps que nécessaire\u202f: le ${removalDay('fr', p.deletionDate)}, votre compte sera supprimé, avec votre profil, vos fichiers et toutes vos données personnelles.`,
        'Pour garder votre compte, il suffit de vous connecter d’ici là. Sinon, vous n’avez rien à faire. Une fois supprimé, un compte ne peut plus être récupéré.',
      ],
      action: { label: 'Se connecter', url: p.url },
    }),
  } satisfies Catalogue<{ deletionDate: Date; url: string }>,
  // Asked for on the settings page by a person whose account has no password, to delete it.
  deletion_code: {
    category: 'account',
    en: (p) => ({
      subject: `Your code to delete your ${PRODUCT_NAME} account: ${grouped(p.code)}`,
      paragraphs: [
        `Someone (we hope you) asked to delete your ${PRODUCT_NAME} account. To confirm, enter this code on the page where you asked: ${grouped(p.code)}. It works for ${DELETION_CODE.ttlMinutes} minutes.`,
        'If you did not ask for it, ignore this e-mail: nobody can delete your account without this code.',
      ],
    }),
    fr: (p) => ({
      subject: `Votre code pour supprimer votre compte ${PRODUCT_NAME}\u202f: ${grouped(p.code)}`,
      paragraphs: [
        `Quelqu’un (vous, nous l’espérons) a demandé à supprimer votre compte ${PRODUCT_NAME}. Pour confirmer, saisissez ce code sur la page où vous l’avez demandé\u202f: ${grouped(p.code)}. Il est valable ${DELETION_CODE.ttlMinutes} minutes.`,
        'Si vous ne l’avez pas demandé, ignorez cet e-mail\u202f: personne ne peut supprimer votre compte sans ce code.',
      ],
    }),
  } satisfies Catalogue<{ code: string }>,
  // The answer "Report this job" promises: one per report, to whoever asked for it, so no opt-out turns it off.
  report_outcome: {
    category: 'account',
    en: (p) => ({
      subject: reportOutcomeWords.en.subject[p.outcome],
      paragraphs: [reportOutcomeWords.en.outcome[p.outcome](p.jobTitle), neverPay.en],
      action: { label: reportOutcomeWords.en.open, url: p.url },
    }),
    fr: (p) => ({
      subject: reportOutcomeWords.fr.subject[p.outcome],
      paragraphs: [reportOutcomeWords.fr.outcome[p.outcome](p.jobTitle), neverPay.fr],
      action: { label: reportOutcomeWords.fr.open, url: p.url },
    }),
  } satisfies Catalogue<{ jobTitle: string; outcome: ReportOutcome; url: string }>,
  // News of jobs an applicant applied to (job-news-mail.ts): withdrawn by staff, their employer suspended, closed.
  job_withdrawn: {
    category: 'applications',
    en: (p) => jobNewsMail('job_withdrawn', 'en', p),
    fr: (p) => jobNewsMail('job_withdrawn', 'fr', p),
  } satisfies Catalogue<JobNewsMail>,
  employer_suspended: {
    category: 'applications',
    en: (p) => jobNewsMail('employer_suspended', 'en', p),
    fr: (p) => jobNewsMail('employer_suspended', 'fr', p),
  } satisfies Catalogue<JobNewsMail>,
  job_closed: {
    category: 'applications',
    en: (p) => jobNewsMail('job_closed', 'en', p),
    fr: (p) => jobNewsMail('job_closed', 'fr', p),
  } satisfies Catalogue<JobNewsMail>,
  // Staff's decision about the account itself, with their reason and how to contest it: always sent.
  account_suspended: {
    category: 'account',
    en: (p) => ({
      subject: 'Your account is suspended',
      paragraphs: [
        `Our team has suspended your ${PRODUCT_NAME} account: you can no longer sign in${p.jobsClosed > 0 ? ', and your open job requests are closed' : ''}.`,
        `The reason given: ${p.reason}`,
        `If you think this is a mistake, write to us at ${CONTACT_EMAIL} from this address and tell us why: someone from our team will look at it again.`,
      ],
    }),
    fr: (p) => ({
      subject: 'Votre compte est suspendu',
      paragraphs: [
        `Notre équipe a suspendu votre compte ${PRODUCT_NAME}\u202f: vous ne pouvez plus vous connecter${p.jobsClosed > 0 ? ', et vos demandes de recrutement ouvertes sont clôturées' : ''}.`,
        `Motif indiqué\u202f: ${p.reason}`,
        `Si vous pensez qu’il s’agit d’une erreur, écrivez-nous à ${CONTACT_EMAIL} depuis cette adresse en nous disant pourquoi\u202f: une personne de notre équipe réexaminera la décision.`,
      ],
    }),
  } satisfies Catalogue<{ reason: string; jobsClosed: number }>,
  account_unsuspended: {
    category: 'account',
    en: (p) => ({
      subject: 'Your account is no longer suspended',
      paragraphs: [
        `Our team has lifted the suspension of your ${PRODUCT_NAME} account: you can sign in again.`,
        ...(p.employer
          ? [
              'The jobs closed by the suspension stay closed: to hire again, send a new request from your hiring center.',
            ]
          : []),
      ],
      action: { label: 'Sign in', url: p.url },
    }),
    fr: (p) => ({
      subject: 'Votre compte n’est plus suspendu',
      paragraphs: [
        `Notre équipe a levé la suspension de votre compte ${PRODUCT_NAME}\u202f: vous pouvez de nouveau vous connecter.`,
        ...(p.employer
          ? [
              'Les offres clôturées par la suspension le restent\u202f: pour recruter de nouveau, envoyez une nouvelle demande depuis votre espace recrutement.',
            ]
          : []),
      ],
      action: { label: 'Se connecter', url: p.url },
    }),
  } satisfies Catalogue<{ employer: boolean; url: string }>,
} as const;

export type MailKind = keyof typeof MAIL;
export type MailParams<K extends MailKind> = Parameters<(typeof MAIL)[K]['en']>[0];
