import { useState } from 'react';
import { Link } from 'react-router';
import { useInfiniteQuery } from '@tanstack/react-query';
import { MSG, type JobForProfessional } from '@talent/shared';
import { LoadMore } from '../../../components/ui/load-more';
import { Loading } from '../../../components/page-status';
import { uniqueById } from '../../../lib/paging';
import { useMessage } from '../../../i18n/use-message';
import { useTranslation } from '../../../i18n/use-translation';
import { fetchJobs, JOBS_KEY, jobsPath } from '../api/jobs-api';
import { JobCard } from './job-card';

/**
 * One tab's jobs: loading, the error with a retry, "No jobs found" with the tab's own advice, or the cards
 * with more on demand. The count is a live region, so switching tabs says how many jobs there are.
 */
export function JobResults({ showAll, onApply, onShowAll, focusAppliedJob }: {
  showAll: boolean;
  onApply: (job: JobForProfessional) => void;
  onShowAll: () => void;
  focusAppliedJob: number | null;
}) {
  const { t } = useTranslation('professional');
  const msg = useMessage();
  const [focusFrom, setFocusFrom] = useState<number | null>(null);
  const jobs = useInfiniteQuery({
    queryKey: [...JOBS_KEY, showAll],
    queryFn: ({ pageParam, signal }) => fetchJobs(pageParam, signal),
    initialPageParam: jobsPath(showAll),
    getNextPageParam: (last) => last.next ?? undefined,
  });

  if (jobs.isPending) return <Loading />;
  if (jobs.isError) {
    return (
      <div className="page-status" role="alert">
        <p>{msg(MSG.jobsLoadFailed)}</p>
        <button type="button" className="btn btn--secondary" onClick={() => void jobs.refetch()}>
          {t('jobs.retry')}
        </button>
      </div>
    );
  }

  const items = uniqueById(jobs.data.pages);
  const total = Math.max(jobs.data.pages.at(-1)?.total ?? items.length, items.length);
  if (items.length === 0) {
    return (
      <div className="empty-state" role="status">
        <h2>{msg(MSG.noJobsFound)}</h2>
        <p>{msg(showAll ? MSG.noOpenJobs : MSG.noMatchedJobs)}</p>
        {!showAll && (
          <div className="empty-state__actions">
            <Link to="/onboarding?step=2" className="btn btn--secondary">
              {t('jobs.editSkills')}
            </Link>
            <button type="button" className="btn btn--primary" onClick={onShowAll}>
              {t('jobs.browseAll')}
            </button>
          </div>
        )}
      </div>
    );
  }

  const loadMore = async () => {
    setFocusFrom(items.length);
    await jobs.fetchNextPage();
  };
  return (
    <>
      <p className="jobs-count" role="status">
        {t('jobs.count', { count: total })}
      </p>
      <ul className="job-list">
        {items.map((job, i) => (
          <li key={job.id}>
            <JobCard job={job} onApply={onApply} focusTitle={i === focusFrom} focusStatus={job.id === focusAppliedJob} />
          </li>
        ))}
      </ul>
      <LoadMore
        shown={items.length}
        hasMore={jobs.hasNextPage}
        loading={jobs.isFetchingNextPage}
        onLoadMore={() => void loadMore()}
        labels={{
          showing: t('jobs.showing', { shown: items.length, total }),
          loadMore: t('jobs.loadMore'),
          loading: t('jobs.loadingMore'),
        }}
      />
    </>
  );
}
