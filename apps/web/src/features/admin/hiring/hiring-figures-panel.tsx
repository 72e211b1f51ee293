import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { fetchHiringFigures } from '../../../api/admin';
import { Loading } from '../../../components/page-status';
import { RequestFiguresList } from '../../../components/ui/request-figures';
import { useTranslation } from '../../../i18n/use-translation';
import { formatDate } from '../../../lib/format';

/** Every employer's requests together, and the applications waiting longest for staff, oldest first. */
export function HiringFiguresPanel() {
  const { t, language } = useTranslation('admin');
  const figures = useQuery({
    queryKey: ['admin', 'hiring-figures'],
    queryFn: ({ signal }) => fetchHiringFigures(signal),
    refetchOnMount: 'always',
  });
  if (figures.isPending) return <Loading paused={figures.fetchStatus === 'paused'} />;
  if (figures.isError)
    return (
      <p className="banner banner--error" role="alert">
        {t('hiring.loadFailed')}
      </p>
    );
  const { figures: all, waiting } = figures.data;
  return (
    <section className="admin-hiring" aria-labelledby="admin-hiring-title">
      <h2 id="admin-hiring-title">{t('hiring.title')}</h2>
      <RequestFiguresList figures={all} />
      <h3>{t('hiring.waitingTitle')}</h3>
      {waiting.length === 0 ? (
        <p>{t('hiring.noneWaiting')}</p>
      ) : (
        <ol className="admin-hiring__waiting">
          {waiting.map((row) => (
            <li key={row.application_id}>
              <Link to={`?tab=jobs&job=${row.job_id}`}>{row.job_title}</Link>
              {row.company_name && <> · {row.company_name}</>} ·{' '}
              {t('hiring.appliedOn', { date: formatDate(row.applied_at, language) })}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
