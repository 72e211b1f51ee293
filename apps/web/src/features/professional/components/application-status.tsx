import type { ApplicationClosedReason, ApplicationStatus } from '@talent/shared';
import { useTranslation } from '../../../i18n/use-translation';
import './application-status.css';

interface Status {
  status: ApplicationStatus;
  /** Why a closed application closed (its job withdrawn), when known. */
  closedReason?: ApplicationClosedReason | null;
}

/** Whether the status's words are its closed reason's (a closed application whose reason is known). */
const reasonOf = ({ status, closedReason }: Status) => (status === 'closed' && closedReason ? closedReason : null);

/** An application's status, translated and coloured (the word carries the meaning, the colour repeats it). */
export function ApplicationStatusBadge(props: Status) {
  const { t } = useTranslation('professional');
  return <span className={`badge status status--${props.status}`}>{applicationStatusWords(t, props)}</span>;
}

/** A status's words on its badge: the closed reason's for a closed application whose reason is known. */
export function applicationStatusWords(t: (key: string) => string, status: Status): string {
  const reason = reasonOf(status);
  return t(reason ? `closedReason.${reason}` : `status.${status.status}`);
}

/** What a status means for the professional, in a sentence. */
export function applicationStatusHelp(t: (key: string) => string, status: Status): string {
  const reason = reasonOf(status);
  return t(reason ? `closedReasonHelp.${reason}` : `statusHelp.${status.status}`);
}
