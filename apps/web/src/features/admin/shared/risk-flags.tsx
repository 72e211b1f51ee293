import { useId } from 'react';
import { Link } from 'react-router';
import { RISK_FLAG_CODES, type AdminJob, type RiskFlag } from '@talent/shared';
import { useTranslation } from '../../../i18n/use-translation';
import { formatUsd } from '../../../lib/format';

/** The flags whose evidence is the request's own words, marked wherever the console shows them. */
const QUOTED = new Set<string>(['fee_request', 'off_platform_contact']);

/** The words of a request that its checks found (a fee, a contact outside the site), to mark in its text. */
export const evidenceOf = (job: Pick<AdminJob, 'risk_flags'>): string[] =>
  job.risk_flags.filter((flag) => QUOTED.has(flag.code)).map((flag) => flag.evidence);

/** The flags of each kind, in the order of RISK_FLAG_CODES (a kind this client does not know yet, last). */
function byKind(flags: readonly RiskFlag[]): [string, RiskFlag[]][] {
  const kinds = new Map<string, RiskFlag[]>();
  for (const flag of flags) kinds.set(flag.code, [...(kinds.get(flag.code) ?? []), flag]);
  const rank = (code: string) => {
    const index = (RISK_FLAG_CODES as readonly string[]).indexOf(code);
    return index < 0 ? RISK_FLAG_CODES.length : index;
  };
  return [...kinds].sort(([a], [b]) => rank(a) - rank(b));
}

/**
 * What the checks found in a request, for staff to look at before they decide: each kind named, with the words
 * that raised it (also marked in the text) or what was found. Nothing for a request without flags.
 */
export function RiskFlags({ job, headingLevel }: { job: AdminJob; headingLevel: 3 | 4 }) {
  const { t } = useTranslation('admin');
  const id = useId();
  if (job.risk_flags.length === 0) return null;
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  const kinds = byKind(job.risk_flags);
  return (
    <section className="risk-flags" aria-labelledby={id}>
      <Heading id={id} className="risk-flags__title">
        <span aria-hidden="true">⚠ </span>
        {t('flags.title')}
      </Heading>
      <ul className="risk-flags__list">
        {kinds.map(([code, flags]) => {
          const key = `flags.codes.${code}`;
          const label = t(key);
          return (
            <li key={code}>
              <strong className="risk-flags__label">{label === key ? code : label}</strong>
              {flags.map((flag, i) => (
                <FlagEvidence key={i} flag={flag} job={job} />
              ))}
            </li>
          );
        })}
      </ul>
      {kinds.some(([code]) => QUOTED.has(code)) && <p className="risk-flags__hint">{t('flags.marked')}</p>}
    </section>
  );
}

/**
 * The API's sentence of a salary far from the market, read back into its parts: "5,000 against a usual 400–1,200
 * for mid-level jobs (23 approved)", or "... for "Driver" jobs at mid level (7 approved)" when jobs of the same title
 * were enough to compare with.
 */
const SALARY_SENTENCE =
  /^([\d,.]+) against a usual ([\d,.]+)\s*[–-]\s*([\d,.]+) for (?:"(.*)" jobs at (\w+) level|(\w+)-level jobs)(?: \((\d+) approved\))?$/;
const amount = (text: string) => Number(text.replace(/,/g, ''));

/** What raised one flag: the words quoted, or what was found, in the reader's language where it can be. */
function FlagEvidence({ flag, job }: { flag: RiskFlag; job: AdminJob }) {
  const { t, language } = useTranslation('admin');
  if (QUOTED.has(flag.code)) {
    return (
      <span className="risk-flags__evidence">
        <mark className="evidence">{t('flags.quote', { text: flag.evidence })}</mark>
      </span>
    );
  }
  if (flag.code === 'copied_text') {
    const other = /#(\d+)/.exec(flag.evidence)?.[1];
    const percent = /(\d+)\s?%/.exec(flag.evidence)?.[1];
    if (other) {
      return (
        <span className="risk-flags__evidence">
          {percent ? t('flags.copiedShare', { percent }) : t('flags.copiedFrom')}{' '}
          <Link to={`?${new URLSearchParams({ tab: 'jobs', job: other })}`}>
            {t('audit.targets.job', { id: other })}
          </Link>
        </span>
      );
    }
  }
  const salary = flag.code === 'salary_outlier' ? SALARY_SENTENCE.exec(flag.evidence.trim()) : null;
  if (salary) {
    const [, asked, low, high, title, titleLevel, level, count] = salary;
    const usd = (text: string | undefined) => formatUsd(amount(text ?? ''), language) ?? '';
    const levelCode = titleLevel ?? level ?? job.experience_level;
    const levelLabel = t(`common:job.experience.${levelCode}`);
    const values = {
      salary: usd(asked),
      low: usd(low),
      high: usd(high),
      // A level this client does not know is named as the API wrote it.
      level: (levelLabel.startsWith('job.experience.') ? levelCode : levelLabel).toLowerCase(),
      title: title ?? '',
    };
    return (
      <span className="risk-flags__evidence">
        {t(title === undefined ? 'flags.salaryLevel' : 'flags.salaryTitle', values)}
        {count && ` ${t('flags.compared', { count: Number(count) })}`}
      </span>
    );
  }
  // The API's own sentence, in English.
  return (
    <span className="risk-flags__evidence" lang="en">
      {flag.evidence}
    </span>
  );
}
