import { JOB_STATUSES, type EmployerJob } from '@talent/shared';
import { field, ROW, rowFill, rowText } from '../../../components/ui/first-rows';
import { statusWords } from '../../../components/ui/status-badge';
import { useTranslation } from '../../../i18n/use-translation';

// A request of the hiring history as a shell draws it from its first answer, before the app's code has arrived
// (components/ui/first-rows.tsx), with HistoryCards' elements and classes.

const request = field<EmployerJob>;

/** The request's title and its status's badge. */
export function HistoryCardPreview() {
  const { t } = useTranslation('employer');
  const common = useTranslation('common').t;
  const labels = Object.fromEntries(
    JOB_STATUSES.map((status) => [status, statusWords(common, { kind: 'job', status })]),
  );
  return (
    <ul className="history-cards">
      <li className="card history-card" {...ROW}>
        <h3 className="history-card__title" {...rowText(request('job_title'))} />
        <dl className="history-card__facts">
          <div>
            <dt>{t('history.status')}</dt>
            <dd>
              <span
                className="badge status"
                {...rowFill('class', `badge status status--${request('status')}`)}
                {...rowText(request('status'), { labels })}
              />
            </dd>
          </div>
        </dl>
      </li>
    </ul>
  );
}
