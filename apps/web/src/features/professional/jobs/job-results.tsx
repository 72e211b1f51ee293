import { useState } from 'react';
import { Link } from 'react-router';
import { MSG, type JobForProfessional } from '@talent/shared';
import { LoadMore } from '../../../components/ui/load-more';
import { useMessage } from '../../../i18n/use-message';
import { useTranslation } from '../../../i18n/use-translation';
import { EmptySearch } from '../search/empty-search';
import type { FilterChip } from '../search/filter-labels';
import { formatNumber, totalText } from '../search/result-count';
import type { JobList } from '../../../api/queries/job-list';
import { JobCard } from './job-card';
import { JobListSkeleton } from '../../../components/ui/skeletons';

/**
 * One tab's jobs for the current search: a skeleton while they load, the error with a retry, the empty states
 * (the tab's own without filters, the search's with them), or the cards with more on demand.
 */
export function JobResults({ list, showAll, q, chips, onApply, onShowAll, onClearAll, onLoadMore, focusAppliedJob }: {
  list: JobList;
  showAll: boolean;
  q: string;
  chips: readonly FilterChip[];
  onApply: (job: JobForProfessional) => void;
  onShowAll: () => void;
  onClearAll: () => void;
  onLoadMore: () => void;
  focusAppliedJob: number | null;
}) {
  const { t, language } = useTranslation('professional');
  const msg = useMessage();
  const [focusFrom, setFocusFrom] = useState<number | null>(null);

  if (list.pending && !list.error) return <JobListSkeleton />;
  if (list.error) {
    return (
      <div className="page-status" role="alert">
        <p>{msg(MSG.jobsLoadFailed)}</p>
        <button type="button" className="btn btn--secondary" onClick={list.retry}>
          {t('jobs.retry')}
        </button>
      </div>
    );
  }

  const { items } = list;
  if (items.length === 0 && chips.length > 0) {
    return <EmptySearch q={q} chips={chips} onClearAll={onClearAll} onSearchAll={showAll ? undefined : onShowAll} />;
  }
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

  const loadMore = () => {
    setFocusFrom(items.length);
    onLoadMore();
  };
  return (
    <>
      <ul className="job-list">
        {items.map((job, i) => (
          <li key={job.id}>
            <JobCard job={job} onApply={onApply} focusTitle={i === focusFrom} focusStatus={job.id === focusAppliedJob} />
          </li>
        ))}
      </ul>
      {list.moreError ? (
        <div className="page-status" role="alert">
          <p>{msg(MSG.jobsLoadFailed)}</p>
          <button type="button" className="btn btn--secondary" onClick={list.retry}>
            {t('jobs.retry')}
          </button>
        </div>
      ) : (
        <LoadMore
          shown={items.length}
          hasMore={list.hasMore || list.loadingMore}
          loading={list.loadingMore}
          onLoadMore={loadMore}
          labels={{
            showing: t('jobs.showing', { shown: formatNumber(items.length, language), total: totalText(list.total, list.exact, language) }),
            loadMore: t('jobs.loadMore'),
            loading: t('jobs.loadingMore'),
          }}
        />
      )}
    </>
  );
}
