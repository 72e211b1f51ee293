import { APPLICATION_STATUSES, type EmployerJob } from '@talent/shared';
import { RequestFiguresList } from '../../../components/ui/request-figures';
import { StatusBadge } from '../../../components/ui/status-badge';
import { useTranslation } from '../../../i18n/use-translation';

/**
 * Where a request's applications stand: how many came, how many are with our team, how many were forwarded (ever: an
 * applicant forwarded stays forwarded when the request closes) and how many never were (staff did not forward them,
 * they withdrew, or the request closed first), then the count at each status that has any. The sentence reads the
 * same figures as the list of counts beside it, so that the two agree in every state.
 */
export function PipelineSummary({ job }: { job: EmployerJob }) {
  const { t } = useTranslation('employer');
  const { pipeline, figures } = job;
  const total = figures.applied;
  if (total === 0)
    return (
      <div className="pipeline">
        <p>{t('pipeline.none')}</p>
        <RequestFiguresList figures={figures} />
      </div>
    );
  const team = pipeline.submitted;
  const others = Math.max(0, total - team - figures.forwarded);
  const parts = {
    total: t('pipeline.count', { count: total }),
    team: t('pipeline.withTeam', { count: team }),
    forwarded: t('pipeline.forwarded', { count: figures.forwarded }),
    others: t('pipeline.notForwarded', { count: others }),
  };
  return (
    <div className="pipeline">
      <p>{t(others > 0 ? 'pipeline.summaryWithOthers' : 'pipeline.summary', parts)}</p>
      <ul className="pipeline__stages" aria-label={t('pipeline.stages')}>
        {APPLICATION_STATUSES.filter((status) => pipeline[status] > 0).map((status) => (
          <li key={status}>
            <StatusBadge kind="application" status={status} /> {pipeline[status]}
          </li>
        ))}
      </ul>
      <RequestFiguresList figures={figures} />
    </div>
  );
}
