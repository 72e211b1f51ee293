import { useTranslation } from '../i18n/use-translation';

/** The "Loading..." line shown while a page or its data arrives. */
export function Loading() {
  const { t } = useTranslation('msg');
  return (
    <p className="page-status" role="status">
      {t('loading')}
    </p>
  );
}
