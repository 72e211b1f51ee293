import { useTranslation } from '../../../i18n/use-translation';
import { formatDate } from '../../../lib/format';
import type { AdminJob } from '@talent/shared';
import { EmployerDetails } from '../shared/employer-details';
import { JobSummary } from '../shared/job-summary';

/** A request waiting for review: what is asked, who asks, and the two decisions. */
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
    <article className="card admin-job" aria-labelledby={`pending-${job.id}-title`}>
      <h3 id={`pending-${job.id}-title`} className="admin-job__title">
        {job.job_title}
      </h3>
      <p className="admin-job__meta">{t('job.submitted', { date: formatDate(job.submitted_at, language) })}</p>
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
