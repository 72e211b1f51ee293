import { useTranslation } from '../../../i18n/use-translation';
import { formatDate } from '../../../lib/format';
import type { AdminJob } from '@talent/shared';
import { EmployerDetails } from '../shared/employer-details';
import { JobSummary } from '../shared/job-summary';
import { MarkedText } from '../shared/marked-text';
import { OpenReports } from '../shared/open-reports';
import { evidenceOf, RiskFlags } from '../shared/risk-flags';

/** A request waiting for review: what its checks found, what is asked, who asks, and the two decisions. */
export function PendingJob({
  job,
  busy,
  onApprove,
  onReject,
}: {
  job: AdminJob;
  busy: boolean;
  onApprove: () => void;
  onReject: () => void;
}) {
  const { t, language } = useTranslation('admin');
  return (
    <article
      className={`card admin-job${job.risk_flags.length ? ' admin-job--flagged' : ''}`}
      aria-labelledby={`pending-${job.id}-title`}
    >
      <h3 id={`pending-${job.id}-title`} className="admin-job__title">
        <MarkedText text={job.job_title} terms={evidenceOf(job)} />
      </h3>
      <p className="admin-job__meta">{t('job.submitted', { date: formatDate(job.submitted_at, language) })}</p>
      <OpenReports count={job.open_reports} />
      <RiskFlags job={job} headingLevel={4} />
      <div className="admin-job__columns">
        <JobSummary job={job} />
        <EmployerDetails employer={job.employer} />
      </div>
      <div className="admin-job__actions">
        <button type="button" className="btn btn--primary" onClick={onApprove} disabled={busy}>
          {t('queue.approve')}
        </button>
        <button type="button" className="btn btn--danger" onClick={onReject} disabled={busy}>
          {t('queue.reject')}
        </button>
      </div>
    </article>
  );
}
