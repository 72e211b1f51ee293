import { StatusBadge } from '../../../components/ui/status-badge';
import { useTranslation } from '../../../i18n/use-translation';
import { formatDate } from '../../../lib/format';
import { JobDetails } from './job-details';
import { detailsId, type HistoryListProps } from './history-list';

/** The history on a phone: one card per request, with the same fields as the table's columns. */
export function HistoryCards({ jobs, open, onToggle, onClosed }: HistoryListProps) {
  const { t, language } = useTranslation('employer');
  return (
    <ul className="history-cards">
      {jobs.map((job) => {
        const expanded = open.has(job.id);
        return (
          <li key={job.id} className="card history-card">
            <h3 className="history-card__title">{job.job_title}</h3>
            <dl className="history-card__facts">
              <div>
                <dt>{t('history.status')}</dt>
                <dd>
                  <StatusBadge kind="job" status={job.status} />
                  {job.status === 'rejected' && job.rejection_reason && (
                    <span className="history__reason">{t('history.reason', { reason: job.rejection_reason })}</span>
                  )}
                </dd>
              </div>
              <div>
                <dt>{t('history.submittedOn')}</dt>
                <dd>{formatDate(job.submitted_at, language)}</dd>
              </div>
            </dl>
            <button
              type="button"
              className="btn btn--ghost history__toggle"
              aria-expanded={expanded}
              aria-controls={expanded ? detailsId(job.id) : undefined}
              onClick={() => onToggle(job.id)}
            >
              {expanded ? t('history.hideDetails') : t('history.showDetails')}
            </button>
            {expanded && (
              <div id={detailsId(job.id)}>
                <JobDetails job={job} onClosed={onClosed} />
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
