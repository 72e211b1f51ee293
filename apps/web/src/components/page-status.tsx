import { useTranslation } from '../i18n/use-translation';

/**
 * The "Loading..." line shown while a page or its data arrives. Data that waits for the connection (the browser
 * is offline and the query is paused) gets a line saying so instead of a "Loading..." that never ends.
 */
export function Loading({ paused = false }: { paused?: boolean }) {
  const { t } = useTranslation('msg');
  return (
    <p className="page-status" role="status">
      {paused ? t('common:offline.dataNotSaved') : t('loading')}
    </p>
  );
}
