import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Banner } from '../../../components/ui/banner';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { StatusBadge } from '../../../components/ui/status-badge';
import { Loading } from '../../../components/page-status';
import { useTranslation } from '../../../i18n/use-translation';
import { messageOf, useMessage } from '../../../i18n/use-message';
import { formatDate } from '../../../lib/format';
import { useAdminJob } from '../../../api/queries/admin-job';
import { useCloseJob } from '../../../api/queries/admin-job-close';
import { EmployerDetails } from '../shared/employer-details';
import { JobSummary } from '../shared/job-summary';
import { LoadError } from '../shared/load-error';
import { MarkedText } from '../shared/marked-text';
import { OpenReports } from '../shared/open-reports';
import { evidenceOf, RiskFlags } from '../shared/risk-flags';
import { useActionBanner } from '../shared/use-action-banner';
import { JobApplications } from './job-applications';

/**
 * One job for staff: what its checks found and who reported it, the request, the company, closing it, and its
 * applications ranked by skill match.
 */
export function JobView({ id, backHref }: { id: number; backHref: string }) {
  const { t, language } = useTranslation('admin');
  const message = useMessage();
  const [confirming, setConfirming] = useState(false);
  const { banner, setBanner, clear, heading } = useActionBanner();
  const job = useAdminJob(id);
  const close = useCloseJob(id, {
    onClosed: () => {
      setConfirming(false);
      setBanner({ kind: 'success', text: t('jobs.closed', { title: job.data?.job_title ?? '' }) });
    },
  });
  // Opening a job is a move within the page: its title takes the focus.
  const loaded = job.isSuccess;
  const focused = useRef(false);
  useEffect(() => {
    if (loaded && !focused.current) {
      focused.current = true;
      heading.current?.focus();
    }
  }, [loaded, heading]);

  return (
    <section className="admin-section job-view" aria-labelledby="job-view-title">
      <Link to={backHref} className="job-view__back">
        <span aria-hidden="true">←</span>
        {t('jobs.back')}
      </Link>
      {job.isPending ? (
        <Loading paused={job.fetchStatus === 'paused'} />
      ) : job.isError ? (
        <LoadError text={t('jobs.jobLoadFailed')} onRetry={() => void job.refetch()} />
      ) : (
        <>
          <h2 id="job-view-title" ref={heading} tabIndex={-1}>
            <MarkedText text={job.data.job_title} terms={evidenceOf(job.data)} />
          </h2>
          <p className="admin-job__meta">
            <StatusBadge kind="job" status={job.data.status} />{' '}
            {t('job.submitted', { date: formatDate(job.data.submitted_at, language) })}
          </p>
          {job.data.rejection_reason && <p>{t('job.rejectionReason', { reason: job.data.rejection_reason })}</p>}
          <Banner message={banner} onDone={clear} />
          <OpenReports count={job.data.open_reports} />
          <RiskFlags job={job.data} headingLevel={3} />
          <div className="admin-job__columns">
            <JobSummary job={job.data} />
            <EmployerDetails employer={job.data.employer} />
          </div>
          {(job.data.status === 'pending' || job.data.status === 'approved') && (
            <button
              type="button"
              className="btn btn--secondary job-view__close"
              onClick={() => {
                close.reset();
                setConfirming(true);
              }}
            >
              {t('jobs.close')}
            </button>
          )}
          <JobApplications jobId={id} />
          <ConfirmDialog
            open={confirming}
            title={t('jobs.closeTitle')}
            confirmLabel={t('jobs.close')}
            danger
            busy={close.isPending}
            error={close.isError ? t('actionFailed', { reason: message(messageOf(close.error)) }) : null}
            onConfirm={() => close.mutate()}
            onCancel={() => setConfirming(false)}
          >
            <p>{t('jobs.closeBody', { title: job.data.job_title })}</p>
          </ConfirmDialog>
        </>
      )}
    </section>
  );
}
