import { APPLICATION_CLOSED_REASONS, APPLICATION_STATUSES, type ProfessionalApplication } from '@talent/shared';
import { field, ROW, rowFill, rowIf, rowText, rowUnless } from '../../../components/ui/first-rows';
import { useTranslation } from '../../../i18n/use-translation';
import { applicationStatusWords } from '../components/application-status';

// An application card's first lines as a shell draws them from its first answer, before the app's code has arrived
// (components/ui/first-rows.tsx), with ApplicationCard's elements and classes.

const application = field<ProfessionalApplication>;

/** The job's title (a link to it), the status's badge, and where the job is. */
export function ApplicationCardPreview() {
  const { t } = useTranslation('professional');
  const statusWords = Object.fromEntries(
    APPLICATION_STATUSES.map((status) => [status, applicationStatusWords(t, { status })]),
  );
  const closedWords = Object.fromEntries(
    APPLICATION_CLOSED_REASONS.map((reason) => [
      reason,
      applicationStatusWords(t, { status: 'closed', closedReason: reason }),
    ]),
  );
  const badge = { className: 'badge status', ...rowFill('class', `badge status status--${application('status')}`) };
  return (
    <ul className="application-list">
      <li {...ROW}>
        <article className="application-card card">
          <div className="application-card__head">
            <h2>
              <a {...rowFill('href', `/jobs/${application('job_id')}`)} {...rowText(application('job_title'))} />
            </h2>
            <span
              {...badge}
              {...rowUnless('closed_reason')}
              {...rowText(application('status'), { labels: statusWords })}
            />
            <span
              {...badge}
              {...rowIf('closed_reason')}
              {...rowText(application('closed_reason'), { labels: closedWords })}
            />
          </div>
          <dl className="job-facts">
            <div className="job-facts__item">
              <dt>{t('applications.location')}</dt>
              <dd {...rowText(application('job_location'))} />
            </div>
          </dl>
        </article>
      </li>
    </ul>
  );
}
