import type { ReactNode } from 'react';
import {
  CONTRACT_TYPES,
  EXPERIENCE_LEVELS,
  JOB_PERKS,
  SECTORS,
  SHELL_APPLY,
  SKILL_MATCH_THRESHOLDS,
  skillMatchColour,
  WORK_MODELS,
  type JobForProfessional,
} from '@talent/shared';
import {
  field,
  ROW,
  rowBand,
  rowEach,
  rowFill,
  rowIf,
  rowSum,
  rowText,
  rowUnless,
} from '../../../components/ui/first-rows';
import { useTranslation } from '../../../i18n/use-translation';
import { shortDateFormat, USD_FORMAT } from '../../../lib/format';
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
          {/* The card's last line, which works before the app: the details open on the job's words, and Apply opens
              the shell's own application (ShellApplyDialog), or, where it cannot be sent from here, leads to the job's
              page, which opens its application once the app is there. */}
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
                {...rowFill(SHELL_APPLY.job, job('id'))}
                {...rowFill(SHELL_APPLY.title, job('job_title'))}
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

/** The job's verified employer, as VerifiedBadge and its help say it on the job's page. */
function VerifiedPreview() {
  const { t } = useTranslation('professional');
  return (
    <p className="job-card__verified" {...rowIf('employer_verified')}>
      <span className="badge verified-badge">
        <span aria-hidden="true">✓ </span>
        {t('jobs.card.verified')}
      </span>
      <span className="job-card__verified-help">{t('jobs.card.verifiedHelp')}</span>
    </p>
  );
}

/** JobFacts: every fact, the sector when the job has one, then its perks. */
function FactsPreview() {
  const { t, language } = useTranslation('professional');
  const fact = (term: string, value: ReturnType<typeof rowText>, shown?: ReturnType<typeof rowIf>) => (
    <div className="job-facts__item" {...shown}>
      <dt>{term}</dt>
      <dd {...value} />
    </div>
  );
  return (
    <>
      <dl className="job-facts">
        {fact(t('jobs.card.location'), rowText(job('job_location')))}
        {fact(t('jobs.card.workModel'), rowText(job('work_model'), { labels: labelsOf(t, 'workModel', WORK_MODELS) }))}
        {fact(
          t('jobs.card.contract'),
          rowText(job('type_of_contract'), { labels: labelsOf(t, 'contract', CONTRACT_TYPES) }),
        )}
        {fact(
          t('jobs.card.experience'),
          rowText(job('experience_level'), { labels: labelsOf(t, 'experience', EXPERIENCE_LEVELS) }),
        )}
        {fact(
          t('jobs.card.salary'),
          rowText(job('salary'), { number: USD_FORMAT, empty: t('jobs.card.notSpecified') }),
        )}
        {fact(t('jobs.card.deadline'), rowText(job('application_deadline'), { date: shortDateFormat(language) }))}
        {fact(
          t('jobs.card.sector'),
          rowText(job('sector'), { labels: labelsOf(t, 'sectors', SECTORS) }),
          rowIf('sector'),
        )}
      </dl>
      <ul className="job-perks" aria-label={t('jobs.card.perks')} {...rowIf(rowSum(...JOB_PERKS))}>
        {JOB_PERKS.map((perk) => (
          <li key={perk} className="badge job-perks__perk" {...rowIf(perk)}>
            {t(`common:job.perks.${perk}`)}
          </li>
        ))}
      </ul>
    </>
  );
}

/** MatchExplanation: how many of the required skills the reader has, and which, close or missing. */
function SkillsPreview() {
  const { t } = useTranslation('professional');
  const matched = 'matched_skills.length';
  const count = rowSum(matched, 'related_skills.length', 'missing_skills.length');
  const summary = (form: 'one' | 'other') =>
    t(`jobs.match.summary_${form}`, { matched: `{${matched}}`, count: `{${count}}` });
  const group = (list: string, label: string, skill: ReactNode) => (
    <div className="match-explanation__group" {...rowIf(`${list}.length`)}>
      <span id={`shell-${list}`} className="match-explanation__label">
        {label}
      </span>
      <ul className="skill-list" aria-labelledby={`shell-${list}`} {...rowEach(list)}>
        {skill}
      </ul>
    </div>
  );
  return (
    <section className="job-card__skills" aria-labelledby="shell-skills">
      <h2 id="shell-skills">{t('jobs.card.requiredSkills')}</h2>
      <div className="match-explanation" {...rowIf(count)}>
        <p {...rowText(summary('other'), { plural: { by: count, forms: { one: summary('one') } } })} />
        {group(
          'matched_skills',
          t('jobs.match.have'),
          <li className="skill skill--matched" {...rowText('{.}')}>
            <span aria-hidden="true">✓ </span>
          </li>,
        )}
        {group(
          'related_skills',
          t('jobs.match.related'),
          <li
            className="skill skill--related"
            {...rowText(t('jobs.match.relatedSkill', { skill: '{skill}', through: '{through}' }))}
          >
            <span aria-hidden="true">≈ </span>
          </li>,
        )}
        {group('missing_skills', t('jobs.match.missing'), <li className="skill" {...rowText('{.}')} />)}
      </div>
      <p className="match-explanation" {...rowUnless(count)}>
        {t('jobs.match.noRequired')}
      </p>
    </section>
  );
}

/**
 * A job's own page: its links (which work before the app has come), then its title, the company or that it stays
 * confidential, the match, its facts, the match's explanation and its description: all that a phone's first screens
 * show above what the app alone draws (the words on scams and the apply button, after the description).
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
            <VerifiedPreview />
          </div>
          <div className="job-card__marks">
            <MatchPreview />
          </div>
        </div>
        <FactsPreview />
        <SkillsPreview />
        <section className="job-card__more">
          <h2>{t('jobs.card.description')}</h2>
          <p {...rowText(job('job_description'))} />
        </section>
      </article>
    </div>
  );
}
