import { useEffect, useRef } from 'react';
import type { JobForProfessional } from '@talent/shared';
import { formatDate } from '../../../lib/format';
import { useTranslation } from '../../../i18n/use-translation';
import { useOffline } from '../../../session/use-offline';
import { SAVED_ON_ID } from '../saved/saved-on';
import { ApplicationStatusBadge } from '../components/application-status';
import { JobFacts } from './job-facts';
import { MatchBadge, MatchExplanation } from './match-badge';

/**
 * One job as a professional sees it. The company is named only once the API reveals it (after shortlisting);
 * until then the card says the employer stays confidential.
 */
export function JobCard({
  job,
  onApply,
  focusTitle = false,
  focusStatus = false,
}: {
  job: JobForProfessional;
  onApply: (job: JobForProfessional) => void;
  /** Moves the focus to the title when the card appears (the first card of a page loaded on demand). */
  focusTitle?: boolean;
  /** Moves the focus to the "Applied" line once the card shows it (right after applying). */
  focusStatus?: boolean;
}) {
  const { t, language } = useTranslation('professional');
  const titleRef = useRef<HTMLHeadingElement>(null);
  const statusRef = useRef<HTMLParagraphElement>(null);
  const titleId = `job-${job.id}-title`;
  const companyName = job.company?.company_name;
  // Offline the card is the one saved on the device: nothing is sent from it, and the saved line says why.
  const offline = useOffline();

  useEffect(() => {
    if (focusTitle) titleRef.current?.focus();
  }, [focusTitle]);
  useEffect(() => {
    if (focusStatus && job.has_applied) statusRef.current?.focus();
  }, [focusStatus, job.has_applied]);

  return (
    <article className="job-card card" aria-labelledby={titleId}>
      <div className="job-card__head">
        <div className="job-card__heading">
          <h3 id={titleId} ref={titleRef} tabIndex={-1}>
            {job.job_title}
          </h3>
          {companyName ? (
            <p className="job-card__company">
              {t('jobs.card.company')}: <strong>{companyName}</strong>
            </p>
          ) : (
            <p className="job-card__confidential">{t('jobs.card.confidential')}</p>
          )}
        </div>
        <MatchBadge percentage={job.skill_match_percentage} />
      </div>
      <JobFacts job={job} />
      <section className="job-card__skills" aria-labelledby={`${titleId}-skills`}>
        <h4 id={`${titleId}-skills`}>{t('jobs.card.requiredSkills')}</h4>
        <MatchExplanation matched={job.matched_skills ?? []} missing={job.missing_skills ?? []} />
      </section>
      <details className="job-card__details">
        <summary>{t('jobs.card.details')}</summary>
        <dl className="job-card__more">
          <dt>{t('jobs.card.description')}</dt>
          <dd>{job.job_description}</dd>
          {job.advantages && (
            <>
              <dt>{t('jobs.card.advantages')}</dt>
              <dd>{job.advantages}</dd>
            </>
          )}
          {job.start_date && (
            <>
              <dt>{t('jobs.card.startDate')}</dt>
              <dd>{formatDate(job.start_date, language)}</dd>
            </>
          )}
          {job.observation && (
            <>
              <dt>{t('jobs.card.notes')}</dt>
              <dd>{job.observation}</dd>
            </>
          )}
        </dl>
        {job.job_spec_document_file && (
          <p>
            <a href={job.job_spec_document_file.url} target="_blank" rel="noopener noreferrer">
              {t('jobs.card.specDocument')}
            </a>
          </p>
        )}
      </details>
      <div className="job-card__actions">
        {job.has_applied ? (
          <p className="job-card__applied" ref={statusRef} tabIndex={-1}>
            <span aria-hidden="true">✓ </span>
            {t('jobs.card.applied')}
            {job.application_status && (
              <>
                {' · '}
                <ApplicationStatusBadge status={job.application_status} />
              </>
            )}
          </p>
        ) : (
          <button
            type="button"
            className="btn btn--primary"
            aria-label={t('jobs.card.applyFor', { title: job.job_title })}
            aria-describedby={offline ? SAVED_ON_ID : undefined}
            disabled={offline}
            onClick={() => onApply(job)}
          >
            {t('jobs.card.apply')}
          </button>
        )}
      </div>
    </article>
  );
}
