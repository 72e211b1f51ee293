import { ReportedThread } from '../messages/reported-thread';
import { Link } from 'react-router';
import type { AdminReportGroup, ReportDecision } from '@talent/shared';
import { StatusBadge } from '../../../components/ui/status-badge';
import { useTranslation } from '../../../i18n/use-translation';
import { formatDate } from '../../../lib/format';
import { TrustBadges } from '../shared/trust-badges';

/**
 * A reported job: its title (opening it in the console), how many people reported it, the employer (with links to
 * its account, where it is suspended, and to its jobs), each report (why, the reporter's words, who and when) and,
 * while open, the two ways to settle them.
 */
export function ReportGroup({
  group,
  jobHref,
  employerHref,
  employerJobsHref,
  busy,
  onResolve,
}: {
  group: AdminReportGroup;
  jobHref: string;
  employerHref: string;
  employerJobsHref: string;
  busy: boolean;
  onResolve: (outcome: ReportDecision) => void;
}) {
  const { t, language } = useTranslation('admin');
  const titleId = `report-${group.job_id}-title`;
  const employerName = group.company_name ?? t('employer.notGiven');
  const date = (iso: string) => formatDate(iso, language);
  const reason = (code: string) => {
    const key = `reports.reasons.${code}`;
    const label = t(key);
    return label === key ? code : label;
  };
  return (
    <article className="card report-group" aria-labelledby={titleId}>
      <h3 id={titleId} className="admin-job__title">
        <Link to={jobHref}>{group.job_title}</Link>
      </h3>
      <p className="admin-job__meta">
        <StatusBadge kind="job" status={group.job_status} />
        <strong className="report-group__count">{t('reports.reporters', { count: group.count })}</strong>
        <span>{t('reports.lastReported', { date: date(group.last_reported_at) })}</span>
      </p>
      <p className="report-group__employer">
        <span className="report-group__label">{t('reports.employer')}</span>
        <span>{employerName}</span>
        <TrustBadges verified={group.employer_verified} suspended={group.employer_suspended} unverified />
      </p>
      <p className="report-group__links">
        <Link to={employerHref} aria-label={t('reports.employerAccountOf', { name: employerName })}>
          {t('reports.employerAccount')}
        </Link>
        <Link to={employerJobsHref} aria-label={t('reports.employerJobsOf', { name: employerName })}>
          {t('reports.employerJobs')}
        </Link>
      </p>
      <ul className="report-group__reports" aria-label={t('reports.listLabel', { title: group.job_title })}>
        {group.reports.map((report) => (
          <li key={report.id} className="report">
            <strong className="report__reason">{reason(report.reason)}</strong>
            {report.details ? (
              <p className="report__details">{report.details}</p>
            ) : (
              <p className="report__details report__details--none">{t('reports.noDetails')}</p>
            )}
            <p className="report__by">
              {t('reports.by', { email: report.reporter_email, date: date(report.created_at) })}
            </p>
            {report.message_id !== null && <ReportedThread messageId={report.message_id} />}
          </li>
        ))}
      </ul>
      {group.outcome ? (
        <p className="report-group__outcome">
          {t(`reports.outcome.${group.outcome}`, { date: group.resolved_at ? date(group.resolved_at) : '' })}
        </p>
      ) : (
        <div className="admin-job__actions">
          <button
            type="button"
            className="btn btn--secondary"
            aria-label={t('reports.actionsFor.dismissed', { title: group.job_title })}
            onClick={() => onResolve('dismissed')}
            disabled={busy}
          >
            {t('reports.actions.dismissed')}
          </button>
          <button
            type="button"
            className="btn btn--danger"
            aria-label={t('reports.actionsFor.job_closed', { title: group.job_title })}
            onClick={() => onResolve('job_closed')}
            disabled={busy}
          >
            {t('reports.actions.job_closed')}
          </button>
        </div>
      )}
    </article>
  );
}
