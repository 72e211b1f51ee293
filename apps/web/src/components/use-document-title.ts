import { createContext, useContext, useEffect } from 'react';
import { useTranslation } from '../i18n/use-translation';

/** A page's title as the browser tab shows it: "About us · Congo Talent", or the brand alone. */
export const documentTitle = (brand: string, title?: string) => (title ? `${title} · ${brand}` : brand);

/**
 * While the build writes a page in advance, where the page hands its title, to be written into the page's head (its
 * <title>, and the preview a shared link shows). There is none in the browser.
 */
export const WrittenTitle = createContext<((title: string) => void) | null>(null);

/**
 * Names the browser tab (and what a screen reader announces on arrival) after the page: "About us · Congo
 * Talent". The brand alone comes back when the page goes, so a page without a title does not inherit one.
 */
export function useDocumentTitle(title?: string) {
  const { t } = useTranslation('common');
  const brand = t('brand');
  const full = documentTitle(brand, title);
  useContext(WrittenTitle)?.(full);
  useEffect(() => {
    document.title = full;
    return () => {
      document.title = brand;
    };
  }, [full, brand]);
}
