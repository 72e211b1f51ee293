import { APPLICATION_STATUSES, type EmployerJob } from '@talent/shared';
import { RequestFiguresList } from '../../../components/ui/request-figures';
import { StatusBadge } from '../../../components/ui/status-badge';
import { useTranslation } from '../../../i18n/use-translation';

/**
 * Where a request's applications stand, before anyone is forwarded: how many came, how many are with our team and
 * how many were forwarded, then the count at each status that has any.
 */
export function PipelineSummary({ job }: { job: EmployerJob }) {
  const { t } = useTranslation('employer');
  const { pipeline } = job;
  const total = job.applications_count;
  if (total === 0)
    return (
      <div className="pipeline">
        <p>{t('pipeline.none')}</p>
        <RequestFiguresList figures={job.figures} />
      </div>
    );
  const forwarded = pipeline.shortlisted + pipeline.interview + pipeline.offer + pipeline.hired;
  return (
    <div className="pipeline">
      <p>
        {t('pipeline.summary', {
          total: t('pipeline.count', { count: total }),
          team: t('pipeline.withTeam', { count: pipeline.submitted }),
          forwarded: t('pipeline.forwarded', { count: forwarded }),
        })}
      </p>
      <ul className="pipeline__stages" aria-label={t('pipeline.stages')}>
        {APPLICATION_STATUSES.filter((status) => pipeline[status] > 0).map((status) => (
          <li key={status}>
            <StatusBadge kind="application" status={status} /> {pipeline[status]}
          </li>
        ))}
      </ul>
      <RequestFiguresList figures={job.figures} />
    </div>
  );
}
