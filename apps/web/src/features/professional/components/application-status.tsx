import type { ApplicationStatus } from '@talent/shared';
import { useTranslation } from '../../../i18n/use-translation';
import './application-status.css';

/** An application's status, translated and coloured (the word carries the meaning, the colour repeats it). */
export function ApplicationStatusBadge({ status }: { status: ApplicationStatus }) {
  const { t } = useTranslation('professional');
  return <span className={`badge status status--${status}`}>{t(`status.${status}`)}</span>;
}

/** What a status means for the professional, in a sentence. */
export function applicationStatusHelp(t: (key: string) => string, status: ApplicationStatus): string {
  return t(`statusHelp.${status}`);
}
