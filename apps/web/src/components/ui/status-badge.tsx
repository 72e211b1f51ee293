import type { ApplicationClosedReason, ApplicationStatus, JobStatus } from '@talent/shared';
import { useTranslation } from '../../i18n/use-translation';
import './status-badge.css';

type Props =
  | { kind: 'job'; status: JobStatus }
  | { kind: 'application'; status: ApplicationStatus; closedReason?: ApplicationClosedReason | null };

/**
 * A job's or an application's status, translated, with its colour; a closed application says why it closed (its
 * job withdrawn). An unknown value is shown as it came.
 */
export function StatusBadge(props: Props) {
  const { t } = useTranslation('common');
  return <span className={`badge status status--${props.status}`}>{statusWords(t, props)}</span>;
}

/** A status's words on its badge (t of the common namespace). */
export function statusWords(t: (key: string) => string, props: Props): string {
  const { kind, status } = props;
  const reason = kind === 'application' && status === 'closed' ? props.closedReason : null;
  const key = reason
    ? `applicationClosedReason.${reason}`
    : `${kind === 'job' ? 'jobStatus' : 'applicationStatus'}.${status}`;
  const label = t(key);
  return label === key ? (reason ?? status) : label;
}
