import { useRegisterSW } from 'virtual:pwa-register/react';
import { useTranslation } from '../../i18n/use-translation';
import { reloadOnNewestVersion } from '../../lib/new-version';

/**
 * A visit that no worker served (the first) loaded the app's code, its page's and the words of its language before a
 * worker was in charge, so the worker's own route for them (vite.config.ts) never saw them: it is asked to keep them
 * now, from the browser's cache, so that the app opens offline next time, in the reader's language.
 */
async function keepWhatThisVisitLoaded() {
  const workers = navigator.serviceWorker;
  if (workers.controller) return;
  const registration = await workers.ready;
  const code = performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name))
    .filter(
      (url) => url.origin === location.origin && url.pathname.startsWith('/assets/') && url.pathname.endsWith('.js'),
    )
    .map((url) => url.href);
  registration.active?.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache: code } });
}

/**
 * Registers the service worker that keeps the app on the device. A new version, after a deploy, waits until
 * the reader chooses to use it: taking over by itself would reload the page under someone typing in a form.
 * Once chosen, the new worker takes charge and the page reloads on the new version as a whole. (Not the
 * plugin's own update call: its reload waits for an event that a page first opened without a worker, a first
 * visit still open at the deploy, never gets.)
 */
export function AppUpdate() {
  const { t } = useTranslation('common');
  const {
    needRefresh: [needRefresh, setNeedRefresh],
  } = useRegisterSW({ onRegisteredSW: () => void keepWhatThisVisitLoaded() });
  return (
    <div role="status" className={needRefresh ? 'app-update' : undefined}>
      {needRefresh && (
        <div className="banner banner--info app-update__banner">
          <p>{t('update.ready')}</p>
          <button type="button" className="btn btn--primary" onClick={() => void reloadOnNewestVersion()}>
            {t('update.reload')}
          </button>
          <button type="button" className="btn btn--secondary" onClick={() => setNeedRefresh(false)}>
            {t('dismiss')}
          </button>
        </div>
      )}
    </div>
  );
}
