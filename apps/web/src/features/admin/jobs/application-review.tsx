import { APPLICATION_TRANSITIONS, type AdminApplication, type ApplicationStatus } from '@talent/shared';
import { ContactList } from '../../../components/ui/contact-list';
import { SkillMatch } from '../../../components/ui/skill-match';
import { StatusBadge } from '../../../components/ui/status-badge';
import { useTranslation } from '../../../i18n/use-translation';
import { formatDate } from '../../../lib/format';
import { PersonPhoto } from '../../../components/ui/person-photo';

/** One applicant as staff weigh them: profile, skill match with its explanation, and the next possible statuses. */
export function ApplicationReview({
  application: a,
  busy,
  onChange,
}: {
  application: AdminApplication;
  busy: boolean;
  onChange: (to: ApplicationStatus) => void;
}) {
  const { t, language } = useTranslation('admin');
  // An applicant who deleted their account left only the application: no name, profile, contact or CV to show.
  const gone = a.applicant_deleted;
  const name = gone ? t('applications.deleted') : `${a.first_name} ${a.last_name}`.trim();
  // Nobody is left to forward, hire or tell: a deleted applicant's application takes no decision.
  const next = gone ? [] : (APPLICATION_TRANSITIONS[a.status] ?? []);
  return (
    <article className="card applicant-review" aria-labelledby={`application-${a.id}-name`}>
      <div className="applicant-review__head">
        <PersonPhoto
          photo={a.profile_photo}
          person={a}
          size={56}
          className="applicant-review__photo"
          alt={t('applications.photoAlt', { name })}
          deleted={gone}
        />
        <div>
          <h4 id={`application-${a.id}-name`} className="applicant-review__name">
            {name}
          </h4>
          {gone ? (
            <p className="applicant-review__meta">{t('applications.deletedAbout')}</p>
          ) : (
            <p className="applicant-review__meta">
              {a.current_job_title ?? t('applications.noTitle')}
              {a.years_of_experience !== null && (
                <> · {t('applications.experience', { count: a.years_of_experience })}</>
              )}
            </p>
          )}
          <p className="applicant-review__meta">
            {t('applications.applied', { date: formatDate(a.applied_at, language) })}
          </p>
        </div>
        <StatusBadge kind="application" status={a.status} closedReason={a.closed_reason} />
      </div>
      {!gone && (
        <>
          <SkillMatch
            percentage={a.skill_match_percentage}
            matched={a.matched_skills}
            related={a.related_skills}
            missing={a.missing_skills}
          />
          <ContactList
            className="facts"
            email={a.email}
            phone={a.phone_number}
            labels={{ email: t('applications.email'), phone: t('applications.phone') }}
          />
        </>
      )}
      {a.cover_letter && (
        <details className="applicant-review__letter">
          <summary>{t('applications.coverLetter')}</summary>
          <p>{a.cover_letter}</p>
        </details>
      )}
      <div className="admin-job__actions">
        {gone ? null : a.cv ? (
          <a className="btn btn--secondary" href={a.cv} target="_blank" rel="noreferrer">
            {t('applications.viewCv', { name })}
          </a>
        ) : (
          <span className="applicant-review__meta">{t('applications.noCv')}</span>
        )}
        {next.map((to) => (
          <button
            key={to}
            type="button"
            className={`btn ${to === 'rejected' ? 'btn--danger' : 'btn--primary'}`}
            onClick={() => onChange(to)}
            aria-describedby={`application-${a.id}-name`}
            disabled={busy}
          >
            {t(`applications.actions.${to}`)}
          </button>
        ))}
        {next.length === 0 && (
          <span className="applicant-review__meta">
            {t(gone ? 'applications.deletedNoDecision' : 'applications.final')}
          </span>
        )}
      </div>
    </article>
  );
}
