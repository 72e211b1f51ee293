import { useCallback, useEffect, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { JobForProfessional } from '@talent/shared';
import { Loading } from '../../components/page-status';
import { useDocumentTitle } from '../../components/use-document-title';
import { ApiError } from '../../lib/api-client';
import { useTranslation } from '../../i18n/use-translation';
import { withQueryClient } from '../../lib/query';
import { jobIdOf, useJob } from '../../api/queries/job';
import { APPLICATIONS_KEY } from '../../api/queries/applications';
import { JOBS_KEY } from '../../api/queries/jobs-key';
import { JobCard } from './jobs/job-card';
import { ApplyModal } from './jobs/lazy-dialogs';
import { APPLY_PARAM } from './jobs/apply-param';
import { ShareJob } from './jobs/share-job';
import { ReportJob } from './jobs/report-job';
import { SafetyWords } from './jobs/safety-words';
import { applicationStatusHelp } from './components/application-status';
import './jobs/jobs.css';
import './alerts/alerts.css';

/**
 * /jobs/<id>: one open job, as the list shows it, with its apply button: what a job alert mail links to. Before the
 * button, the words on scams, the way to report the job and a link to the safety page. A closed job reaches only
 * its applicants (from their applications or a notice): it says first that it is closed, and why where the
 * application says (withdrawn by our team: never pay anyone), and it is no longer offered for sharing.
 */
function JobPage() {
  const { t } = useTranslation('professional');
  const { id } = useParams();
  const job = useJob(jobIdOf(id));
  useDocumentTitle(job.data?.job_title ?? t('job.title'));
  const queryClient = useQueryClient();
  const [applyingTo, setApplyingTo] = useState<JobForProfessional | null>(null);
  const [focusStatus, setFocusStatus] = useState(false);
  const closeModal = useCallback(() => setApplyingTo(null), []);
  // Apply tapped on a list the shell drew (before the app came) leads here: the application opens once the job is
  // read, unless it was made meanwhile or the job closed. The address forgets it, so that Back or a reload does not.
  const [params, setParams] = useSearchParams();
  const askedToApply = params.get(APPLY_PARAM) === '1';
  const [applyAsked, setApplyAsked] = useState(false);
  if (askedToApply && job.data && !applyAsked) {
    setApplyAsked(true);
    if (!job.data.has_applied && job.data.status !== 'closed') setApplyingTo(job.data);
  }
  useEffect(() => {
    if (!applyAsked || !askedToApply) return;
    setParams(
      (current) => {
        current.delete(APPLY_PARAM);
        return current;
      },
      { replace: true },
    );
  }, [applyAsked, askedToApply, setParams]);
  const applied = useCallback(() => {
    setApplyingTo(null);
    setFocusStatus(true);
    void queryClient.invalidateQueries({ queryKey: JOBS_KEY });
    void queryClient.invalidateQueries({ queryKey: APPLICATIONS_KEY });
  }, [queryClient]);

  let content;
  if (job.isPending) content = <Loading paused={job.fetchStatus === 'paused'} />;
  else if (job.isError) {
    const gone = job.error instanceof ApiError && job.error.status === 404;
    content = (
      <div className="page-status" role="alert">
        <p>{gone ? t('job.notOpen') : t('job.loadFailed')}</p>
        {!gone && (
          <button type="button" className="btn btn--secondary" onClick={() => void job.refetch()}>
            {t('job.retry')}
          </button>
        )}
      </div>
    );
  } else {
    const closed = job.data.status === 'closed';
    content = (
      <>
        {closed && (
          <div className="banner banner--info job-page__closed" role="status">
            <p>
              <strong>{t('job.closed')}</strong>
            </p>
            {/* An application closes only with its job's withdrawal by our team (job_withdrawn). */}
            {job.data.application_status === 'closed' && (
              <p>{applicationStatusHelp(t, { status: 'closed', closedReason: 'job_withdrawn' })}</p>
            )}
          </div>
        )}
        <JobCard
          job={job.data}
          onApply={setApplyingTo}
          variant="full"
          focusStatus={focusStatus}
          notice={
            <div className="job-safety">
              <SafetyWords className="job-safety__words" />
              <div className="job-safety__actions">
                <ReportJob job={job.data} />
                <Link to="/safety">{t('jobs.safety.more')}</Link>
              </div>
            </div>
          }
        />
        {!closed && <ShareJob job={job.data} />}
      </>
    );
  }

  return (
    <div className="jobs-page job-page">
      <div className="jobs-page__head">
        <Link to="/recommended-jobs" className="btn btn--secondary">
          {t('job.backToJobs')}
        </Link>
        <Link to="/job-alerts" className="btn btn--ghost">
          {t('alerts.manage')}
        </Link>
      </div>
      {content}
      <ApplyModal job={applyingTo} onClose={closeModal} onApplied={applied} />
    </div>
  );
}

export default withQueryClient(JobPage);
