import { useTranslation } from '../../i18n/use-translation';
import { useOffline } from '../../session/use-offline';

/** Says so while the connection is gone; the live region stays in place so that the change is announced. */
export function OfflineNotice() {
  const { t } = useTranslation('common');
  const offline = useOffline();
  return (
    <div role="status" className={offline ? 'offline-notice' : undefined}>
      {offline && <p className="banner banner--info">{t('offline.notice')}</p>}
    </div>
  );
}
