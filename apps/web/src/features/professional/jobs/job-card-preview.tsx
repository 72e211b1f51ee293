import {
  CONTRACT_TYPES,
  EXPERIENCE_LEVELS,
  SKILL_MATCH_THRESHOLDS,
  skillMatchColour,
  WORK_MODELS,
  type JobForProfessional,
} from '@talent/shared';
import { field, ROW, rowBand, rowFill, rowIf, rowText, rowUnless } from '../../../components/ui/first-rows';
import { useTranslation } from '../../../i18n/use-translation';
import { USD_FORMAT } from '../../../lib/format';
import { labelsOf } from './job-facts';
import { APPLY_PARAM } from './apply-param';

// A job card's first lines as a shell draws them from its first answer, before the app's code has arrived
// (components/ui/first-rows.tsx): the same elements and classes as JobCard's, so that the card the app draws
// afterwards takes their place where they are.

const job = field<JobForProfessional>;
const COMPANY = 'company.company_name';
/** MatchColourBadge's classes, band by band. */
const MATCH_BANDS = [SKILL_MATCH_THRESHOLDS.green, SKILL_MATCH_THRESHOLDS.amber, SKILL_MATCH_THRESHOLDS.orange, 0].map(
  (least) => [least, `match--${skillMatchColour(least)}`] as const,
);

function MatchPreview() {
  const { t } = useTranslation('professional');
  return (
    <span
      className="badge match-badge"
      {...rowIf('skill_match_percentage')}
      {...rowBand('skill_match_percentage', MATCH_BANDS)}
      {...rowText(t('jobs.match.badge', { percent: job('skill_match_percentage') }))}
    />
  );
}

function CompanyPreview() {
  const { t } = useTranslation('professional');
  return (
    <p className="job-card__company" {...rowIf(COMPANY)}>
      {t('jobs.card.company')}: <strong {...rowText(`{${COMPANY}}`)} />
    </p>
  );
}

/** A card of a list: its title (a link to the job's page), the company once revealed, the match and the summary. */
export function JobCardPreview() {
  const { t } = useTranslation('professional');
  return (
    <ul className="job-list">
      <li {...ROW}>
        <article className="job-card card">
          <div className="job-card__head">
            <div className="job-card__heading">
              <h3>
                <a {...rowFill('href', `/jobs/${job('id')}`)} {...rowText(job('job_title'))} />
              </h3>
              <CompanyPreview />
            </div>
            <div className="job-card__marks">
              <MatchPreview />
            </div>
          </div>
          <ul className="job-summary">
            <li {...rowText(job('job_location'))} />
            <li {...rowText(job('salary'), { number: USD_FORMAT, empty: t('jobs.card.salaryNotSpecified') })} />
            <li {...rowText(job('type_of_contract'), { labels: labelsOf(t, 'contract', CONTRACT_TYPES) })} />
            <li {...rowText(job('work_model'), { labels: labelsOf(t, 'workModel', WORK_MODELS) })} />
          </ul>
          {/* The card's last line, which works before the app: the details open on the job's words, and Apply leads
              to the job's page, which opens its application once the app is there. */}
          <div className="job-card__foot">
            <details className="job-card__details">
              <summary>{t('jobs.card.details')}</summary>
              <p {...rowText(job('job_description'))} />
            </details>
            <div className="job-card__actions">
              <p className="job-card__applied" {...rowIf('has_applied')}>
                <span aria-hidden="true">✓ </span>
                {t('jobs.card.applied')}
              </p>
              <a
                className="btn btn--primary"
                {...rowUnless('has_applied')}
                {...rowFill('href', `/jobs/${job('id')}?${APPLY_PARAM}=1`)}
              >
                {t('jobs.card.apply')}
              </a>
            </div>
          </div>
        </article>
      </li>
    </ul>
  );
}

/**
 * A job's own page: its links (which work before the app has come), then its title, the company or that it stays
 * confidential, the match, its facts but the deadline (the rows they take), and its description.
 */
export function JobPagePreview() {
  const { t } = useTranslation('professional');
  return (
    // Laid out as the page is (JobPage's own classes).
    <div className="jobs-page job-page" {...ROW}>
      <div className="jobs-page__head">
        <a href="/recommended-jobs" className="btn btn--secondary">
          {t('job.backToJobs')}
        </a>
        <a href="/job-alerts" className="btn btn--ghost">
          {t('alerts.manage')}
        </a>
      </div>
      <article className="job-card job-card--full card">
        <div className="job-card__head">
          <div className="job-card__heading">
            <h1 {...rowText(job('job_title'))} />
            <CompanyPreview />
            <p className="job-card__confidential" {...rowUnless(COMPANY)}>
              {t('jobs.card.confidential')}
            </p>
          </div>
          <div className="job-card__marks">
            <MatchPreview />
          </div>
        </div>
        <dl className="job-facts">
          <div className="job-facts__item">
            <dt>{t('jobs.card.location')}</dt>
            <dd {...rowText(job('job_location'))} />
          </div>
          <div className="job-facts__item">
            <dt>{t('jobs.card.workModel')}</dt>
            <dd {...rowText(job('work_model'), { labels: labelsOf(t, 'workModel', WORK_MODELS) })} />
          </div>
          <div className="job-facts__item">
            <dt>{t('jobs.card.contract')}</dt>
            <dd {...rowText(job('type_of_contract'), { labels: labelsOf(t, 'contract', CONTRACT_TYPES) })} />
          </div>
          <div className="job-facts__item">
            <dt>{t('jobs.card.experience')}</dt>
            <dd {...rowText(job('experience_level'), { labels: labelsOf(t, 'experience', EXPERIENCE_LEVELS) })} />
          </div>
          <div className="job-facts__item">
            <dt>{t('jobs.card.salary')}</dt>
            <dd {...rowText(job('salary'), { number: USD_FORMAT, empty: t('jobs.card.notSpecified') })} />
          </div>
        </dl>
        <section className="job-card__more">
          <h2>{t('jobs.card.description')}</h2>
          <p {...rowText(job('job_description'))} />
        </section>
      </article>
    </div>
  );
}
