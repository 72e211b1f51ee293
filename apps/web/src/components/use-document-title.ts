import { useEffect } from 'react';
import { useTranslation } from '../i18n/use-translation';

/**
 * Names the browser tab (and what a screen reader announces on arrival) after the page: "About us · Congo
 * Talent". The brand alone comes back when the page goes, so a page without a title does not inherit one.
 */
export function useDocumentTitle(title?: string) {
  const { t } = useTranslation('common');
  const brand = t('brand');
  useEffect(() => {
    document.title = title ? `${title} · ${brand}` : brand;
    return () => {
      document.title = brand;
    };
  }, [title, brand]);
}
