import { Link } from 'react-router';
import { formatDateTime } from '../../../lib/format';
import { useTranslation } from '../../../i18n/use-translation';

/** The id of the line, which the actions that cannot be taken offline point to (aria-describedby). */
export const SAVED_ON_ID = 'saved-on';

/**
 * Whether a list loaded at `at` was read from the device (saved on an earlier visit) rather than from the server
 * during this one.
 */
const savedBeforeThisVisit = (at: number) => at > 0 && at < performance.timeOrigin;

/**
 * Above a list, when it was loaded, if it is not the server's of now. `kept`: read from the device and kept so
 * (offline, or a refresh could not reach the server). Otherwise, a list saved on an earlier visit and being read again
 * says that a newer one is on its way; nothing is said of a list read during this visit. That saying floats over the
 * page's foot (jobs.css) rather than taking a line above the list: the list would move down when it came, and up again
 * a moment later when the newer list replaced it.
 */
export function SavedOn({ at, kept, refreshing }: { at: number; kept: boolean; refreshing: boolean }) {
  const { t, language } = useTranslation('professional');
  const updating = !kept && refreshing && savedBeforeThisVisit(at);
  if (!kept && !updating) return null;
  return (
    <p
      id={SAVED_ON_ID}
      className={updating ? 'saved-on saved-on--updating' : 'saved-on'}
      role={updating ? 'status' : undefined}
    >
      {t(updating ? 'saved.updating' : 'saved.offline', { date: formatDateTime(at, language) })}
    </p>
  );
}

/**
 * Offline, in place of a list this device has not saved (the layout's own words for a page never opened here), with
 * the way to the one it has, if any.
 */
export function NotSavedOffline({ saved }: { saved?: { to: string; at: number } }) {
  const { t, language } = useTranslation('professional');
  return (
    <div className="page-status" role="alert">
      <p>{t('common:offline.pageNotSaved')}</p>
      {saved && (
        <Link to={saved.to} className="btn btn--secondary">
          {t('saved.showSaved', { date: formatDateTime(saved.at, language) })}
        </Link>
      )}
    </div>
  );
}
