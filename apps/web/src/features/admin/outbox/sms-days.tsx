import { useId } from 'react';
import { Loading } from '../../../components/page-status';
import { useTranslation } from '../../../i18n/use-translation';
import { formatDate, formatNumber } from '../../../lib/format';
import { useAdminSmsDays } from '../../../api/queries/admin-sms-days';
import { LoadError } from '../shared/load-error';

/**
 * The SMS handed to the operator each of the last two weeks, and how many its receipts said were delivered or not:
 * four short columns, a real table on every screen (it fits a phone's 360 px).
 */
export function SmsDays() {
  const { t, language } = useTranslation('admin');
  const titleId = useId();
  const days = useAdminSmsDays();
  const count = (n: number) => formatNumber(n, language);
  return (
    <section className="sms-days" aria-labelledby={titleId}>
      <h3 id={titleId}>{t('smsDays.title')}</h3>
      <p>{t('smsDays.intro')}</p>
      {days.isPending ? (
        <Loading paused={days.fetchStatus === 'paused'} />
      ) : days.isError ? (
        <LoadError text={t('smsDays.loadFailed')} onRetry={() => void days.refetch()} />
      ) : days.data.every((d) => d.sent === 0 && d.delivered === 0 && d.failed === 0) ? (
        <p className="empty-state">{t('smsDays.empty')}</p>
      ) : (
        <div className="data-table__wrap">
          <table className="data-table sms-days__table">
            <caption className="visually-hidden">{t('smsDays.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('smsDays.day')}</th>
                <th scope="col">{t('smsDays.sent')}</th>
                <th scope="col">{t('smsDays.delivered')}</th>
                <th scope="col">{t('smsDays.failed')}</th>
              </tr>
            </thead>
            <tbody>
              {days.data.map((d) => (
                <tr key={d.day}>
                  <th scope="row" className="data-table__nowrap">
                    <time dateTime={d.day}>{formatDate(d.day, language)}</time>
                  </th>
                  <td>{count(d.sent)}</td>
                  <td>{count(d.delivered)}</td>
                  <td>{count(d.failed)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
