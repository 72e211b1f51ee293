import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** Every route change scrolls to the top, so a new page is read from its start. */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
