import { Fragment } from 'react';
import { StatusBadge } from '../../../components/ui/status-badge';
import { useTranslation } from '../../../i18n/use-translation';
import { formatDate } from '../../../lib/format';
import { JobDetails } from './job-details';
import { detailsId, type HistoryListProps } from './history-list';

/** The table's caption and head: the shell's first rows (history-card-preview.tsx) are written under the same. */
export function HistoryTableHead() {
  const { t } = useTranslation('employer');
  return (
    <>
      <caption className="visually-hidden">{t('history.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('history.jobTitle')}</th>
          <th scope="col">{t('history.status')}</th>
          <th scope="col">{t('history.submittedOn')}</th>
          <th scope="col">
            <span className="visually-hidden">{t('history.details')}</span>
          </th>
        </tr>
      </thead>
    </>
  );
}

/** The history as a table: Job Title, Status, Submitted On, and a row of details under an expanded request. */
export function HistoryTable({ jobs, open, onToggle, onClosed }: HistoryListProps) {
  const { t, language } = useTranslation('employer');
  return (
    <div className="history-table__wrap">
      <table className="history-table">
        <HistoryTableHead />
        <tbody>
          {jobs.map((job) => {
            const expanded = open.has(job.id);
            return (
              <Fragment key={job.id}>
                <tr className={expanded ? 'history-table__row--open' : undefined}>
                  <th scope="row">{job.job_title}</th>
                  <td>
                    <StatusBadge kind="job" status={job.status} />
                    {job.status === 'rejected' && job.rejection_reason && (
                      <p className="history__reason">{t('history.reason', { reason: job.rejection_reason })}</p>
                    )}
                  </td>
                  <td className="history-table__date">{formatDate(job.submitted_at, language)}</td>
                  <td>
                    <button
                      type="button"
                      className="btn btn--ghost history__toggle"
                      aria-expanded={expanded}
                      aria-controls={expanded ? detailsId(job.id) : undefined}
                      aria-label={`${expanded ? t('history.hideDetails') : t('history.showDetails')}: ${job.job_title}`}
                      onClick={() => onToggle(job.id)}
                    >
                      {expanded ? t('history.hideDetails') : t('history.showDetails')}
                    </button>
                  </td>
                </tr>
                {expanded && (
                  <tr className="history-table__details">
                    <td colSpan={4} id={detailsId(job.id)}>
                      <JobDetails job={job} onClosed={onClosed} />
                    </td>
                  </tr>
                )}
              </Fragment>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
