import { useCallback, useEffect, useRef, useState } from 'react';
import type { BannerMessage } from '../../../components/ui/banner';

/**
 * A section's result banner, and its heading taking the focus after a success: the button that was pressed
 * has often gone with the item it acted on.
 */
export function useActionBanner() {
  const [banner, setBanner] = useState<BannerMessage | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const clear = useCallback(() => setBanner(null), []);
  useEffect(() => {
    if (banner?.kind === 'success') heading.current?.focus();
  }, [banner]);
  return { banner, setBanner, clear, heading };
}
