import { useState } from 'react';
import { useDrawnInTurn } from '../../../components/ui/use-drawn-in-turn';
import { Link } from 'react-router';
import type { JobForProfessional } from '@talent/shared';
import { LoadMore } from '../../../components/ui/load-more';
import { useMessage } from '../../../i18n/use-message';
import { useTranslation } from '../../../i18n/use-translation';
import { EmptySearch } from '../search/empty-search';
import type { FilterChip } from '../search/filter-labels';
import { totalText } from '../search/result-count';
import { formatNumber } from '../../../lib/format';
import type { JobList } from '../../../api/queries/job-list';
import { JobCard } from './job-card';
import { JobListSkeleton } from '../../../components/ui/skeletons';
import { isNetworkError } from '../../../lib/api-client';
import { useOffline } from '../../../session/use-offline';
import { NotSavedOffline, SavedOn } from '../saved/saved-on';
import { savedSearch } from '../saved/saved-lists';
import { parseJobSearch, toAddress } from '../../../lib/job-search-params';
import { onboardingStepNumber } from '@talent/shared';
import { useFinishProfileLabel, useUnfinishedOnboarding } from '../../../components/onboarding/unfinished-profile';

/** Offline, the way to the list this device saved for the tab, when another search was asked. */
function savedListOf(showAll: boolean): { to: string; at: number } | undefined {
  const saved = savedSearch(showAll);
  if (!saved) return undefined;
  return {
    to: `/recommended-jobs${toAddress(parseJobSearch(new URLSearchParams(saved.query)).search)}`,
    at: saved.savedAt,
  };
}

/** The onboarding step that holds the skills, which "Edit your skills" opens. */
const SKILLS_STEP = onboardingStepNumber('professional', 'professional');

/** The cards drawn with the list itself; the others follow in a second render. */
const FIRST_CARDS = 4;

/** The cards: a list that appears draws its first few at once and the rest in a second render (useDrawnInTurn). */
function JobCards({
  items,
  onApply,
  focusFrom,
  focusAppliedJob,
}: {
  items: readonly JobForProfessional[];
  onApply: (job: JobForProfessional) => void;
  focusFrom: number | null;
  focusAppliedJob: number | null;
}) {
  const drawn = useDrawnInTurn(items.length, FIRST_CARDS);
  return (
    <ul className="job-list">
      {items.slice(0, drawn).map((job, i) => (
        <li key={job.id}>
          <JobCard job={job} onApply={onApply} focusTitle={i === focusFrom} focusStatus={job.id === focusAppliedJob} />
        </li>
      ))}
    </ul>
  );
}

/**
 * One tab's jobs for the current search: a skeleton while they load, the error with a retry, the empty states
 * (the tab's own without filters, the search's with them), or the cards with more on demand. Offline, the list saved
 * on the device with its date, or why there is none.
 */
export function JobResults({
  list,
  showAll,
  q,
  chips,
  onApply,
  onShowAll,
  onClearAll,
  onLoadMore,
  focusAppliedJob,
}: {
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
  const offline = useOffline();
  const unfinished = useUnfinishedOnboarding();
  const finishLabel = useFinishProfileLabel(unfinished);

  if (list.pending && !list.error)
    return list.paused ? <NotSavedOffline saved={savedListOf(showAll)} /> : <JobListSkeleton />;
  // A refresh that could not reach the server leaves the list read before, as offline.
  const unrefreshed = isNetworkError(list.error) && list.items.length > 0;
  if (list.error && !unrefreshed) {
    return (
      <div className="page-status" role="alert">
        <p>{msg('jobsLoadFailed')}</p>
        <button type="button" className="btn btn--secondary" onClick={list.retry}>
          {t('jobs.retry')}
        </button>
      </div>
    );
  }

  const { items } = list;
  const savedOn = <SavedOn at={list.savedAt} kept={offline || unrefreshed} refreshing={list.refreshing} />;
  if (items.length === 0 && chips.length > 0) {
    return (
      <>
        {savedOn}
        <EmptySearch q={q} chips={chips} onClearAll={onClearAll} onSearchAll={showAll ? undefined : onShowAll} />
      </>
    );
  }
  if (items.length === 0) {
    return (
      <>
        {savedOn}
        <div className="empty-state" role="status">
          <h2>{msg('noJobsFound')}</h2>
          {/* An unfinished profile has no skills to match yet: the way on is to finish it. */}
          <p>{showAll ? msg('noOpenJobs') : unfinished ? t('jobs.unfinishedProfile') : msg('noMatchedJobs')}</p>
          {!showAll && (
            <div className="empty-state__actions">
              {unfinished ? (
                <Link to={unfinished.to} className="btn btn--primary">
                  {finishLabel}
                </Link>
              ) : (
                <Link to={`/onboarding?step=${SKILLS_STEP}`} className="btn btn--secondary">
                  {t('jobs.editSkills')}
                </Link>
              )}
              <button
                type="button"
                className={unfinished ? 'btn btn--secondary' : 'btn btn--primary'}
                onClick={onShowAll}
              >
                {t('jobs.browseAll')}
              </button>
            </div>
          )}
        </div>
      </>
    );
  }

  const loadMore = () => {
    setFocusFrom(items.length);
    onLoadMore();
  };
  return (
    <>
      {savedOn}
      <JobCards items={items} onApply={onApply} focusFrom={focusFrom} focusAppliedJob={focusAppliedJob} />
      {list.moreError && !offline ? (
        <div className="page-status" role="alert">
          <p>{msg('jobsLoadFailed')}</p>
          <button type="button" className="btn btn--secondary" onClick={list.retry}>
            {t('jobs.retry')}
          </button>
        </div>
      ) : (
        <LoadMore
          shown={items.length}
          hasMore={(list.hasMore || list.loadingMore) && !offline}
          loading={list.loadingMore}
          onLoadMore={loadMore}
          labels={{
            showing: t('jobs.showing', {
              shown: formatNumber(items.length, language),
              total: totalText(list.total, list.exact, language),
            }),
            loadMore: t('jobs.loadMore'),
            loading: t('jobs.loadingMore'),
          }}
        />
      )}
    </>
  );
}
