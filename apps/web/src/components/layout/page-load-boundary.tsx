import { Component, type ReactNode } from 'react';
import { PageLoadError } from '../../lib/lazy-page';
import { useTranslation } from '../../i18n/use-translation';
import { useOnline } from '../../lib/use-online';
import { reloadOnNewestVersion } from '../../lib/new-version';

function PageNotLoaded() {
  const { t } = useTranslation('common');
  const online = useOnline();
  return (
    <div className="page-status" role="alert">
      <p>{t(online ? 'offline.pageNotLoaded' : 'offline.pageNotSaved')}</p>
      {online && (
        // A page whose code failed once stays failed in this document: only a new load fetches it again, on
        // the newest version when a deploy removed the code this one asked for.
        <button type="button" className="btn btn--primary" onClick={() => void reloadOnNewestVersion()}>
          {t('errorPage.retry')}
        </button>
      )}
    </div>
  );
}

/**
 * Inside the layout, around the page: when a page's code cannot be downloaded, the header, the footer and the
 * offline notice stay, with a line that says why. Any other error goes on to the generic error screen.
 * Keyed by the path in the layout, so that another page gets a fresh try.
 */
export class PageLoadBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state: { error: unknown } = { error: undefined };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override render() {
    const { error } = this.state;
    if (error === undefined) return this.props.children;
    // Thrown again from here, it reaches the error boundary above this one.
    if (!(error instanceof PageLoadError)) throw error;
    return <PageNotLoaded />;
  }
}
