import type { QueryKey } from '@tanstack/react-query';
import i18n from '../i18n';
import { queryClient } from './query';

/**
 * Reads again the queries under `key` when the reader changes language: their answers hold words the server writes
 * in the reader's language (the demo market's jobs), which would otherwise stay in the old one until the next read.
 */
export function readAgainOnLanguageChange(key: QueryKey): void {
  let language = i18n.language;
  i18n.subscribe(() => {
    if (i18n.language === language) return;
    language = i18n.language;
    void queryClient.invalidateQueries({ queryKey: key });
  });
}
