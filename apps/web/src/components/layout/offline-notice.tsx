import { useTranslation } from '../../i18n/use-translation';
import { useOnline } from '../../lib/use-online';

/** Says so while the connection is gone; the live region stays in place so that the change is announced. */
export function OfflineNotice() {
  const { t } = useTranslation('common');
  const online = useOnline();
  return (
    <div role="status" className={online ? undefined : 'offline-notice'}>
      {!online && <p className="banner banner--info">{t('offline.notice')}</p>}
    </div>
  );
}
