import { useCallback, useSyncExternalStore } from 'react';
import i18n, { type Namespace, type TranslationValues } from './index';

/**
 * The translations of one namespace (and `other:key` for others). Suspends until the namespace is loaded in
 * the current language, so pages render inside <Suspense>.
 */
export function useTranslation(ns: Namespace = 'common', ...also: Namespace[]) {
  const version = useSyncExternalStore(i18n.subscribe, i18n.getVersion, i18n.getVersion);
  for (const namespace of [ns, ...also]) {
    if (!i18n.isLoaded(namespace)) throw i18n.load(namespace, ...also);
  }
  // version makes t change identity when the language does, so memoised children re-render.
  const t = useCallback(
    (key: string, values?: TranslationValues) => i18n.t(key, values, ns),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [ns, version],
  );
  return { t, i18n, language: i18n.language };
}
