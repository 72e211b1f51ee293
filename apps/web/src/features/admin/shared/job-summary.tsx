import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { formatDate, formatList, formatUsd } from '../../../lib/format';
import { JOB_PERKS, splitSkills, type AdminJob } from '@talent/shared';
import { MarkedText } from './marked-text';
import { evidenceOf } from './risk-flags';

/**
 * Everything the employer asked for in a request, as staff review it: the words its checks found marked in the
 * employer's own texts, and a salary far from the market marked too.
 */
export function JobSummary({ job }: { job: AdminJob }) {
  const { t, language } = useTranslation('admin');
  const terms = evidenceOf(job);
  const marked = (text: string) => <MarkedText text={text} terms={terms} />;
  const salary = formatUsd(job.salary, language) ?? t('common:job.notSpecified');
  const perks = JOB_PERKS.filter((perk) => job[perk]).map((perk) => t(`common:job.perks.${perk}`));
  // The skills as the employer typed them, which may end with a comma or skip a space: read as the list they are.
  const skills = splitSkills(job.required_skills);
  const rows: [string, ReactNode][] = [
    [t('job.experience'), t(`common:job.experience.${job.experience_level}`)],
    [t('job.contract'), t(`common:job.contract.${job.type_of_contract}`)],
    [t('job.workModel'), t(`common:job.workModel.${job.work_model}`)],
    [t('job.location'), job.job_location],
    [
      t('job.salary'),
      job.risk_flags.some((flag) => flag.code === 'salary_outlier') ? (
        <mark className="evidence">{salary}</mark>
      ) : (
        salary
      ),
    ],
    [t('job.startDate'), formatDate(job.start_date, language)],
    [t('job.deadline'), formatDate(job.application_deadline, language)],
    [t('job.skills'), skills.length ? formatList(skills, language) : t('job.noSkills')],
    [t('job.perks'), perks.length ? formatList(perks, language) : t('job.noPerks')],
  ];
  if (job.advantages) rows.push([t('job.advantages'), marked(job.advantages)]);
  if (job.observation) rows.push([t('job.observation'), marked(job.observation)]);
  return (
    <div className="job-summary">
      <p className="job-summary__description">{marked(job.job_description)}</p>
      <dl className="facts">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
        {job.job_spec_document_file && (
          <div>
            <dt>{t('job.spec')}</dt>
            <dd>
              <a href={job.job_spec_document_file.url} target="_blank" rel="noreferrer">
                {t('job.openSpec', { name: job.job_spec_document_file.name })}
              </a>
            </dd>
          </div>
        )}
      </dl>
    </div>
  );
}
