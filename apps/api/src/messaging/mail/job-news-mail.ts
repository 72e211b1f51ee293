import { CONTACT_EMAIL, PRODUCT_NAME, type Language } from '@talent/shared';
import { applicationStatusWords } from './application-status-mail.js';
import type { MailContent } from './content.js';

// The mails of news about jobs an applicant applied to, naming each of their jobs: staff withdrew them (a scam
// closed), suspended their employer, or the jobs closed before any answer.

export interface JobNewsMail {
  jobTitles: readonly string[];
  url: string;
}

/** Job titles as a phrase: "A", "B" and "C" (« A », « B » et « C »). */
function titlesPhrase(language: Language, titles: readonly string[]): string {
  const quoted = titles.map((title) => (language === 'fr' ? `«\u202f${title}\u202f»` : `"${title}"`));
  const and = language === 'fr' ? 'et' : 'and';
  return quoted.length > 1 ? `${quoted.slice(0, -1).join(', ')} ${and} ${quoted.at(-1)}` : (quoted[0] ?? '');
}

/** What every applicant of a withdrawn job and every reporter of one reads: the one rule that protects them. */
export const neverPay: Record<Language, string> = {
  en: `Never pay anyone for a job: not to apply, not for training, a medical test or a uniform. ${PRODUCT_NAME} and real employers never ask for money. If someone asked you to pay, do not pay, and write to us at ${CONTACT_EMAIL}.`,
  fr: `Ne payez jamais personne pour un emploi\u202f: ni pour postuler, ni pour une formation, une visite médicale ou un uniforme. ${PRODUCT_NAME} et les vrais employeurs ne demandent jamais d’argent. Si quelqu’un vous a demandé de payer, ne payez pas et écrivez-nous à ${CONTACT_EMAIL}.`,
};

type JobNewsKind = 'job_withdrawn' | 'employer_suspended' | 'job_closed';

const WORDS: Record<JobNewsKind, Record<Language, (p: JobNewsMail) => MailContent>> = {
  job_withdrawn: {
    en: (p) => ({
      subject: p.jobTitles.length === 1 ? `"${p.jobTitles[0]}" was withdrawn` : 'Jobs you applied to were withdrawn',
      paragraphs: [
        p.jobTitles.length === 1
          ? `Our team has withdrawn ${titlesPhrase('en', p.jobTitles)}, a job you applied to. Your application is closed: this says nothing against you.`
          : `Our team has withdrawn ${titlesPhrase('en', p.jobTitles)}, jobs you applied to. Your applications are closed: this says nothing against you.`,
        neverPay.en,
      ],
      action: { label: applicationStatusWords.en.open, url: p.url },
    }),
    fr: (p) => ({
      subject:
        p.jobTitles.length === 1
          ? `L’offre «\u202f${p.jobTitles[0]}\u202f» a été retirée`
          : 'Des offres auxquelles vous avez postulé ont été retirées',
      paragraphs: [
        p.jobTitles.length === 1
          ? `Notre équipe a retiré l’offre ${titlesPhrase('fr', p.jobTitles)}, à laquelle vous avez postulé. Votre candidature est clôturée\u202f: cela ne dit rien contre vous.`
          : `Notre équipe a retiré les offres ${titlesPhrase('fr', p.jobTitles)}, auxquelles vous avez postulé. Vos candidatures sont clôturées\u202f: cela ne dit rien contre vous.`,
        neverPay.fr,
      ],
      action: { label: applicationStatusWords.fr.open, url: p.url },
    }),
  },
  employer_suspended: {
    en: (p) => ({
      subject: 'An employer you were in touch with was suspended',
      paragraphs: [
        `Our team suspended the employer of ${titlesPhrase('en', p.jobTitles)}, ${p.jobTitles.length === 1 ? 'a job' : 'jobs'} you applied to. Its interviews are cancelled, and its messages stay in your applications, marked.`,
        neverPay.en,
      ],
      action: { label: applicationStatusWords.en.open, url: p.url },
    }),
    fr: (p) => ({
      subject: 'Un employeur avec qui vous étiez en contact a été suspendu',
      paragraphs: [
        `Notre équipe a suspendu l’employeur ${p.jobTitles.length === 1 ? 'de l’offre' : 'des offres'} ${titlesPhrase('fr', p.jobTitles)}, ${p.jobTitles.length === 1 ? 'à laquelle' : 'auxquelles'} vous avez postulé. Ses entretiens sont annulés, et ses messages restent dans vos candidatures, signalés.`,
        neverPay.fr,
      ],
      action: { label: applicationStatusWords.fr.open, url: p.url },
    }),
  },
  job_closed: {
    en: (p) => ({
      subject: p.jobTitles.length === 1 ? `"${p.jobTitles[0]}" is closed` : 'Jobs you applied to are closed',
      paragraphs: [
        p.jobTitles.length === 1
          ? `${titlesPhrase('en', p.jobTitles)}, a job you applied to, is closed, and its employer did not answer your application before. It is closed too: this says nothing against you.`
          : `${titlesPhrase('en', p.jobTitles)}, jobs you applied to, are closed, and their employers did not answer your applications before. They are closed too: this says nothing against you.`,
        'Other jobs are waiting for you.',
      ],
      action: { label: applicationStatusWords.en.open, url: p.url },
    }),
    fr: (p) => ({
      subject:
        p.jobTitles.length === 1
          ? `L’offre «\u202f${p.jobTitles[0]}\u202f» est clôturée`
          : 'Des offres auxquelles vous avez postulé sont clôturées',
      paragraphs: [
        p.jobTitles.length === 1
          ? `L’offre ${titlesPhrase('fr', p.jobTitles)}, à laquelle vous avez postulé, est clôturée, sans que l’employeur ait répondu à votre candidature. Celle-ci est donc clôturée aussi\u202f: cela ne dit rien contre vous.`
          : `Les offres ${titlesPhrase('fr', p.jobTitles)}, auxquelles vous avez postulé, sont clôturées, sans que les employeurs aient répondu à vos candidatures. Celles-ci sont donc clôturées aussi\u202f: cela ne dit rien contre vous.`,
        'D’autres offres vous attendent.',
      ],
      action: { label: applicationStatusWords.fr.open, url: p.url },
    }),
  },
};

export function jobNewsMail(kind: JobNewsKind, language: Language, p: JobNewsMail): MailContent {
  return WORDS[kind][language](p);
}
