import { Link } from 'react-router';
import { formatDateTime } from '../../../lib/format';
import { useTranslation } from '../../../i18n/use-translation';

/** The id of the line, which the actions that cannot be taken offline point to (aria-describedby). */
export const SAVED_ON_ID = 'saved-on';

/** Offline, above a list read from the device: when it was loaded. */
export function SavedOn({ at }: { at: number }) {
  const { t, language } = useTranslation('professional');
  return (
    <p id={SAVED_ON_ID} className="saved-on">
      {t('saved.offline', { date: formatDateTime(at, language) })}
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
