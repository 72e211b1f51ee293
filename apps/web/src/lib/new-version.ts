/**
 * Reloads the page on the newest version of the app. A new version that the service worker has downloaded
 * waits (it never takes over a page by itself); it is told to take charge first, and the page reloads once it
 * has, since a plain reload would still get the old version from the old worker.
 */
export async function reloadOnNewestVersion(): Promise<void> {
  const registration = await navigator.serviceWorker?.getRegistration();
  const waiting = registration?.waiting;
  if (!waiting) {
    window.location.reload();
    return;
  }
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
  // Answered by the worker that the build generates (it skips waiting on this message).
  waiting.postMessage({ type: 'SKIP_WAITING' });
}
