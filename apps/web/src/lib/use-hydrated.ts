import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while the page is the HTML written at build time (before the app's code has run, and during the first
 * render that takes it over), true once the app is in charge. A form written in advance is sent by the browser
 * itself if submitted before then: as a GET of the page, with its fields (a password) in the address.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
