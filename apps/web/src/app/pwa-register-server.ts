/**
 * The service worker's registration when pages are written at build time: nothing to register, and no new
 * version waiting, as on a first visit in the browser.
 */
export function useRegisterSW() {
  const ignore = () => {};
  return {
    needRefresh: [false, ignore] as const,
    offlineReady: [false, ignore] as const,
    updateServiceWorker: async () => {},
  };
}
