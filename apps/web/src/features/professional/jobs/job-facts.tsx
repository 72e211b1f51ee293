import { JOB_PERKS, type JobForProfessional } from '@talent/shared';
import { formatDate, formatUsd } from '../../../lib/format';
import { useTranslation } from '../../../i18n/use-translation';

/**
 * A known value (work model, contract...) in the words the employer chose it by, or the value as the API gave it.
 */
function labelOf(t: (key: string) => string, group: string, value: string): string {
  const key = `common:job.${group}.${value}`;
  const text = t(key);
  return text === key ? value : text;
}

/** Every known value of a group in its words, for the shell's first rows (components/ui/first-rows.tsx). */
export function labelsOf(t: (key: string) => string, group: string, values: readonly string[]): Record<string, string> {
  return Object.fromEntries(values.map((value) => [value, labelOf(t, group, value)]));
}

/**
 * A job at a glance, on one or two lines of a phone: where, what it pays, the contract and the work model. Each
 * value says what it is without a label ("Full-time", "Remote", an amount in dollars).
 */
export function JobSummary({ job }: { job: JobForProfessional }) {
  const { t, language } = useTranslation('professional');
  const values = [
    job.job_location,
    formatUsd(job.salary, language) ?? t('jobs.card.salaryNotSpecified'),
    labelOf(t, 'contract', job.type_of_contract),
    labelOf(t, 'workModel', job.work_model),
  ];
  return (
    <ul className="job-summary">
      {values.map((value, i) => (
        <li key={i}>{value}</li>
      ))}
    </ul>
  );
}

/**
 * The facts of a job card: where, how, what it pays, until when, its sector, and its perks. The sector is the job's
 * own, as its employer chose it, never the employer's industry (a bank's guard is not in banking); a job without
 * one says nothing of it.
 */
export function JobFacts({ job }: { job: JobForProfessional }) {
  const { t, language } = useTranslation('professional');
  const perks = JOB_PERKS.filter((perk) => job[perk]);
  const facts: [string, string][] = [
    [t('jobs.card.location'), job.job_location],
    [t('jobs.card.workModel'), labelOf(t, 'workModel', job.work_model)],
    [t('jobs.card.contract'), labelOf(t, 'contract', job.type_of_contract)],
    [t('jobs.card.experience'), labelOf(t, 'experience', job.experience_level)],
    [t('jobs.card.salary'), formatUsd(job.salary, language) ?? t('jobs.card.notSpecified')],
    [t('jobs.card.deadline'), formatDate(job.application_deadline, language)],
  ];
  if (job.sector) facts.push([t('jobs.card.sector'), t(`common:job.sectors.${job.sector}`)]);
  return (
    <>
      <dl className="job-facts">
        {facts.map(([term, value]) => (
          <div key={term} className="job-facts__item">
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {perks.length > 0 && (
        <ul className="job-perks" aria-label={t('jobs.card.perks')}>
          {perks.map((perk) => (
            <li key={perk} className="badge job-perks__perk">
              {t(`common:job.perks.${perk}`)}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
