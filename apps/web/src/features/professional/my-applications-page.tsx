import { useState } from 'react';
import { Link } from 'react-router';
import { LoadMore } from '../../components/ui/load-more';
import { Loading } from '../../components/page-status';
import { uniqueById } from '../../lib/paging';
import { useMessage } from '../../i18n/use-message';
import { useTranslation } from '../../i18n/use-translation';
import { useApplications } from '../../api/queries/applications';
import { isNetworkError } from '../../lib/api-client';
import { useOffline } from '../../session/use-offline';
import { NotSavedOffline, SavedOn } from './saved/saved-on';
import { ApplicationCard } from './applications/application-card';
import { withSavedLists } from './saved/saved-lists';
import './jobs/jobs.css';
import './applications/applications.css';

/**
 * /my-applications: the professional's applications, newest first, with their status. Statuses change as
 * staff and employers act, so the list is fetched again on every visit. Offline, the first page saved on the device,
 * with its date.
 */
function MyApplicationsPage() {
  const { t } = useTranslation('professional');
  const msg = useMessage();
  const [focusFrom, setFocusFrom] = useState<number | null>(null);
  const applications = useApplications();
  const offline = useOffline();
  // A refresh that could not reach the server leaves the list read before, as offline.
  const unrefreshed = isNetworkError(applications.error) && applications.data !== undefined;

  let content;
  if (applications.isPending) content = applications.fetchStatus === 'paused' ? <NotSavedOffline /> : <Loading />;
  else if (applications.isError && !unrefreshed) {
    content = (
      <div className="page-status" role="alert">
        <p>{msg('applicationsLoadFailed')}</p>
        <button type="button" className="btn btn--secondary" onClick={() => void applications.refetch()}>
          {t('applications.retry')}
        </button>
      </div>
    );
  } else if (applications.data) {
    const savedOn = (
      <SavedOn at={applications.dataUpdatedAt} kept={offline || unrefreshed} refreshing={applications.isFetching} />
    );
    const items = uniqueById(applications.data.pages);
    const total = Math.max(applications.data.pages.at(-1)?.total ?? items.length, items.length);
    content =
      items.length === 0 ? (
        <>
          {savedOn}
          <div className="empty-state" role="status">
            <h2>{t('applications.emptyTitle')}</h2>
            <p>{t('applications.empty')}</p>
            <Link to="/recommended-jobs" className="btn btn--primary">
              {t('applications.browse')}
            </Link>
          </div>
        </>
      ) : (
        <>
          {savedOn}
          <p className="jobs-count" role="status">
            {t('applications.count', { count: total })}
          </p>
          <ul className="application-list">
            {items.map((application, i) => (
              <li key={application.id}>
                <ApplicationCard application={application} focusTitle={i === focusFrom} />
              </li>
            ))}
          </ul>
          <LoadMore
            shown={items.length}
            hasMore={applications.hasNextPage && !offline}
            loading={applications.isFetchingNextPage}
            onLoadMore={() => {
              setFocusFrom(items.length);
              void applications.fetchNextPage();
            }}
            labels={{
              showing: t('applications.showing', { shown: items.length, total }),
              loadMore: t('applications.loadMore'),
              loading: t('applications.loadingMore'),
            }}
          />
        </>
      );
  }

  return (
    <div className="applications-page">
      <div className="jobs-page__head">
        <h1>{t('common:pageHeads.myApplications.title')}</h1>
        <Link to="/recommended-jobs" className="btn btn--secondary">
          {t('applications.backToJobs')}
        </Link>
      </div>
      <p className="applications-page__intro">{t('common:pageHeads.myApplications.intro')}</p>
      {content}
    </div>
  );
}

export default withSavedLists(MyApplicationsPage);
