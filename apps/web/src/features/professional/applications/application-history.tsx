import { REJECTION_REASON_WORDS, type ProfessionalApplication, type RejectionReason } from '@talent/shared';
import { formatDate } from '../../../lib/format';
import { useTranslation } from '../../../i18n/use-translation';

/** Every step of an application, oldest first: its status, when, and for a rejection its reason and the note. */
export function ApplicationHistory({ application }: { application: ProfessionalApplication }) {
  const { t, language } = useTranslation('professional');
  const words = REJECTION_REASON_WORDS[language === 'fr' ? 'fr' : 'en'];
  if (application.history.length === 0) return null;
  return (
    <details className="application-history" open={application.history.length > 1}>
      <summary>{t('applications.history')}</summary>
      <ol className="application-history__steps">
        {application.history.map((step, i) => {
          const closedReason =
            step.status === 'closed' ? (step.reason as 'job_withdrawn' | 'job_closed' | undefined) : null;
          const reason = step.status === 'rejected' ? words[step.reason as RejectionReason] : undefined;
          return (
            <li key={`${step.status}-${i}`} className="application-history__step">
              {/* One sentence a step, so that it reads whole: "Sent, on 28 Nov 2026". */}
              <span>
                {t('applications.step', {
                  status: t(closedReason ? `closedReason.${closedReason}` : `status.${step.status}`),
                  date: formatDate(step.at, language),
                })}
              </span>
              {reason && <p>{t('applications.reason', { reason: reason.toLowerCase() })}</p>}
              {step.note && <p className="application-history__note">{t('applications.note', { note: step.note })}</p>}
            </li>
          );
        })}
      </ol>
    </details>
  );
}
