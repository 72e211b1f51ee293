import { JOB_STATUSES, type EmployerJob } from '@talent/shared';
import { field, ROW, rowFill, rowText } from '../../../components/ui/first-rows';
import { statusWords } from '../../../components/ui/status-badge';
import { useTranslation } from '../../../i18n/use-translation';
import { shortDateFormat } from '../../../lib/format';
import { HistoryTableHead } from './history-table';

// A request of the hiring history as a shell draws it from its first answer, before the app's code has arrived
// (components/ui/first-rows.tsx): as HistoryCards draws it on a phone and HistoryTable on a wider screen, with their
// elements and classes. Both are written; the screen shows the one the app will draw there (WIDE_TABLE).

const request = field<EmployerJob>;

/** The request's status's badge, in the words and colour StatusBadge gives it. */
function StatusPreview() {
  const common = useTranslation('common').t;
  const labels = Object.fromEntries(
    JOB_STATUSES.map((status) => [status, statusWords(common, { kind: 'job', status })]),
  );
  return (
    <span
      className="badge status"
      {...rowFill('class', `badge status status--${request('status')}`)}
      {...rowText(request('status'), { labels })}
    />
  );
}

/** On a phone: the request's title and its status. */
function HistoryCardPreview() {
  const { t } = useTranslation('employer');
  return (
    <ul className="history-cards">
      <li className="card history-card" {...ROW}>
        <h3 className="history-card__title" {...rowText(request('job_title'))} />
        <dl className="history-card__facts">
          <div>
            <dt>{t('history.status')}</dt>
            <dd>
              <StatusPreview />
            </dd>
          </div>
        </dl>
      </li>
    </ul>
  );
}

/** On a wider screen: the table's head, then the request's title, status, date, and its details' button as a shape. */
function HistoryTablePreview() {
  const { t, language } = useTranslation('employer');
  return (
    <div className="history-table__wrap">
      <table className="history-table">
        <HistoryTableHead />
        <tbody>
          <tr {...ROW}>
            <th scope="row" {...rowText(request('job_title'))} />
            <td>
              <StatusPreview />
            </td>
            <td
              className="history-table__date"
              {...rowText(request('submitted_at'), { date: shortDateFormat(language) })}
            />
            <td>
              {/* Opening a request's details needs the app: its place, not yet a control. */}
              <button type="button" className="btn btn--ghost history__toggle frame-shape" inert>
                {t('history.showDetails')}
              </button>
            </td>
          </tr>
        </tbody>
      </table>
    </div>
  );
}

/** The history's first requests, laid out for either screen. */
export function HistoryPreview() {
  return (
    <>
      <div className="history-preview history-preview--phone">
        <HistoryCardPreview />
      </div>
      <div className="history-preview history-preview--wide">
        <HistoryTablePreview />
      </div>
    </>
  );
}
