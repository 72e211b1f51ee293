import './load-more.css';

/**
 * "Showing 20 of 34" and a button for the next page of a paged list. The caller moves the focus to the
 * first new item once it arrives, so keyboard users carry on from there.
 */
export function LoadMore({
  shown,
  hasMore,
  loading,
  onLoadMore,
  labels,
}: {
  shown: number;
  hasMore: boolean;
  loading: boolean;
  onLoadMore: () => void;
  labels: { showing: string; loadMore: string; loading: string };
}) {
  // Once everything is shown the list's own count says it all.
  if (shown === 0 || !hasMore) return null;
  return (
    <div className="load-more">
      <p className="load-more__count">{labels.showing}</p>
      <button type="button" className="btn btn--secondary" onClick={onLoadMore} disabled={loading} aria-busy={loading}>
        {loading ? labels.loading : labels.loadMore}
      </button>
    </div>
  );
}
