import type { ApplicationStatus, JobStatus } from '@talent/shared';
import { useTranslation } from '../../i18n/use-translation';
import './status-badge.css';

type Props = { kind: 'job'; status: JobStatus } | { kind: 'application'; status: ApplicationStatus };

/** A job's or an application's status, translated, with its colour. An unknown value is shown as it came. */
export function StatusBadge({ kind, status }: Props) {
  const { t } = useTranslation('common');
  const key = `${kind === 'job' ? 'jobStatus' : 'applicationStatus'}.${status}`;
  const label = t(key);
  return <span className={`badge status status--${status}`}>{label === key ? status : label}</span>;
}
