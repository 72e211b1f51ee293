import { useCallback, useState } from 'react';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { JobForProfessional } from '@talent/shared';
import { Loading } from '../../components/page-status';
import { useDocumentTitle } from '../../components/use-document-title';
import { useTranslation } from '../../i18n/use-translation';
import { withQueryClient } from '../../lib/query';
import { uniqueById } from '../../lib/paging';
import { useSavedJobs } from '../../api/queries/saved-jobs';
import { APPLICATIONS_KEY } from '../../api/queries/applications';
import { JOBS_KEY } from '../../api/queries/jobs-key';
import { JobCard } from './jobs/job-card';
import { ApplyModal } from './jobs/lazy-dialogs';
import './jobs/jobs.css';

/**
 * /saved-jobs: the jobs the professional saved, newest saved first, each as the lists show it (the company kept
 * confidential by the same rules) with its deadline; its star unsaves one, which stays until the page is read again
 * so that a slip can be undone.
 */
function SavedJobsPage() {
  const { t } = useTranslation('professional');
  useDocumentTitle(t('savedJobs.title'));
  const saved = useSavedJobs();
  const queryClient = useQueryClient();
  const [applyingTo, setApplyingTo] = useState<JobForProfessional | null>(null);
  const closeModal = useCallback(() => setApplyingTo(null), []);
  const applied = useCallback(() => {
    setApplyingTo(null);
    void queryClient.invalidateQueries({ queryKey: JOBS_KEY });
    void queryClient.invalidateQueries({ queryKey: APPLICATIONS_KEY });
  }, [queryClient]);
  const jobs = uniqueById(saved.data?.pages);

  let content;
  if (saved.isPending) content = <Loading paused={saved.fetchStatus === 'paused'} />;
  else if (saved.isError && !saved.data) {
    content = (
      <div className="page-status" role="alert">
        <p>{t('savedJobs.loadFailed')}</p>
        <button type="button" className="btn btn--secondary" onClick={() => void saved.refetch()}>
          {t('jobs.retry')}
        </button>
      </div>
    );
  } else if (jobs.length === 0) {
    content = (
      <div className="empty-state" role="status">
        <h2>{t('savedJobs.emptyTitle')}</h2>
        <p>{t('savedJobs.empty')}</p>
        <Link to="/recommended-jobs" className="btn btn--primary">
          {t('savedJobs.browse')}
        </Link>
      </div>
    );
  } else {
    const total = saved.data.pages[0]?.total ?? jobs.length;
    content = (
      <>
        <p className="jobs-count">{t('savedJobs.count', { count: total })}</p>
        <ul className="job-list saved-jobs__list">
          {jobs.map((job) => (
            <li key={job.id}>
              <JobCard job={job} onApply={setApplyingTo} deadline />
            </li>
          ))}
        </ul>
        {saved.hasNextPage && (
          <button
            type="button"
            className="btn btn--secondary"
            disabled={saved.isFetchingNextPage}
            onClick={() => void saved.fetchNextPage()}
          >
            {saved.isFetchingNextPage ? t('jobs.loadingMore') : t('jobs.loadMore')}
          </button>
        )}
      </>
    );
  }

  return (
    <div className="jobs-page saved-jobs">
      <div className="jobs-page__head">
        <h1>{t('savedJobs.title')}</h1>
        <Link to="/recommended-jobs" className="btn btn--secondary">
          {t('job.backToJobs')}
        </Link>
      </div>
      <p className="jobs-page__intro">{t('savedJobs.intro')}</p>
      {content}
      <ApplyModal job={applyingTo} onClose={closeModal} onApplied={applied} />
    </div>
  );
}

export default withQueryClient(SavedJobsPage);
