import { ContactList } from '../../../components/ui/contact-list';
import { SkillMatch } from '../../../components/ui/skill-match';
import { StatusBadge } from '../../../components/ui/status-badge';
import { useTranslation } from '../../../i18n/use-translation';
import type { EmployerApplicant } from '@talent/shared';
import { formatDate } from '../../../lib/format';
import { PersonPhoto } from '../../../components/ui/person-photo';
import { ApplicantStage } from './applicant-stage';
import { OfferSummary } from '../../../components/offer/offer-summary';
import { useQueryClient } from '@tanstack/react-query';
import { ConversationPanel } from '../../../components/conversation/conversation-panel';
import { applicantsKey } from '../../../api/queries/employer-applicants';
import { EMPLOYER_JOBS_KEY } from '../../../api/queries/employer-jobs';

/** The applicant's conversation and interview, on their card. */
function ApplicantConversation({ applicant: a, name }: { applicant: EmployerApplicant; name: string }) {
  const queryClient = useQueryClient();
  return (
    <ConversationPanel
      applicationId={a.id}
      side="employer"
      otherName={name}
      jobId={a.job_id}
      applicationStatus={a.status}
      canPropose={a.status === 'shortlisted' || a.status === 'interview'}
      onChanged={() => {
        void queryClient.invalidateQueries({ queryKey: applicantsKey(a.job_id) });
        void queryClient.invalidateQueries({ queryKey: EMPLOYER_JOBS_KEY });
      }}
    />
  );
}

/**
 * An applicant who deleted their account: said in words, with what stays of the application (its status and when it
 * was made). Their name, title, skills, contact and CV went with the account; blank fields would read as an
 * applicant who gave nothing.
 */
function DeletedApplicantCard({ applicant: a }: { applicant: EmployerApplicant }) {
  const { t, language } = useTranslation('employer');
  return (
    <article className="applicant applicant--deleted">
      <span className="applicant__photo applicant__photo--deleted" aria-hidden="true" />
      <div className="applicant__body">
        <h4 className="applicant__name">{t('applicants.deleted')}</h4>
        <StatusBadge kind="application" status={a.status} closedReason={a.closed_reason} />
        <p className="applicant__title">{t('applicants.appliedOn', { date: formatDate(a.applied_at, language) })}</p>
        <p className="applicant__gone">{t('applicants.deletedAbout')}</p>
        <ApplicantConversation applicant={a} name={t('applicants.deleted')} />
      </div>
    </article>
  );
}

/** One forwarded applicant: photo, name, title, experience, how their skills match, contact and CV. */
export function ApplicantCard({ applicant }: { applicant: EmployerApplicant }) {
  return applicant.applicant_deleted ? (
    <DeletedApplicantCard applicant={applicant} />
  ) : (
    <PresentApplicantCard applicant={applicant} />
  );
}

function PresentApplicantCard({ applicant: a }: { applicant: EmployerApplicant }) {
  const { t } = useTranslation('employer');
  const name = `${a.first_name} ${a.last_name}`.trim();
  return (
    <article className="applicant">
      <PersonPhoto
        photo={a.profile_photo}
        person={a}
        size={64}
        className="applicant__photo"
        alt={t('applicants.photoAlt', { name })}
      />
      <div className="applicant__body">
        <h4 className="applicant__name">{name}</h4>
        <p className="applicant__title">
          {a.current_job_title ?? t('applicants.noTitle')}
          {a.years_of_experience !== null && <> · {t('applicants.experience', { count: a.years_of_experience })}</>}
        </p>
        <StatusBadge kind="application" status={a.status} closedReason={a.closed_reason} />
        {a.offer && (
          <OfferSummary
            offer={a.offer}
            side="employer"
            withdrawn={a.status === 'rejected' && a.offer.answer === null}
          />
        )}
        <ApplicantStage applicant={a} name={name} />
        <ApplicantConversation applicant={a} name={name} />
        <SkillMatch
          percentage={a.skill_match_percentage}
          matched={a.matched_skills}
          related={a.related_skills}
          missing={a.missing_skills}
        />
        <ContactList
          className="applicant__contact"
          email={a.email}
          phone={a.phone_number}
          labels={{ email: t('applicants.email'), phone: t('applicants.phone') }}
        />
        {a.cover_letter && (
          <details className="applicant__letter">
            <summary>{t('applicants.coverLetter')}</summary>
            <p>{a.cover_letter}</p>
          </details>
        )}
        {a.cv ? (
          <a className="btn btn--secondary" href={a.cv} target="_blank" rel="noreferrer">
            {t('applicants.viewCv', { name })}
          </a>
        ) : (
          <p className="applicant__no-cv">{t('applicants.noCv')}</p>
        )}
      </div>
    </article>
  );
}
