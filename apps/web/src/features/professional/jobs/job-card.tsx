import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { JobForProfessional } from '@talent/shared';
import { formatDate } from '../../../lib/format';
import { useTranslation } from '../../../i18n/use-translation';
import { useOffline } from '../../../session/use-offline';
import { SAVED_ON_ID } from '../saved/saved-on';
import { ApplicationStatusBadge } from '../components/application-status';
import { JobFacts, JobSummary } from './job-facts';
import { MatchBadge, MatchExplanation } from './match-badge';
import { VerifiedBadge } from './verified-badge';
import { SaveJobButton, SaveJobRefused, useJobSave } from './save-job-button';
import { recordJobView } from '../../../api/jobs';

/** A job's details opened from a list: a view for its employer's figures. Nothing to tell the reader if it fails. */
const countView = (jobId: number) => void recordJobView(jobId).catch(() => {});

/** What the card says beyond its summary: every fact, why it matches, the description and the employer's notes. */
function JobDetails({ job, titleId, headingLevel }: { job: JobForProfessional; titleId: string; headingLevel: 2 | 4 }) {
  const { t, language } = useTranslation('professional');
  const Heading = headingLevel === 2 ? 'h2' : 'h4';
  return (
    <>
      {/* A list's card says it here, not on each summary: until a shortlisting, every employer is confidential. */}
      {headingLevel === 4 && !job.company?.company_name && (
        <p className="job-card__confidential">{t('jobs.card.confidential')}</p>
      )}
      <JobFacts job={job} />
      <section className="job-card__skills" aria-labelledby={`${titleId}-skills`}>
        <Heading id={`${titleId}-skills`}>{t('jobs.card.requiredSkills')}</Heading>
        <MatchExplanation
          matched={job.matched_skills ?? []}
          related={job.related_skills ?? []}
          missing={job.missing_skills ?? []}
        />
      </section>
      <section className="job-card__more" aria-labelledby={`${titleId}-description`}>
        <Heading id={`${titleId}-description`}>{t('jobs.card.description')}</Heading>
        <p>{job.job_description}</p>
        {job.advantages && (
          <>
            <Heading>{t('jobs.card.advantages')}</Heading>
            <p>{job.advantages}</p>
          </>
        )}
        {job.start_date && (
          <>
            <Heading>{t('jobs.card.startDate')}</Heading>
            <p>{formatDate(job.start_date, language)}</p>
          </>
        )}
        {job.observation && (
          <>
            <Heading>{t('jobs.card.notes')}</Heading>
            <p>{job.observation}</p>
          </>
        )}
        {job.job_spec_document_file && (
          <p>
            <a href={job.job_spec_document_file.url} target="_blank" rel="noopener noreferrer">
              {t('jobs.card.specDocument')}
            </a>
          </p>
        )}
      </section>
    </>
  );
}

/**
 * A card's closed "Details": what it holds is drawn when it is first opened, not with the list (twenty cards'
 * skills and descriptions are most of a list's elements, and of the work of drawing it on a phone). Opening it is
 * reading the job, as its page is: `onFirstOpen` runs then, once.
 */
function SummaryDetails({
  summary,
  onFirstOpen,
  children,
}: {
  summary: string;
  onFirstOpen: () => void;
  children: ReactNode;
}) {
  const [opened, setOpened] = useState(false);
  const open = () => {
    if (opened) return;
    setOpened(true);
    onFirstOpen();
  };
  return (
    <details className="job-card__details" onToggle={(event) => event.currentTarget.open && open()}>
      <summary>{summary}</summary>
      {opened && children}
    </details>
  );
}

/**
 * One job as a professional sees it. In a list, a summary (title linking to the job's page, the match, where, what
 * it pays, the contract) small enough that a phone's first screen shows two, with the rest one tap away; on the
 * job's own page, everything. The company is named only once the API reveals it (after shortlisting); until then
 * the details say the employer stays confidential.
 */
export function JobCard({
  job,
  onApply,
  variant = 'summary',
  focusTitle = false,
  focusStatus = false,
  notice,
  deadline = false,
}: {
  job: JobForProfessional;
  onApply: (job: JobForProfessional) => void;
  /** summary: a card of a list; full: the job's own page, whose heading the title is. */
  variant?: 'summary' | 'full';
  /** Moves the focus to the title when the card appears (the first card of a page loaded on demand). */
  focusTitle?: boolean;
  /** Moves the focus to the "Applied" line once the card shows it (right after applying). */
  focusStatus?: boolean;
  /** On the job's page, what is said just before the apply button (the words on scams, the report button). */
  notice?: ReactNode;
  /** In a list, says the deadline under the summary (the saved jobs, kept to apply later). */
  deadline?: boolean;
}) {
  const { t, language } = useTranslation('professional');
  const titleRef = useRef<HTMLHeadingElement>(null);
  const statusRef = useRef<HTMLParagraphElement>(null);
  const titleId = `job-${job.id}-title`;
  const companyName = job.company?.company_name;
  // Offline the card is the one saved on the device: nothing is sent from it, and the saved line says why.
  const offline = useOffline();
  const full = variant === 'full';
  const Title = full ? 'h1' : 'h3';
  // The star sits beside the match, not among the actions: the apply button stays the card's action, and the card no
  // taller. A closed job cannot be saved (its applicants still read it); one saved before can be unsaved.
  const canSave = job.saved || job.status !== 'closed';
  const save = useJobSave(job);

  const actions = (
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
  );

  useEffect(() => {
    if (focusTitle) titleRef.current?.focus();
  }, [focusTitle]);
  useEffect(() => {
    if (focusStatus && job.has_applied) statusRef.current?.focus();
  }, [focusStatus, job.has_applied]);

  return (
    <article className={full ? 'job-card job-card--full card' : 'job-card card'} aria-labelledby={titleId}>
      <div className="job-card__head">
        <div className="job-card__heading">
          <Title id={titleId} ref={titleRef} tabIndex={-1}>
            {full ? job.job_title : <Link to={`/jobs/${job.id}`}>{job.job_title}</Link>}
          </Title>
          {companyName ? (
            <p className="job-card__company">
              {t('jobs.card.company')}: <strong>{companyName}</strong>
            </p>
          ) : (
            full && <p className="job-card__confidential">{t('jobs.card.confidential')}</p>
          )}
          {job.employer_verified && (
            <p className="job-card__verified">
              <VerifiedBadge verified={job.employer_verified} />
              {full && <span className="job-card__verified-help">{t('jobs.card.verifiedHelp')}</span>}
            </p>
          )}
        </div>
        {(job.skill_match_percentage || canSave) && (
          <div className="job-card__marks">
            <MatchBadge percentage={job.skill_match_percentage} />
            {canSave && <SaveJobButton job={job} onToggle={save.toggle} />}
          </div>
        )}
      </div>
      <SaveJobRefused failed={save.failed} />
      {full ? (
        <>
          <JobDetails job={job} titleId={titleId} headingLevel={2} />
          {notice}
          {actions}
        </>
      ) : (
        <>
          <JobSummary job={job} />
          {deadline && (
            <p className="job-card__deadline">
              {t('jobs.card.deadline')} {formatDate(job.application_deadline, language)}
            </p>
          )}
          {/* Closed, the disclosure and the apply button share a line; open, the details come first. */}
          <div className="job-card__foot">
            <SummaryDetails summary={t('jobs.card.details')} onFirstOpen={() => countView(job.id)}>
              <JobDetails job={job} titleId={titleId} headingLevel={4} />
            </SummaryDetails>
            {actions}
          </div>
        </>
      )}
    </article>
  );
}
