import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { APPLICATION_TRANSITIONS, marketDateTime, type Interview, type ProfessionalApplication } from '@talent/shared';
import { formatDate } from '../../../lib/format';
import { useTranslation } from '../../../i18n/use-translation';
import { useMessage } from '../../../i18n/use-message';
import { ApplicationStatusBadge, applicationStatusHelp } from '../components/application-status';
import { ApplicationHistory } from './application-history';
import { WithdrawApplication } from './withdraw-application';
import { ConversationPanel } from '../../../components/conversation/conversation-panel';
import { OfferAnswer } from '../../../components/offer/offer-answer';
import { OfferSummary } from '../../../components/offer/offer-summary';
import { useConversations } from '../../../api/queries/conversations';
import type { TranslationValues } from '../../../i18n';

/**
 * What the application's status means now, in a sentence: until the employer answers past the interview, the interview
 * of its thread as it stands (times to pick, the day it is or was on, other times asked for, cancelled); otherwise its
 * status's.
 */
function statusSentence(
  t: (key: string, values?: TranslationValues) => string,
  application: ProfessionalApplication,
  interview: Interview | null | undefined,
  language: 'en' | 'fr',
): string {
  // Past the interview stage (an offer, an answer), the status says more than the interview.
  const interviewing = application.status === 'shortlisted' || application.status === 'interview';
  if (!interviewing || !interview)
    return applicationStatusHelp(t, { status: application.status, closedReason: application.closed_reason });
  if (interview.status === 'declined' && interview.applicant_slots.length > 0) return t('interviewHelp.offered');
  if (interview.status !== 'scheduled') return t(`interviewHelp.${interview.status}`);
  const slot = interview.chosen_slot ?? interview.slots[0] ?? interview.created_at;
  const passed = Date.parse(slot) <= Date.now();
  return t(passed ? 'interviewHelp.passed' : 'interviewHelp.scheduled', { time: marketDateTime(slot, language) });
}

/** One application: the job (its title opens its ad), when it was sent, its status with what that means, and the company once revealed. */
export function ApplicationCard({
  application,
  focusTitle = false,
}: {
  application: ProfessionalApplication;
  focusTitle?: boolean;
}) {
  const { t, language } = useTranslation('professional');
  const message = useMessage();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const titleId = `application-${application.id}-title`;
  const company = application.company;
  const forwarded = application.history.some((step) => step.status === 'shortlisted');
  const interview = useConversations({ enabled: forwarded }).data?.find(
    (c) => c.application_id === application.id,
  )?.interview;
  useEffect(() => {
    if (focusTitle) titleRef.current?.focus();
  }, [focusTitle]);

  return (
    <article className="application-card card" aria-labelledby={titleId}>
      <div className="application-card__head">
        <h2 id={titleId} ref={titleRef} tabIndex={-1}>
          <Link to={`/jobs/${application.job_id}`}>{application.job_title}</Link>
        </h2>
        <ApplicationStatusBadge status={application.status} closedReason={application.closed_reason} />
      </div>
      {application.employer_suspended ? (
        <p className="application-card__help application-card__warning" role="alert">
          {message('employerSuspendedWarning')}
        </p>
      ) : (
        <p className="application-card__help">{statusSentence(t, application, interview, language)}</p>
      )}
      <dl className="job-facts">
        <div className="job-facts__item">
          <dt>{t('applications.location')}</dt>
          <dd>{application.job_location}</dd>
        </div>
        <div className="job-facts__item">
          <dt>{t('applications.appliedOn')}</dt>
          <dd>{formatDate(application.created_at, language)}</dd>
        </div>
        <div className="job-facts__item">
          <dt>{t('applications.deadline')}</dt>
          <dd>{formatDate(application.application_deadline, language)}</dd>
        </div>
      </dl>
      {company?.company_name ? (
        <div className="application-card__company">
          <h3>{t('applications.company')}</h3>
          <p>
            <strong>{company.company_name}</strong>
            {company.office_location && <> · {company.office_location}</>}
          </p>
          {company.company_website && (
            <p>
              <a href={company.company_website} target="_blank" rel="noopener noreferrer">
                {company.company_website}
              </a>
            </p>
          )}
        </div>
      ) : (
        // The company is revealed at the shortlisting: said only while the application can still get there.
        APPLICATION_TRANSITIONS[application.status].includes('shortlisted') && (
          <p className="job-card__confidential">{t('applications.confidential')}</p>
        )
      )}
      {application.offer && (
        <OfferSummary
          offer={application.offer}
          side="applicant"
          withdrawn={application.status === 'rejected' && application.offer.answer === null}
        />
      )}
      <OfferAnswer application={application} />
      <ApplicationHistory application={application} />
      {forwarded && (
        <ConversationPanel
          applicationId={application.id}
          side="applicant"
          otherName={company?.company_name ?? t('applications.theEmployer')}
          applicationStatus={application.status}
        />
      )}
      {/* An offer is answered by accepting or declining it, not by withdrawing. */}
      {application.status !== 'offer' && <WithdrawApplication application={application} />}
    </article>
  );
}
